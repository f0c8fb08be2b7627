/** Prefix of each document type's number series; the number is prefix + year + a 6-digit counter. */
export const NUMBER_PREFIX: Readonly<Record<string, string>> = {
  salesInvoice: 'SF',
  purchaseInvoice: 'AF',
  salesReturn: 'SI',
  purchaseReturn: 'AI',
  salesWaybill: 'SR',
  purchaseWaybill: 'AR',
  stockIn: 'SG',
  stockOut: 'SC',
  stockTransfer: 'SV',
  posSale: 'HS',
  salesOrder: 'SS',
  purchaseOrder: 'SA',
  offer: 'TK',
  receivableVoucher: 'AD',
  payableVoucher: 'BD',
  transferVoucher: 'VD',
};

export function formatNumber(type: string, year: number, counter: number): string {
  const prefix =
    NUMBER_PREFIX[type] ??
    type
      .replace(/[^A-Z]/g, '')
      .slice(0, 2)
      .padEnd(2, 'X')
      .toUpperCase();
  return `${prefix}${year}${String(counter).padStart(6, '0')}`;
}
