import {
  CARGO_READ_ROLES,
  CARGO_SETTINGS_WRITE_ROLES,
  MIKRO_WRITE_ROLES,
  MARKET_READ_ROLES,
  MARKET_SETTINGS_ROLES,
  MESSAGE_READ_ROLES,
  MESSAGE_SETTINGS_WRITE_ROLES,
  MOBILE_COUNT_ROLES,
  MOBILE_SETTINGS_ROLES,
  QR_MENU_SETTINGS_ROLES,
  WAREHOUSE_SETTINGS_ROLES,
  WAREHOUSE_WORK_ROLES,
  type Role,
} from './roles';
import { CARRIERS, carrierSegment } from './cargo/carriers';

/**
 * The panel's routes with their access metadata. The server builds each user's menu from the items
 * marked `menu`, the web router guards every route with the same roles: one table, two uses.
 * `titleKey` is a key of locales/<lang>.json.
 */
export interface RouteDef {
  path: string;
  titleKey: string;
  roles?: Role[];
  /** chunk the page is lazily loaded from */
  group: string;
  /** the screen of its group that draws the page, for a page a family's descriptor declares (machines/descriptor.ts) */
  screen?: string;
  menu?: { parent: string | null; order: number; icon?: string };
  /** no tab for this route (spec §2: dashboard, depouruntopla) */
  noTab?: boolean;
  /** not kept in the page cache */
  noCache?: boolean;
  hidden?: boolean;
  /** the page creates a definition (a new stock card, account …): in the menu only with the definition authority (spec §6) */
  definition?: boolean;
  /** a page of the installation's provider only (the shared catalogue's keeper, domain/catalogue/keeper.ts) */
  providerOnly?: boolean;
  /** the page has the whole screen (spec §2: the /fis area has its own layout): no sidebar, tabs or footer */
  fullScreen?: boolean;
  /** set on a route resolved from a pattern such as `/stok/duzen/{id}`: the pattern and its values */
  pattern?: string;
  params?: Record<string, string>;
}

export interface MenuSectionDef {
  id: string;
  titleKey: string;
  roles?: Role[];
  order: number;
  icon?: string;
}

const ACC: Role[] = ['manager'];
const POS: Role[] = ['operator', 'manager'];
const AUD: Role[] = ['auditor'];
const READ_ALL: Role[] = ['manager', 'auditor'];

export const MENU_SECTIONS: MenuSectionDef[] = [
  // operators see in it only the warehouse's work (shelving, picking)
  { id: 'stok', titleKey: 'menu.stock', roles: [...READ_ALL, ...WAREHOUSE_WORK_ROLES], order: 20, icon: 'box' },
  { id: 'katalog', titleKey: 'menu.catalogue', roles: ['manager', 'auditor'], order: 25, icon: 'book' },
  { id: 'cari', titleKey: 'menu.accounts', roles: READ_ALL, order: 30, icon: 'people' },
  { id: 'fis', titleKey: 'menu.receipts', roles: READ_ALL, order: 40, icon: 'document' },
  { id: 'satis', titleKey: 'menu.pointOfSale', roles: POS, order: 50, icon: 'shopping-cart' },
  { id: 'siparis', titleKey: 'menu.orders', roles: READ_ALL, order: 60, icon: 'clipboard' },
  { id: 'kasa', titleKey: 'menu.cash', roles: ['manager', 'auditor', 'operator'], order: 70, icon: 'bank-account' },
  { id: 'ceksenet', titleKey: 'menu.cheques', roles: READ_ALL, order: 80, icon: 'credit-card' },
  { id: 'b2b', titleKey: 'menu.b2b', roles: ['manager', 'employee', 'auditor'], order: 85, icon: 'shop' },
  { id: 'kutuphane', titleKey: 'menu.library', roles: ['manager', 'employee', 'auditor'], order: 90, icon: 'book' },
  { id: 'rapor', titleKey: 'menu.reports', roles: ['manager', 'auditor', 'operator'], order: 100, icon: 'chart' },
  { id: 'efatura', titleKey: 'menu.edocuments', roles: READ_ALL, order: 105, icon: 'send-message' },
  { id: 'kargo', titleKey: 'menu.cargo', roles: READ_ALL, order: 106, icon: 'truck' },
  { id: 'pazaryeri', titleKey: 'menu.marketplace', roles: MARKET_READ_ROLES, order: 106.5, icon: 'globe-network' },
  { id: 'mesaj', titleKey: 'menu.messages', roles: MESSAGE_READ_ROLES, order: 106.5, icon: 'envelope' },
  { id: 'komisyon', titleKey: 'menu.commissions', roles: ['manager', 'auditor', 'operator', 'employee'], order: 107, icon: 'percentage' },
  { id: 'denetim', titleKey: 'menu.audit', roles: AUD, order: 110, icon: 'history' },
  { id: 'is', titleKey: 'menu.jobs', roles: ['manager', 'employee', 'auditor'], order: 115, icon: 'wrench' },
  { id: 'not', titleKey: 'menu.notes', order: 120, icon: 'annotation' },
  { id: 'sistem', titleKey: 'menu.system', roles: ['admin', 'manager'], order: 130, icon: 'cog' },
];

