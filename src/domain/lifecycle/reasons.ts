/**
 * Every reason a machine or a conversion can give for refusing something. The code is the rule's
 * name; its message lives in `locales/<lang>.json` under `rules.<family>.<rule>` (Turkish is the source).
 */
export const REASON_CODES = [
  // common
  'common.eventNotAllowed',
  'common.invalidInput',
  'common.invalidState',
  'common.invalidEvent',
  'common.factsMissing',
  // any document
  'document.unknownType',
  'document.numberRequired',
  'document.invalidDate',
  'document.invalidField',
  'document.invalidCurrency',
  'document.invalidExchangeRate',
  'document.cancelled',
  'document.locked',
  // lines of receipts and orders
  'line.invalid',
  'line.invalidQuantity',
  'line.invalidPrice',
  'line.invalidMultiplier',
  'line.invalidDiscountRate',
  'line.invalidVatRate',
  'line.duplicateId',
  'line.productRequired',
  'line.quantityRequired',
  'line.amountTooLarge',
  'line.totalTooLarge',
  // supply figures sent by a completed conversion
  'supply.invalidLines',
  'supply.invalidQuantity',
  'supply.unknownLine',
  // receipt
  'receipt.noLines',
  'receipt.tooManyLines',
  'receipt.invalidPaymentType',
  'receipt.accountRequired',
  'receipt.paymentTypeRequired',
  'receipt.paymentMismatch',
  'receipt.warehouseRequired',
  'receipt.sameWarehouse',
  'receipt.quantityExceedsSource',
  'receipt.cashBoxOpen',
  'receipt.cashBoxNotOpen',
  'receipt.alreadyConverted',
  'receipt.locked',
  'receipt.inProcessCannotCancel',
  'receipt.completedCannotCancel',
  // till sales without the fast-sale permission (spec §6)
  'fastSale.cannotChangePrice',
  'fastSale.cannotDeleteLine',
  'fastSale.cannotDeleteReceipt',
  // order
  'order.noLines',
  'order.tooManyLines',
  'order.accountRequired',
  'order.quantityExceedsSource',
  'order.alreadySupplied',
  'order.quantityExceedsRemaining',
  'order.shortCloseReasonRequired',
  'order.locked',
  'order.alreadyCompleted',
  // conversion
  'conversion.notAllowed',
  'conversion.sourceNotReady',
  'conversion.unknownLine',
  'conversion.invalidQuantity',
  'conversion.quantityExceedsRemaining',
  'conversion.nothingRemaining',
  'conversion.sourcesDiffer',
  'conversion.tooManySources',
  // cheque and note
  'cheque.invalidAmount',
  'cheque.accountRequired',
  'cheque.dueDateRequired',
  'cheque.endorseAccountRequired',
  'cheque.methodRequired',
  'cheque.indivisible',
  'cheque.locked',
  'cheque.bounceOnlyAtBank',
  // library loan
  'loan.memberRequired',
  'loan.copyRequired',
  'loan.dueDateRequired',
  'loan.copyNotFree',
  'loan.memberInactive',
  'loan.loanLimitReached',
  'loan.copyNotAvailable',
  'loan.maxRenewalsReached',
  'loan.overdueBeyondGrace',
  // e-document
  'edocument.documentRequired',
  'edocument.waybillCannotBeCancelled',
  'edocument.onlyArchiveReported',
  'edocument.archiveHasNoAnswer',
  'edocument.errorRequired',
  // cash box
  'cashbox.invalidFacts',
  'cashbox.alreadyClosed',
  // job and task
  'job.titleRequired',
  'job.invalidPriority',
  'job.inProcessCannotCancel',
  'job.locked',
  // current-account voucher
  'voucher.accountRequired',
  'voucher.targetAccountRequired',
  'voucher.sameAccount',
  'voucher.invalidAmount',
  'voucher.locked',
  'voucher.completedCannotCancel',
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

/**
 * The request field each reason is about, so that a 422 names it; a reason not listed is about the
 * request as a whole (`_`).
 */
export const REASON_FIELDS: Readonly<Partial<Record<ReasonCode, string>>> = {
  'document.unknownType': 'type',
  'document.invalidDate': 'date',
  'document.invalidCurrency': 'currency',
  'document.invalidExchangeRate': 'exchangeRate',
  'line.invalid': 'lines',
  'line.invalidQuantity': 'lines',
  'line.invalidPrice': 'lines',
  'line.invalidMultiplier': 'lines',
  'line.invalidDiscountRate': 'lines',
  'line.invalidVatRate': 'lines',
  'line.duplicateId': 'lines',
  'line.productRequired': 'lines',
  'line.quantityRequired': 'lines',
  'line.amountTooLarge': 'lines',
  'line.totalTooLarge': 'lines',
  'receipt.noLines': 'lines',
  'receipt.tooManyLines': 'lines',
  'order.noLines': 'lines',
  'order.tooManyLines': 'lines',
  'receipt.accountRequired': 'accountId',
  'order.accountRequired': 'accountId',
  'cheque.accountRequired': 'accountId',
  'voucher.accountRequired': 'accountId',
  'voucher.targetAccountRequired': 'targetAccountId',
  'receipt.paymentTypeRequired': 'paymentType',
  'receipt.invalidPaymentType': 'paymentType',
  'voucher.invalidAmount': 'amount',
  'cheque.invalidAmount': 'amount',
  'cheque.dueDateRequired': 'dueDate',
  'loan.memberRequired': 'memberId',
  'loan.copyRequired': 'copyId',
  'loan.dueDateRequired': 'dueDate',
  'edocument.documentRequired': 'documentId',
  'job.titleRequired': 'title',
  'job.invalidPriority': 'priority',
};

/** The field of `reason` (see REASON_FIELDS). */
export function fieldOfReason(reason: string): string {
  return REASON_FIELDS[reason as ReasonCode] ?? '_';
}
