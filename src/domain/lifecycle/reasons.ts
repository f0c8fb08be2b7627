/**
 * Every reason a machine or a conversion can give for refusing something. The code is the rule's
 * name; `machines/reasons.ts` holds its message in every locale (Turkish is the source).
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
  'receipt.warehouseRequired',
  'receipt.sameWarehouse',
  'receipt.quantityExceedsSource',
  'receipt.cashBoxOpen',
  'receipt.alreadyConverted',
  'receipt.locked',
  'receipt.inProcessCannotCancel',
  'receipt.completedCannotCancel',
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
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];
