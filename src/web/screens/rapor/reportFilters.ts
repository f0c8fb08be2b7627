import type { ReportName } from '../../api/fetchReport';

/** The filters each report's page offers (the API's own, src/domain/schemas/reports.ts). */
export type ReportFilterField = 'from' | 'to' | 'warehouseId' | 'accountId' | 'cashAccountId';

export const REPORT_PAGE_FILTERS: Readonly<Record<ReportName, readonly ReportFilterField[]>> = {
  stokbakiye: ['to', 'warehouseId'],
  caribakiye: ['from', 'to', 'accountId'],
  satisfaturakar: ['from', 'to', 'accountId'],
  stokislem: ['from', 'to', 'warehouseId'],
  satiskar: ['from', 'to', 'warehouseId'],
  satisgrup: ['from', 'to', 'warehouseId'],
  faturalist: ['from', 'to', 'accountId'],
  genelyonetimsatis: ['from', 'to', 'warehouseId'],
  cariislem: ['from', 'to', 'accountId'],
  kasaislem: ['from', 'to', 'cashAccountId'],
  geneluruntedarik: ['from', 'to', 'accountId', 'warehouseId'],
  alissatis: ['from', 'to', 'warehouseId'],
  zkasasatis: ['from', 'to', 'cashAccountId'],
};

/** The reports with a page under /rapor/<name>, with the locale key of its title. */
export const REPORT_PAGES: Readonly<Record<string, { name: ReportName; titleKey: string }>> = {
  '/rapor/stokbakiye': { name: 'stokbakiye', titleKey: 'route.reportStockBalances' },
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
};
