import type { ReportName } from '../../api/fetchReport';

/** The filters each report's page offers (the API's own, src/domain/schemas/reports.ts). */
export type ReportFilterField =
  | 'from'
  | 'to'
  | 'warehouseId'
  | 'targetWarehouseId'
  | 'accountId'
  | 'groupId'
  | 'cashAccountId'
  | 'productId'
  | 'categoryId'
  | 'type'
  | 'status'
  | 'paymentType'
  /** who wrote the document (the company's active users, GET /api/colleagues) */
  | 'userId';

export const REPORT_PAGE_FILTERS: Readonly<Record<ReportName, readonly ReportFilterField[]>> = {
  stokbakiye: ['to', 'warehouseId', 'productId', 'categoryId'],
  stokvaryant: ['to', 'warehouseId', 'productId', 'categoryId'],
  caribakiye: ['from', 'to', 'accountId', 'groupId'],
  satisfaturakar: ['from', 'to', 'accountId', 'paymentType', 'userId'],
  stokislem: ['from', 'to', 'warehouseId', 'productId', 'categoryId'],
  satiskar: ['from', 'to', 'warehouseId', 'productId', 'categoryId', 'accountId', 'paymentType', 'userId'],
  satisgrup: ['from', 'to', 'warehouseId', 'categoryId'],
  faturalist: ['from', 'to', 'accountId', 'paymentType', 'userId'],
  genelyonetimsatis: ['from', 'to', 'warehouseId'],
  cariislem: ['from', 'to', 'accountId', 'groupId'],
  kasaislem: ['from', 'to', 'cashAccountId'],
  geneluruntedarik: ['from', 'to', 'accountId', 'productId', 'warehouseId'],
  alissatis: ['from', 'to', 'warehouseId', 'productId', 'categoryId'],
  zkasasatis: ['from', 'to', 'cashAccountId'],
  stokfis: ['from', 'to', 'warehouseId', 'type', 'status'],
  stokhareket: ['productId', 'from', 'to', 'warehouseId'],
  satisislem: ['from', 'to', 'accountId', 'productId', 'categoryId', 'warehouseId', 'paymentType', 'userId'],
  alisislem: ['from', 'to', 'accountId', 'productId', 'categoryId', 'warehouseId', 'paymentType', 'userId'],
  virmanlist: ['from', 'to', 'warehouseId', 'targetWarehouseId', 'status'],
  kampanya: ['from', 'to'],
};

/** The filters a report cannot run without: its page asks for them first. */
export const REQUIRED_FILTERS: Partial<Record<ReportName, readonly ReportFilterField[]>> = { stokhareket: ['productId'] };

/** The reports too wide for a portrait page: printed on A4 landscape. */
export const LANDSCAPE_REPORTS: readonly ReportName[] = [
  'stokfis',
  'stokhareket',
  'satisislem',
  'alisislem',
  'virmanlist',
  'cariislem',
  'kasaislem',
  'faturalist',
];

/** The reports with a page (under /rapor/<name>, and the movement lists at their own paths), with the locale key of its title. */
export const REPORT_PAGES: Readonly<Record<string, { name: ReportName; titleKey: string; preset?: Readonly<Record<string, string>> }>> = {
  '/rapor/stokbakiye': { name: 'stokbakiye', titleKey: 'route.reportStockBalances' },
  '/rapor/stokvaryant': { name: 'stokvaryant', titleKey: 'route.reportStockByVariant' },
  '/rapor/caribakiye': { name: 'caribakiye', titleKey: 'route.reportAccountBalances' },
  '/rapor/satisfaturakar': { name: 'satisfaturakar', titleKey: 'route.reportSalesInvoiceProfit' },
  '/rapor/stokislem': { name: 'stokislem', titleKey: 'route.reportStockMoves' },
  '/rapor/satiskar': { name: 'satiskar', titleKey: 'route.reportSalesProfit' },
  '/rapor/satisgrup': { name: 'satisgrup', titleKey: 'route.reportSalesByGroup' },
  '/rapor/faturalist': { name: 'faturalist', titleKey: 'route.reportInvoiceList' },
  '/rapor/genelyonetimsatis': { name: 'genelyonetimsatis', titleKey: 'route.reportGeneralSales' },
  '/rapor/cariislem': { name: 'cariislem', titleKey: 'route.reportAccountMoves' },
  '/rapor/kasaislem': { name: 'kasaislem', titleKey: 'route.reportCashMoves' },
  '/rapor/geneluruntedarik': { name: 'geneluruntedarik', titleKey: 'route.reportProductSupply' },
  '/rapor/alissatis': { name: 'alissatis', titleKey: 'route.reportPurchasesSales' },
  '/rapor/zkasasatis/ozet': { name: 'zkasasatis', titleKey: 'route.reportZSales' },
  '/rapor/kampanya': { name: 'kampanya', titleKey: 'route.reportCampaigns' },
  '/stok/fis': { name: 'stokfis', titleKey: 'route.stockVoucherList' },
  '/kbsets/uretim': { name: 'stokfis', titleKey: 'route.setVouchers', preset: { type: 'setProduction' } },
  '/stok/islem': { name: 'stokhareket', titleKey: 'route.productMoves' },
  '/fis/satis/islem': { name: 'satisislem', titleKey: 'route.salesLines' },
  '/fis/alis/islem': { name: 'alisislem', titleKey: 'route.purchaseLines' },
  '/fis/stok/virman/list': { name: 'virmanlist', titleKey: 'route.transferList' },
};
