/**
 * The reasons any family can give (malformed input, a document's common fields, lines, supply figures).
 * Each family adds its own in `machines/<family>/reasons.ts`; `machines/reasons.ts` holds them all.
 * A code is the rule's name; its message lives in `locales/<lang>.json` under `rules.<code>` (Turkish is the source).
 */
export const COMMON_REASON_CODES = [
  'common.eventNotAllowed',
  'common.invalidInput',
  'common.invalidState',
  'common.invalidEvent',
  'common.factsMissing',
  'document.unknownType',
  'document.numberRequired',
  'document.invalidDate',
  'document.invalidField',
  'document.invalidCurrency',
  'document.invalidExchangeRate',
  'document.cancelled',
  'document.locked',
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
  'line.invalidWithholding',
  'line.invalidExemption',
  'line.mixedTaxTreatment',
  'supply.invalidLines',
  'supply.invalidQuantity',
  'supply.unknownLine',
] as const;

export type CommonReasonCode = (typeof COMMON_REASON_CODES)[number];

/** The request field each common reason is about, so that a 422 names it. */
export const COMMON_REASON_FIELDS: Readonly<Partial<Record<CommonReasonCode, string>>> = {
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
  'line.invalidWithholding': 'lines',
  'line.invalidExemption': 'lines',
  'line.mixedTaxTreatment': 'lines',
};
