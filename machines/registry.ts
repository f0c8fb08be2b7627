import { COMMON_REASON_CODES, COMMON_REASON_FIELDS } from '../src/domain/lifecycle/reasons';
import type { Role } from '../src/domain/roles';
import { cashBoxDescriptor } from './cashbox/descriptor';
import { cashVoucherDescriptor } from './cash/descriptor';
import { ownChequeDescriptor, receivedChequeDescriptor } from './cheque/descriptor';
import { CONVERSION_REASONS } from './conversion-reasons';
import type { FactName, FamilyDescriptor, TypeDescriptor } from './descriptor';
import { edocumentDescriptor } from './edocument/descriptor';
import type { Family } from './family';
import { jobDescriptor } from './job/descriptor';
import { loanDescriptor } from './loan/descriptor';
import { orderDescriptor } from './order/descriptor';
import { pointsVoucherDescriptor } from './points/descriptor';
import { receiptDescriptor } from './receipt/descriptor';
import { voucherDescriptor } from './voucher/descriptor';

/**
 * The registry of document families: the one list a new family is added to. Everything per type
 * (numbering, permissions, parsing, facts, routes, menu, reason codes) is read from here.
 */
export const DESCRIPTORS = [
  receiptDescriptor,
  orderDescriptor,
  receivedChequeDescriptor,
  ownChequeDescriptor,
  loanDescriptor,
  edocumentDescriptor,
  cashBoxDescriptor,
  jobDescriptor,
  voucherDescriptor,
  cashVoucherDescriptor,
  pointsVoucherDescriptor,
] as const satisfies readonly FamilyDescriptor[];

export const FAMILIES: readonly Family<any>[] = DESCRIPTORS.map((d) => d.family);

export const DOCUMENT_TYPES: readonly string[] = DESCRIPTORS.flatMap((d) => Object.keys(d.types));

const BY_TYPE: ReadonlyMap<string, FamilyDescriptor> = new Map(DESCRIPTORS.flatMap((d) => Object.keys(d.types).map((t) => [t, d] as const)));

export function descriptorOf(type: string): FamilyDescriptor | undefined {
  return BY_TYPE.get(type);
}

export function typeDescriptorOf(type: string): TypeDescriptor | undefined {
  return BY_TYPE.get(type)?.types[type];
}

/** The roles that may create and act on documents of `type` (an admin always may). */
export function writersOf(type: string): readonly Role[] {
  const d = BY_TYPE.get(type);
  return d?.types[type]?.write ?? d?.write ?? [];
}

/** The facts the server adds before the machine decides `on` (an event name, or `create`). */
export function factsFor(type: string, on: string): FactName[] {
  const d = BY_TYPE.get(type);
  if (!d) return [];
  const names = d.facts.filter((r) => r.on.includes(on) && (!r.types || r.types.includes(type))).flatMap((r) => r.supply);
  return [...new Set(names)];
}

/** The types of every family whose descriptor lists its documents on `path` (`list`), in the registry's order. */
export function typesListedOn(path: string): string[] {
  return DESCRIPTORS.filter((d: FamilyDescriptor) => d.list === path).flatMap((d) => Object.keys(d.types));
}

type FamilyReason = (typeof DESCRIPTORS)[number]['reasons'][number];

/** Every reason a machine or a conversion can give; the message of each is `rules.<code>` in locales/. */
export const REASON_CODES = [...new Set([...COMMON_REASON_CODES, ...CONVERSION_REASONS, ...DESCRIPTORS.flatMap((d) => d.reasons as readonly FamilyReason[])])];
export type ReasonCode = (typeof REASON_CODES)[number];

/** The request field each reason is about, so that a 422 names it; a reason not listed is about the request as a whole. */
export const REASON_FIELDS: Readonly<Record<string, string>> = Object.assign({}, COMMON_REASON_FIELDS, ...DESCRIPTORS.map((d) => d.reasonFields));

/** Reasons about the input rather than the document's state: answered 422 on their field (src/server/http/errors.ts). */
export const INPUT_REASONS: ReadonlySet<string> = new Set(DESCRIPTORS.flatMap((d: FamilyDescriptor) => d.inputReasons ?? []));

export function fieldOfReason(reason: string): string {
  return Object.hasOwn(REASON_FIELDS, reason) ? REASON_FIELDS[reason]! : '_';
}