/**
 * The fixed pages; each document type's own pages, and the pages a family declares (its list, slips, movements),
 * come from its family's descriptor (machines/routes.ts). A page
 * is in the menu (`menu`) only once its screen is built: the others (notes, the library, users, …) keep
 * their path and roles, and their path shows that the screen is being prepared, but no menu leads there.
 */
export const ROUTES: RouteDef[] = [
  { path: '/dashboard', titleKey: 'route.dashboard', group: 'home', noTab: true, menu: { parent: null, order: 10, icon: 'dashboard' } },
  { path: '/profile/index', titleKey: 'route.profile', group: 'home', hidden: true },
  { path: '/icon/index', titleKey: 'route.icons', group: 'home', hidden: true },
  { path: '/license', titleKey: 'route.license', group: 'home', hidden: true, noCache: true },
  { path: '/hesap_ayar', titleKey: 'route.accountSettings', group: 'home', hidden: true, noCache: true },
  { path: '/sifre-yenileme', titleKey: 'route.passwordRenewal', group: 'auth', hidden: true },

  { path: '/stok/list', titleKey: 'route.stockList', roles: READ_ALL, group: 'stok', menu: { parent: 'stok', order: 1 } },
  { path: '/stok/yeni', titleKey: 'route.stockNew', roles: ACC, definition: true, group: 'stok', menu: { parent: 'stok', order: 2 } },
  { path: '/stok/kategori', titleKey: 'route.stockCategories', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 3 } },
  { path: '/stok/konum', titleKey: 'route.stockLocations', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 4 } },
  { path: '/stok/duzen/{id}', titleKey: 'route.stockEdit', roles: ACC, group: 'stok' },
  { path: '/stok/cogalt/{id}', titleKey: 'route.stockCopy', roles: ACC, group: 'stok' },
  { path: '/stok/kisi', titleKey: 'route.stockPeople', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 5 } },
  { path: '/stok/kisi/yeni', titleKey: 'route.stockPersonNew', roles: ACC, group: 'stok' },
  { path: '/stok/kisi/duzen/{id}', titleKey: 'route.stockPersonEdit', roles: ACC, group: 'stok' },
  { path: '/stok/tur', titleKey: 'route.stockTypes', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 6 } },
  { path: '/stok/ambar', titleKey: 'route.stockWarehouses', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 7 } },
  { path: '/stok/uretici', titleKey: 'route.stockManufacturers', roles: ACC, group: 'stok', menu: { parent: 'stok', order: 8 } },
  // the movement lists are views of GET /api/reports/:name, drawn by the reports' page
  { path: '/stok/fis', titleKey: 'route.stockVoucherList', roles: READ_ALL, group: 'rapor', menu: { parent: 'stok', order: 9 } },
  { path: '/stok/islem', titleKey: 'route.productMoves', roles: READ_ALL, group: 'rapor', menu: { parent: 'stok', order: 10 } },
  { path: '/kbsets/tanimlar', titleKey: 'route.productSets', roles: READ_ALL, group: 'stok', menu: { parent: 'stok', order: 20 } },
  // the set productions and break-ups made, and from here new ones (their editors are the receipts' /kbsets/uretim/yeni, /kbsets/dagitim/yeni)
  { path: '/kbsets/uretim', titleKey: 'route.setVouchers', roles: READ_ALL, group: 'rapor', menu: { parent: 'stok', order: 20 } },
  { path: '/sahaf/list', titleKey: 'route.secondhandCopies', roles: READ_ALL, group: 'sahaf', menu: { parent: 'stok', order: 21 } },
  { path: '/sahaf/yeni', titleKey: 'route.secondhandCopyNew', roles: ACC, group: 'sahaf' },
  { path: '/sahaf/ayar', titleKey: 'route.secondhandSettings', roles: READ_ALL, group: 'sahaf', menu: { parent: 'stok', order: 22 } },
  { path: '/stok/uretici/yeni', titleKey: 'route.stockManufacturerNew', roles: ACC, group: 'stok' },
  { path: '/stok/uretici/duzen/{id}', titleKey: 'route.stockManufacturerEdit', roles: ACC, group: 'stok' },
  // the warehouse (issue #30): its settings, putting goods away on its shelves, picking orders (phone first, no tab)
  { path: '/depo/ayar', titleKey: 'route.depotSettings', roles: WAREHOUSE_SETTINGS_ROLES, group: 'stok', menu: { parent: 'stok', order: 23 } },
  { path: '/depo/urunraf', titleKey: 'route.depotShelve', roles: WAREHOUSE_WORK_ROLES, group: 'stok', menu: { parent: 'stok', order: 24 } },
  { path: '/depo/uruntopla', titleKey: 'route.depotCollect', roles: WAREHOUSE_WORK_ROLES, group: 'stok', noTab: true, menu: { parent: 'stok', order: 25 } },
  // the mobile companion (issue #32): its settings and phones, a phone's stock count (phone first), the counts' log
  { path: '/modul/mobil/ayar', titleKey: 'route.mobileSettings', roles: MOBILE_SETTINGS_ROLES, group: 'stok', menu: { parent: 'stok', order: 26 } },
  { path: '/modul/mobil/stokguncelle', titleKey: 'route.mobileCount', roles: MOBILE_COUNT_ROLES, group: 'stok', menu: { parent: 'stok', order: 27 } },
  { path: '/modul/mobil/islem', titleKey: 'route.mobileLog', roles: MOBILE_COUNT_ROLES, group: 'stok', menu: { parent: 'stok', order: 28 } },

  { path: '/cari/list', titleKey: 'route.accountList', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 1 } },
  { path: '/cari/yeni', titleKey: 'route.accountNew', roles: ACC, definition: true, group: 'cari', menu: { parent: 'cari', order: 2 } },
  { path: '/cari/ekstre', titleKey: 'route.accountStatement', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 3 } },
  { path: '/cari/duzen/{id}', titleKey: 'route.accountEdit', roles: ACC, group: 'cari' },
  { path: '/cari/cogalt/{id}', titleKey: 'route.accountCopy', roles: ACC, group: 'cari' },
  { path: '/cari/kartlist', titleKey: 'route.accountCards', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 4 } },
  { path: '/cari/acik', titleKey: 'route.accountInstalments', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 6 } },
  { path: '/cari/acik/{id}', titleKey: 'route.instalmentPlan', roles: READ_ALL, group: 'cari' },
  // recurring services billed to an account (src/server/services): managers write them, auditors read them
  { path: '/cari/servisler', titleKey: 'route.services', roles: READ_ALL, group: 'cari', menu: { parent: 'cari', order: 9 } },
  { path: '/cari/servisler/yeni', titleKey: 'route.serviceNew', roles: ACC, group: 'cari' },
  { path: '/cari/servisler/duzen/{id}', titleKey: 'route.serviceEdit', roles: READ_ALL, group: 'cari' },

  { path: '/fis/takip', titleKey: 'route.receiptTracking', roles: READ_ALL, group: 'fis', menu: { parent: 'fis', order: 1 } },
  { path: '/fis/irsaliye/list', titleKey: 'route.waybillList', roles: READ_ALL, group: 'fis', menu: { parent: 'fis', order: 4 } },
  { path: '/fis/donusum', titleKey: 'route.conversions', roles: ACC, group: 'fis', menu: { parent: 'fis', order: 5 } },
  { path: '/fis/ayar', titleKey: 'route.receiptSettings', roles: ['admin', 'manager'], group: 'fis', menu: { parent: 'fis', order: 16 } },
  // a receipt's or an order's lines handed to the units that work on them (src/server/unit-tracking)
  { path: '/fis/birimtakip', titleKey: 'route.unitTracking', roles: READ_ALL, group: 'fis', menu: { parent: 'fis', order: 17 } },
  { path: '/fis/birimtakip/{id}', titleKey: 'route.unitTrackingDocument', roles: READ_ALL, group: 'fis' },
  { path: '/fis/satis/islem', titleKey: 'route.salesLines', roles: READ_ALL, group: 'rapor', menu: { parent: 'fis', order: 13 } },
  { path: '/fis/alis/islem', titleKey: 'route.purchaseLines', roles: READ_ALL, group: 'rapor', menu: { parent: 'fis', order: 14 } },
  { path: '/fis/stok/virman/list', titleKey: 'route.transferList', roles: READ_ALL, group: 'rapor', menu: { parent: 'fis', order: 15 } },
  { path: '/fis/sepetToFatura/{id}', titleKey: 'route.conversionBasketToInvoice', roles: ACC, group: 'fis' },
  { path: '/fis/sepetToSiparis/{id}', titleKey: 'route.conversionBasketToOrder', roles: ACC, group: 'fis' },
  { path: '/fis/siparisToSatisFatura/{id}', titleKey: 'route.conversionOrderToSalesInvoice', roles: ACC, group: 'fis' },
  { path: '/fis/siparisToSatisIrsaliye/{id}', titleKey: 'route.conversionOrderToSalesWaybill', roles: ACC, group: 'fis' },
  { path: '/fis/siparisToAlisFatura/{id}', titleKey: 'route.conversionOrderToPurchaseInvoice', roles: ACC, group: 'fis' },
  { path: '/fis/siparisToAlisIrsaliye/{id}', titleKey: 'route.conversionOrderToPurchaseWaybill', roles: ACC, group: 'fis' },
  { path: '/fis/irsaliyeToFatura/{id}', titleKey: 'route.conversionWaybillToInvoice', roles: ACC, group: 'fis' },
  { path: '/fis/siparisToSatisVirman/{id}', titleKey: 'route.conversionOrderToTransfer', roles: ACC, group: 'fis' },
  { path: '/fis/donusum/{id}', titleKey: 'route.conversionInvoiceToWaybill', roles: ACC, group: 'fis' },

  { path: '/fis/pos', titleKey: 'route.fastSale', roles: POS, group: 'pos', menu: { parent: 'satis', order: 1 }, fullScreen: true },
  { path: '/fis/posmasa', titleKey: 'route.tables', roles: POS, group: 'pos', menu: { parent: 'satis', order: 2 } },
  { path: '/fis/offline/fis', titleKey: 'route.offlineReceipts', roles: POS, group: 'pos', menu: { parent: 'satis', order: 3 } },
  { path: '/fis/offline/urun', titleKey: 'route.offlineProducts', roles: POS, group: 'pos', menu: { parent: 'satis', order: 4 } },
  { path: '/fis/offline/cari', titleKey: 'route.offlineAccounts', roles: POS, group: 'pos', menu: { parent: 'satis', order: 5 } },
  // the QR menu (issue #33): its products, hours, languages and tables with their QR codes; the menu itself is public (/menu/<code>)
  { path: '/qrmenu/ayar', titleKey: 'route.qrMenuSettings', roles: QR_MENU_SETTINGS_ROLES, group: 'pos', menu: { parent: 'satis', order: 6 } },
  { path: '/fis/pos/kopya/{id}', titleKey: 'route.fastSaleCopy', roles: POS, group: 'pos', fullScreen: true },
  { path: '/fis/posmasa/yeni', titleKey: 'route.tableNew', roles: POS, group: 'pos' },
  { path: '/fis/posmasa/duzen/{id}', titleKey: 'route.tableEdit', roles: POS, group: 'pos' },

  { path: '/siparis/list', titleKey: 'route.orderList', roles: READ_ALL, group: 'siparis', menu: { parent: 'siparis', order: 1 } },
  { path: '/siparis/temin', titleKey: 'route.orderNeverSupplied', roles: READ_ALL, group: 'siparis', menu: { parent: 'siparis', order: 2 } },
  { path: '/siparis/takip', titleKey: 'route.orderTracking', roles: READ_ALL, group: 'siparis', menu: { parent: 'siparis', order: 3 } },
  { path: '/siparis/takip/{id}', titleKey: 'route.orderDetail', roles: READ_ALL, group: 'siparis' },

  { path: '/kasa/islem', titleKey: 'route.cashStatement', roles: READ_ALL, group: 'kasa', menu: { parent: 'kasa', order: 2 } },
  { path: '/kasa/gelirgider', titleKey: 'route.incomeExpenseDefinitions', roles: READ_ALL, group: 'kasa', menu: { parent: 'kasa', order: 3 } },

  {
    path: '/kutuphane/list',
    titleKey: 'route.libraryMembers',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 4 },
  },
  {
    path: '/kutuphane/kopya',
    titleKey: 'route.libraryCopies',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 6 },
  },
  { path: '/kutuphane/kopya/{id}', titleKey: 'route.libraryCopies', roles: ['manager', 'employee', 'auditor'], group: 'kutuphane' },
  { path: '/kutuphane/yeni', titleKey: 'route.libraryMemberNew', roles: ['manager', 'employee'], group: 'kutuphane' },
  { path: '/kutuphane/duzen/{id}', titleKey: 'route.libraryMemberEdit', roles: ['manager', 'employee', 'auditor'], group: 'kutuphane' },
  {
    path: '/kutuphane/ayar',
    titleKey: 'route.libraryRules',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 5 },
  },
  // the library receipts (fines and fees paid); each is a cash voucher of type libraryReceipt (machines/cash/descriptor.ts)
  {
    path: '/kutuphane/fisler',
    titleKey: 'route.libraryReceipts',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 7 },
  },
  // institutions: schools and companies (current accounts) whose members borrow or buy
  {
    path: '/kurum/takip',
    titleKey: 'route.institutions',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kurum',
    menu: { parent: 'kutuphane', order: 8 },
  },
  { path: '/kurum/takip/{id}', titleKey: 'route.institution', roles: ['manager', 'employee', 'auditor'], group: 'kurum' },
  // the B2B shop's back office (issue #31); the storefront itself is outside the panel
  { path: '/b2b/ayar', titleKey: 'route.b2bSettings', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 1 } },
  { path: '/b2b/odemetipleri', titleKey: 'route.b2bPaymentTypes', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 2 } },
  { path: '/b2b/kargotanimlari', titleKey: 'route.b2bCargo', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 3 } },
  {
    path: '/b2b/havalehesaplari',
    titleKey: 'route.b2bBankAccounts',
    roles: ['manager', 'employee', 'auditor'],
    group: 'b2b',
    menu: { parent: 'b2b', order: 4 },
  },
  { path: '/b2b/bayiler', titleKey: 'route.b2bDealers', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 5 } },
  { path: '/b2b/islem', titleKey: 'route.b2bOrders', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 6 } },
  { path: '/b2b/ayarList', titleKey: 'route.b2bPublishing', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 7 } },
  { path: '/b2b/kampanya', titleKey: 'route.b2bCampaigns', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 8 } },
  {
    path: '/b2b/iceriksayfalari',
    titleKey: 'route.b2bContentPages',
    roles: ['manager', 'employee', 'auditor'],
    group: 'b2b',
    menu: { parent: 'b2b', order: 9 },
  },
  { path: '/b2b/iceriksayfalari/yeni', titleKey: 'route.b2bContentPageNew', roles: ['manager'], group: 'b2b' },
  { path: '/b2b/iceriksayfalari/duzen/{id}', titleKey: 'route.b2bContentPageEdit', roles: ['manager', 'employee', 'auditor'], group: 'b2b' },
  { path: '/b2b/yorum', titleKey: 'route.b2bReviews', roles: ['manager', 'employee', 'auditor'], group: 'b2b', menu: { parent: 'b2b', order: 10 } },
  {
    path: '/b2b/modul/caristokview',
    titleKey: 'route.b2bDealerView',
    roles: ['manager', 'employee', 'auditor'],
    group: 'b2b',
    menu: { parent: 'b2b', order: 11 },
  },
  // the reader area's settings (/okuyucu/ayarlar), a staff page; the reader area itself is outside the panel (src/web/routes/AppRoutes.tsx)
  {
    path: '/okuyucu/ayarlar',
    titleKey: 'route.readerSettings',
    roles: ['manager', 'employee', 'auditor'],
    group: 'kutuphane',
    menu: { parent: 'kutuphane', order: 6 },
  },

  { path: '/rapor/caribakiye', titleKey: 'route.reportAccountBalances', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 1 } },
  { path: '/rapor/stokbakiye', titleKey: 'route.reportStockBalances', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 2 } },
  { path: '/rapor/stokislem', titleKey: 'route.reportStockMoves', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 4 } },
  { path: '/rapor/satisfaturakar', titleKey: 'route.reportSalesInvoiceProfit', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 5 } },
  { path: '/rapor/satiskar', titleKey: 'route.reportSalesProfit', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 6 } },
  { path: '/rapor/satisgrup', titleKey: 'route.reportSalesByGroup', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 7 } },
  { path: '/rapor/faturalist', titleKey: 'route.reportInvoiceList', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 8 } },
  { path: '/rapor/genelyonetimsatis', titleKey: 'route.reportGeneralSales', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 9 } },
  { path: '/rapor/cariislem', titleKey: 'route.reportAccountMoves', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 10 } },
  { path: '/rapor/kasaislem', titleKey: 'route.reportCashMoves', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 11 } },
  { path: '/rapor/geneluruntedarik', titleKey: 'route.reportProductSupply', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 12 } },
  { path: '/rapor/alissatis', titleKey: 'route.reportPurchasesSales', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 13 } },
  { path: '/rapor/zkasasatis/ozet', titleKey: 'route.reportZSales', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 14 } },
  { path: '/rapor/kampanya', titleKey: 'route.reportCampaigns', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 15 } },
  { path: '/rapor/stokvaryant', titleKey: 'route.reportStockByVariant', roles: READ_ALL, group: 'rapor', menu: { parent: 'rapor', order: 16 } },
  { path: '/rapor/zkasasatis', titleKey: 'route.reportZ', roles: ['manager', 'auditor', 'operator'], group: 'rapor', menu: { parent: 'rapor', order: 3 } },

  // commissions, targets and premiums (issue #29): managers define them, the auditor reads them; any other user reads their own line of the report
  { path: '/komisyon/tanimlar', titleKey: 'route.commissionRules', roles: ['manager', 'auditor'], group: 'komisyon', menu: { parent: 'komisyon', order: 1 } },
  {
    path: '/komisyon/raporlar',
    titleKey: 'route.commissionReport',
    roles: ['manager', 'auditor', 'operator', 'employee'],
    group: 'komisyon',
    menu: { parent: 'komisyon', order: 2 },
  },

  // e-documents through the sandbox integrator (spec §2 names one set per integrator; the sandbox uses these)
  { path: '/modul/uyumsoftefatura/gonder', titleKey: 'route.edocumentSend', roles: ACC, group: 'efatura', menu: { parent: 'efatura', order: 1 } },
  { path: '/modul/uyumsoftefatura/giden', titleKey: 'route.edocumentOutgoing', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 2 } },
  { path: '/modul/uyumsoftefatura/gelen', titleKey: 'route.edocumentIncoming', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 3 } },
  // the sandbox's incoming e-waybills (served by the Uyumsoft pages, as its other pages)
  {
    path: '/modul/uyumsoftefatura/irsaliye/gelen',
    titleKey: 'route.edocumentWaybillIncoming',
    roles: READ_ALL,
    group: 'efatura',
    menu: { parent: 'efatura', order: 4 },
  },
  { path: '/modul/uyumsoftefatura/ayar', titleKey: 'route.uyumsoftSettings', roles: ['admin'], group: 'efatura', menu: { parent: 'efatura', order: 5 } },
  { path: '/modul/mysoftefatura/gonder', titleKey: 'route.mysoftSend', roles: ACC, group: 'efatura', menu: { parent: 'efatura', order: 11 } },
  { path: '/modul/mysoftefatura/giden', titleKey: 'route.mysoftOutgoing', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 12 } },
  { path: '/modul/mysoftefatura/gelen', titleKey: 'route.mysoftIncoming', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 13 } },
  { path: '/modul/mysoftefatura/irsaliye/gonder', titleKey: 'route.mysoftWaybillSend', roles: ACC, group: 'efatura', menu: { parent: 'efatura', order: 14 } },
  {
    path: '/modul/mysoftefatura/irsaliye/giden',
    titleKey: 'route.mysoftWaybillOutgoing',
    roles: READ_ALL,
    group: 'efatura',
    menu: { parent: 'efatura', order: 15 },
  },
  {
    path: '/modul/mysoftefatura/irsaliye/gelen',
    titleKey: 'route.mysoftWaybillIncoming',
    roles: READ_ALL,
    group: 'efatura',
    menu: { parent: 'efatura', order: 16 },
  },
  { path: '/modul/mysoftefatura/ayar', titleKey: 'route.mysoftSettings', roles: ['admin'], group: 'efatura', menu: { parent: 'efatura', order: 17 } },
  { path: '/modul/edmefatura/gonder', titleKey: 'route.edmSend', roles: ACC, group: 'efatura', menu: { parent: 'efatura', order: 21 } },
  { path: '/modul/edmefatura/giden', titleKey: 'route.edmOutgoing', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 22 } },
  { path: '/modul/edmefatura/gelen', titleKey: 'route.edmIncoming', roles: READ_ALL, group: 'efatura', menu: { parent: 'efatura', order: 23 } },
  { path: '/modul/edmefatura/ayar', titleKey: 'route.edmSettings', roles: ['admin'], group: 'efatura', menu: { parent: 'efatura', order: 24 } },

  { path: '/denetim/dogrula', titleKey: 'route.auditVerify', roles: AUD, group: 'denetim', menu: { parent: 'denetim', order: 1 } },
  { path: '/denetim/belgeler', titleKey: 'route.auditDocuments', roles: AUD, group: 'denetim', menu: { parent: 'denetim', order: 2 } },
  { path: '/denetim/belge/{id}', titleKey: 'route.auditDocument', roles: READ_ALL, group: 'denetim' },

  // every user reads notes and tasks (the auditor too); the note family's descriptor says who writes them
  { path: '/not/list', titleKey: 'route.noteList', group: 'not', menu: { parent: 'not', order: 1 } },
  { path: '/not/gorev', titleKey: 'route.taskList', group: 'not', menu: { parent: 'not', order: 2 } },

  { path: '/sistem/kullanici', titleKey: 'route.userList', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 4 } },
  { path: '/sistem/kullanici/yeni', titleKey: 'route.userNew', roles: ['admin'], group: 'sistem' },
  { path: '/sistem/kullanici/duzen/{id}', titleKey: 'route.userEdit', roles: ['admin'], group: 'sistem' },
  { path: '/sistem/kullanici/cogalt/{id}', titleKey: 'route.userCopy', roles: ['admin'], group: 'sistem' },
  { path: '/sistem/firma', titleKey: 'route.companySettings', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 1 } },
  { path: '/sistem/evrak', titleKey: 'route.documentSettings', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 2 } },
  { path: '/sistem/genel', titleKey: 'route.generalSettings', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 0 } },
  { path: '/sistem/tclnt', titleKey: 'route.accountGroups', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 11 } },
  { path: '/sistem/indirim', titleKey: 'route.campaigns', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 13 } },
  { path: '/sistem/tunits', titleKey: 'route.units', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 10 } },
  { path: '/sistem/varyant', titleKey: 'route.variantDimensions', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 10 } },
  { path: '/sistem/tasarim', titleKey: 'route.printDesign', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 5 } },
  { path: '/sistem/etiket', titleKey: 'route.labelDesign', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 6 } },
  { path: '/sistem/etiket/detay', titleKey: 'route.labelPrint', roles: ['admin', 'manager', 'operator'], group: 'sistem' },
  {
    path: '/sistem/ekitap-fiyatlandirma',
    titleKey: 'route.ebookPricing',
    roles: ['admin', 'manager'],
    group: 'sistem',
    menu: { parent: 'sistem', order: 7 },
  },
  { path: '/sistem/yama', titleKey: 'route.releaseNotes', roles: ['manager'], group: 'sistem', menu: { parent: 'sistem', order: 9 } },
  { path: '/sistem/yama/{id}', titleKey: 'route.releaseNote', roles: ['manager'], group: 'sistem' },
  { path: '/sistem/cihaz', titleKey: 'route.offlineDevices', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 8 } },
  { path: '/sistem/hata', titleKey: 'route.clientErrors', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 12 } },
  { path: '/sistem/isler', titleKey: 'route.jobQueue', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 12 } },
  {
    path: '/sistem/aktarimservis',
    titleKey: 'route.dataTransfer',
    roles: ['admin', 'manager'],
    group: 'sistem',
    definition: true,
    menu: { parent: 'sistem', order: 14 },
  },
  { path: '/modul', titleKey: 'route.moduleIndex', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 15 } },
  // Mikro ERP (issue #32): its settings, the cards sent and read back, the completed documents' transfers
  { path: '/modul/mikroerp/ayar', titleKey: 'route.mikroSettings', roles: MIKRO_WRITE_ROLES, group: 'mikro', menu: { parent: 'sistem', order: 16 } },
  { path: '/modul/mikroerp/stokguncelle', titleKey: 'route.mikroCards', roles: MIKRO_WRITE_ROLES, group: 'mikro', menu: { parent: 'sistem', order: 17 } },
  { path: '/modul/mikroerp/fisislem', titleKey: 'route.mikroTransfers', roles: MIKRO_WRITE_ROLES, group: 'mikro', menu: { parent: 'sistem', order: 18 } },
  // licence management (spec §6): a company's admin sees their own company, the provider every company (domain/licences.ts)
  { path: '/modul/lisansyonetimi/firmalist', titleKey: 'route.licenceCompanies', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 10 } },
  { path: '/modul/lisansyonetimi/kullanicilist', titleKey: 'route.licenceUsers', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 11 } },
  { path: '/modul/lisansyonetimi/kullanici/duzen/{id}', titleKey: 'route.licenceUserEdit', roles: ['admin'], group: 'sistem' },
  { path: '/sistem/paratanimlari', titleKey: 'route.currencySettings', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 3 } },
  { path: '/sistem/puan', titleKey: 'route.loyaltySettings', roles: ['admin', 'manager'], group: 'sistem', menu: { parent: 'sistem', order: 13 } },
  { path: '/modul/sanalpos/ayarlar', titleKey: 'route.virtualPosSettings', roles: ['admin'], group: 'sistem', menu: { parent: 'sistem', order: 14 } },
  // cargo carriers (issue #32): the carriers the company uses, then each carrier's sending and settings pages, from one list
  { path: '/sistem/kargotanimlari', titleKey: 'route.cargoCarriers', roles: CARGO_READ_ROLES, group: 'kargo', menu: { parent: 'kargo', order: 0 } },
  ...CARRIERS.flatMap((carrier, i): RouteDef[] => [
    {
      path: `/modul/${carrierSegment(carrier)}/gonder`,
      titleKey: `route.cargoSend.${carrier}`,
      roles: CARGO_READ_ROLES,
      group: 'kargo',
      menu: { parent: 'kargo', order: 2 * i + 1 },
    },
    {
      path: `/modul/${carrierSegment(carrier)}/ayar`,
      titleKey: `route.cargoSettings.${carrier}`,
      roles: CARGO_SETTINGS_WRITE_ROLES,
      group: 'kargo',
      menu: { parent: 'kargo', order: 2 * i + 2 },
    },
  ]),

  // the marketplace (issue #32): its orders, pulled into sales orders, and its settings
  {
    path: '/kibopazaryeri/siparisler',
    titleKey: 'route.marketplaceOrders',
    roles: MARKET_READ_ROLES,
    group: 'pazaryeri',
    menu: { parent: 'pazaryeri', order: 1 },
  },
  {
    path: '/kibopazaryeri/ayar',
    titleKey: 'route.marketplaceSettings',
    roles: MARKET_SETTINGS_ROLES,
    group: 'pazaryeri',
    menu: { parent: 'pazaryeri', order: 2 },
  },
  // messages (issue #33): the SMTP and SMS settings, the templates per event and language, every message sent, the sandbox's mailbox
  { path: '/mesaj/ayar', titleKey: 'route.messageSettings', roles: MESSAGE_SETTINGS_WRITE_ROLES, group: 'mesaj', menu: { parent: 'mesaj', order: 3 } },
  { path: '/mesaj/template', titleKey: 'route.messageTemplates', roles: MESSAGE_READ_ROLES, group: 'mesaj', menu: { parent: 'mesaj', order: 2 } },
  { path: '/mesaj/list', titleKey: 'route.messageList', roles: MESSAGE_READ_ROLES, group: 'mesaj', menu: { parent: 'mesaj', order: 1 } },
  { path: '/mesaj/postakutusu', titleKey: 'route.messageMailbox', roles: MESSAGE_READ_ROLES, group: 'mesaj', menu: { parent: 'mesaj', order: 4 } },

  // the shared catalogue (issue #30): every company searches it and draws cards from it; the provider keeps it
  { path: '/kibourunlist', titleKey: 'route.catalogueSearch', roles: READ_ALL, group: 'katalog', menu: { parent: 'katalog', order: 1 } },
  { path: '/kibourun/stokmagaza', titleKey: 'route.catalogueStore', roles: READ_ALL, group: 'katalog', menu: { parent: 'katalog', order: 2 } },
  {
    path: '/kibourun/list',
    titleKey: 'route.catalogueEntries',
    roles: ['admin'],
    providerOnly: true,
    group: 'katalog',
    menu: { parent: 'katalog', order: 10 },
  },
  {
    path: '/kibourun/yeni',
    titleKey: 'route.catalogueEntryNew',
    roles: ['admin'],
    providerOnly: true,
    group: 'katalog',
    menu: { parent: 'katalog', order: 11 },
  },
  { path: '/kibourun/duzen/{id}', titleKey: 'route.catalogueEntryEdit', roles: ['admin'], providerOnly: true, group: 'katalog' },
  { path: '/kibourun/cogalt/{id}', titleKey: 'route.catalogueEntryCopy', roles: ['admin'], providerOnly: true, group: 'katalog' },
  {
    path: '/kibourun/uretici',
    titleKey: 'route.catalogueManufacturers',
    roles: ['admin'],
    providerOnly: true,
    group: 'katalog',
    menu: { parent: 'katalog', order: 12 },
  },
  { path: '/kibourun/uretici/yeni', titleKey: 'route.catalogueManufacturerNew', roles: ['admin'], providerOnly: true, group: 'katalog' },
  { path: '/kibourun/uretici/duzen/{id}', titleKey: 'route.catalogueManufacturerEdit', roles: ['admin'], providerOnly: true, group: 'katalog' },
  {
    path: '/kibourun/kontrol',
    titleKey: 'route.catalogueChecks',
    roles: ['admin'],
    providerOnly: true,
    group: 'katalog',
    menu: { parent: 'katalog', order: 13 },
  },
  // the catalogue module: a company's settings for the link, and publishing its prices and quantities in the background
  { path: '/modul/katalog/ayar', titleKey: 'route.catalogueSettings', roles: ['admin', 'manager'], group: 'katalog', menu: { parent: 'katalog', order: 20 } },
  {
    path: '/modul/katalog/stokguncelle',
    titleKey: 'route.cataloguePublishPrices',
    roles: ['admin', 'manager'],
    group: 'katalog',
    menu: { parent: 'katalog', order: 21 },
  },
  {
    path: '/modul/katalog/miktarguncelle',
    titleKey: 'route.cataloguePublishQuantities',
    roles: ['admin', 'manager'],
    group: 'katalog',
    menu: { parent: 'katalog', order: 22 },
  },
  { path: '/modul/katalog/islem', titleKey: 'route.catalogueJobs', roles: READ_ALL, group: 'katalog', menu: { parent: 'katalog', order: 23 } },
];

/** The notes list link: the note button shows only when the user's menu holds it (spec §2). */
export const NOTES_LIST_LINK = '/not/list';
