import type { CommonReasonCode } from '../../src/domain/lifecycle/reasons';

/** Why the receipt rules refuse something (messages: `rules.<code>` in locales/). */
export const RECEIPT_REASONS = [
  'receipt.noLines',
  'receipt.tooManyLines',
  'receipt.invalidPaymentType',
  'receipt.accountRequired',
  'receipt.paymentTypeRequired',
  'receipt.paymentMismatch',
  'receipt.warehouseRequired',
  'receipt.targetWarehouseRequired',
  'receipt.sameWarehouse',
  'receipt.notASet',
  'receipt.discountNotPurchase',
  'receipt.withholdingNeedsVkn',
  'receipt.unknownJob',
  'receipt.jobCancelled',
  'receipt.campaignRemovalNotPermitted',
  'receipt.quantityExceedsSource',
  'receipt.negativeStock',
  'receipt.cashBoxOpen',
  'receipt.cashBoxNotOpen',
  'receipt.alreadyConverted',
  'receipt.locked',
  'receipt.inProcessCannotCancel',
  'receipt.completedCannotCancel',
  'fastSale.cannotChangePrice',
  'fastSale.cannotDeleteLine',
  'fastSale.cannotDeleteReceipt',
  'points.disabled',
  'points.accountRequired',
  'points.notWhole',
  'points.belowMinimum',
  'points.exceedsBalance',
  'points.liraOnly',
] as const;

/** The request field each reason is about, so that a 422 names it. */
export const RECEIPT_REASON_FIELDS: Readonly<Partial<Record<(typeof RECEIPT_REASONS)[number], string>>> = {
  'receipt.noLines': 'lines',
  'receipt.tooManyLines': 'lines',
  'receipt.invalidPaymentType': 'paymentType',
  'receipt.accountRequired': 'accountId',
  'receipt.paymentTypeRequired': 'paymentType',
  'receipt.warehouseRequired': 'warehouseId',
  'receipt.targetWarehouseRequired': 'targetWarehouseId',
  'receipt.negativeStock': 'lines',
  'receipt.notASet': 'lines',
  'receipt.discountNotPurchase': 'documentDiscount',
  'receipt.withholdingNeedsVkn': 'lines',
  'receipt.unknownJob': 'jobId',
  'receipt.jobCancelled': 'jobId',
  'points.disabled': 'payments',
  'points.accountRequired': 'accountId',
  'points.notWhole': 'payments',
  'points.belowMinimum': 'payments',
  'points.exceedsBalance': 'payments',
  'points.liraOnly': 'payments',
  'receipt.campaignRemovalNotPermitted': 'removedCampaigns',
};

/** Every reason the receipt rules can give: the family's own and the common ones. */
export type ReasonCode = CommonReasonCode | (typeof RECEIPT_REASONS)[number];
