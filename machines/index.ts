/**
 * The lifecycle registry: every document type maps to exactly one family (machine + rules).
 * The server, the screens, replay and the tests go through `familyForType(type).create / decide`.
 */
import { cashBoxFamily } from './cashbox';
import { ownChequeFamily, receivedChequeFamily } from './cheque';
import { edocumentFamily } from './edocument';
import type { Family } from './family';
import { jobFamily } from './job';
import { loanFamily } from './loan';
import { orderFamily } from './order';
import { receiptFamily } from './receipt';
import type { DocumentFamily } from './types';
import { voucherFamily } from './voucher';

export const FAMILIES: readonly Family<any>[] = [
  receiptFamily,
  orderFamily,
  receivedChequeFamily,
  ownChequeFamily,
  loanFamily,
  edocumentFamily,
  cashBoxFamily,
  jobFamily,
  voucherFamily,
];

export const DOCUMENT_TYPES: readonly string[] = FAMILIES.flatMap((f) => f.types);

const BY_TYPE: ReadonlyMap<string, Family<any>> = new Map(FAMILIES.flatMap((f) => f.types.map((t) => [t, f] as const)));

export function familyForType(type: string): DocumentFamily | undefined {
  return BY_TYPE.get(type);
}

export { receiptFamily, orderFamily, receivedChequeFamily, ownChequeFamily, loanFamily, edocumentFamily, cashBoxFamily, jobFamily, voucherFamily };
export {
  CONVERSIONS,
  buildConversionInput,
  buildConversionLines,
  buildMergedConversionInput,
  conversionsFrom,
  conversionsOffered,
  findConversion,
  invoicingOf,
  mayJoinMerge,
} from './conversions';
export type { Conversion, ConversionLine, ConversionRate, RequestedLine, RequestedMergeLine } from './conversions';
export { REASON_CODES, type ReasonCode } from '../src/domain/lifecycle/reasons';
export { remaining, supplyStatus } from '../src/domain/lifecycle/order';
export { isOverdue, overdueDays } from '../src/domain/lifecycle/loan';
export { countDifference } from '../src/domain/lifecycle/cashbox';
export type { Family } from './family';
export type * from './types';
