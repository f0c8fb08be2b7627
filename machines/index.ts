/**
 * The lifecycle registry: every document type maps to exactly one family (machine + rules), described by
 * its descriptor (machines/registry.ts). The server, the screens, replay and the tests go through
 * `familyForType(type).create / decide`.
 */
import { descriptorOf } from './registry';
import type { DocumentFamily } from './types';

export function familyForType(type: string): DocumentFamily | undefined {
  return descriptorOf(type)?.family;
}

export { receiptFamily } from './receipt/machine';
export { orderFamily } from './order/machine';
export { edocumentFamily } from './edocument/machine';
export { cashBoxFamily } from './cashbox/machine';
export { jobFamily } from './job/machine';
export { voucherFamily } from './voucher/machine';
export { cashVoucherFamily } from './cash/machine';
export { pointsVoucherFamily } from './points/machine';
export {
  DESCRIPTORS,
  DOCUMENT_TYPES,
  FAMILIES,
  REASON_CODES,
  REASON_FIELDS,
  descriptorOf,
  factsFor,
  fieldOfReason,
  typeDescriptorOf,
  typesListedOn,
  writersOf,
  type ReasonCode,
} from './registry';
export {
  CONVERSIONS,
  buildConversionInput,
  buildConversionLines,
  buildMergedConversionInput,
  conversionRefusal,
  CONVERSION_REFUSALS,
  conversionsFrom,
  conversionsOffered,
  findConversion,
  invoicingOf,
  mayJoinMerge,
  waitsFor,
} from './conversions';
export type { Conversion, ConversionLine, ConversionRate, RequestedLine, RequestedMergeLine } from './conversions';
export { remaining, supplyStatus } from './order/rules';
export { countDifference, countResult } from './cashbox/rules';
export type { Family } from './family';
export type { FactName, FamilyDescriptor } from './descriptor';
export type * from './types';
