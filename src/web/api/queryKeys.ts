/**
 * The query keys of the calls in this folder, one factory per area. A screen reads and invalidates the cache
 * through them (`accountKeys.all` after saving an account), never through an array of its own, so a key cannot
 * drift from the call that fills it.
 *
 * This folder holds one file per call, named after the function it exports: a verb and what it acts on
 * (`fetchAccounts.ts` for GET /api/accounts, `saveWarehouse.ts`, `uploadBulletin.ts`); the file also holds the
 * call's React Query hook (`useAccounts`). Request and response schemas are not defined here: they live in
 * src/domain/schemas, shared with the server. Beside the calls: the client (`client.ts`), its errors and the session.
 */

/** Documents of every family; the document calls narrow it (list, one document, its history). */
export { documentKeys } from './documentKeys';

export const accountKeys = {
  all: ['accounts'] as const,
  list: (query: object) => [...accountKeys.all, 'list', query] as const,
  one: (id: number | null) => [...accountKeys.all, 'one', id] as const,
  statements: () => [...accountKeys.all, 'statement'] as const,
  statement: (query: object | null) => [...accountKeys.statements(), query] as const,
};

/** Instalment plans (/cari/acik): an account's plans, a document's plan and the overdue list; a collection changes them all. */
export const instalmentKeys = {
  all: ['instalments'] as const,
  ofAccount: (accountId: number | null) => [...instalmentKeys.all, 'account', accountId] as const,
  ofDocument: (documentId: number) => [...instalmentKeys.all, 'document', documentId] as const,
  overdue: (query: object) => [...instalmentKeys.all, 'overdue', query] as const,
};

/** Recurring services (/cari/servisler): the list and one service with the invoices it made; a billing run changes both. */
export const serviceKeys = {
  all: ['services'] as const,
  list: (query: object) => [...serviceKeys.all, 'list', query] as const,
  one: (id: number | null) => [...serviceKeys.all, 'one', id] as const,
};

/** Unit tracking (/fis/birimtakip): the units, the open lines and a document's tracked lines; a move changes them all. */
export const unitTrackingKeys = {
  all: ['unitTracking'] as const,
  units: () => [...unitTrackingKeys.all, 'units'] as const,
  open: (unitId: number | null) => [...unitTrackingKeys.all, 'open', unitId] as const,
  document: (id: number) => [...unitTrackingKeys.all, 'document', id] as const,
};

/** The warehouse's pages (/depo/*): settings, locations, default locations, what locations hold, picks. */
export const depotKeys = {
  all: ['depot'] as const,
  settings: () => [...depotKeys.all, 'settings'] as const,
  locations: (warehouseId: number | null) => [...depotKeys.all, 'locations', warehouseId] as const,
  productLocations: (warehouseId: number | null) => [...depotKeys.all, 'productLocations', warehouseId] as const,
  stock: (warehouseId: number | null, locationId: number | null) => [...depotKeys.all, 'stock', warehouseId, locationId] as const,
  picks: () => [...depotKeys.all, 'picks'] as const,
  pick: (id: number | null) => [...depotKeys.all, 'pick', id] as const,
};

export const productKeys = {
  all: ['products'] as const,
  list: (query: object) => [...productKeys.all, 'list', query] as const,
  one: (id: number | null) => [...productKeys.all, 'one', id] as const,
  names: (ids: readonly number[]) => [...productKeys.all, 'names', ids] as const,
  codes: (ids: readonly number[]) => [...productKeys.all, 'codes', ids] as const,
};

export const definitionKeys = {
  all: ['definitions'] as const,
  kind: (kind: string) => [...definitionKeys.all, kind] as const,
  list: (kind: string, query: object) => [...definitionKeys.kind(kind), 'list', query] as const,
  one: (kind: string, id: number) => [...definitionKeys.kind(kind), 'one', id] as const,
  options: (kind: string, role: string) => [...definitionKeys.kind(kind), 'options', role] as const,
};

export const warehouseKeys = { all: ['warehouses'] as const };
export const productSetKeys = { all: ['productSets'] as const };
/** E-book pricing (/sistem/ekitap-fiyatlandirma): its rules and links, and the preview they give; applying changes products too. */
export const ebookPricingKeys = {
  all: ['ebook-pricing'] as const,
  preview: () => [...ebookPricingKeys.all, 'preview'] as const,
};
/** Second-hand copies (/sahaf) and their settings; adding or selling a copy changes its list. */
export const secondhandKeys = {
  all: ['secondhand'] as const,
  settings: () => [...secondhandKeys.all, 'settings'] as const,
  copies: (query: object) => [...secondhandKeys.all, 'copies', query] as const,
};
export const locationKeys = { all: ['locations'] as const };
export const cashBoxKeys = {
  all: ['cashBoxes'] as const,
  moves: (id: number | null, query: object) => [...cashBoxKeys.all, 'moves', id, query] as const,
};
export const companyKeys = { all: ['company'] as const };
export const documentSettingsKeys = { all: ['document-settings'] as const };
export const designKeys = { print: ['print-design'] as const, label: ['label-design'] as const };
export const ownSettingsKeys = { all: ['own-settings'] as const };
export const userKeys = { all: ['users'] as const };
export const licenceKeys = { all: ['licences'] as const, users: (companyId: number) => ['licences', 'users', companyId] as const };
export const deviceKeys = { all: ['offline-devices'] as const };
export const mobileKeys = { settings: ['mobile', 'settings'] as const, devices: ['mobile', 'devices'] as const, counts: ['mobile', 'counts'] as const };
export const qrMenuKeys = {
  settings: ['qr-menu', 'settings'] as const,
  tables: ['qr-menu', 'tables'] as const,
  guestOrders: (documentId: number) => ['qr-menu', 'guest-orders', documentId] as const,
};
export const clientErrorKeys = { all: ['client-errors'] as const };
export const brandKeys = { all: ['brand'] as const };
export const menuKeys = { all: ['menu'] as const };
export const uiSettingsKeys = {
  all: ['uiSettings'] as const,
  /** asked of the server at that moment, never the kept copy (the log-in and renewal pages) */
  fresh: () => [...uiSettingsKeys.all, 'fresh'] as const,
};

export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  rate: (currency: string, date: string) => [...exchangeRateKeys.all, 'rate', currency, date] as const,
  days: (from: string, to: string) => [...exchangeRateKeys.all, 'days', from, to] as const,
};

export const auditKeys = {
  all: ['audit'] as const,
  verification: (id: number | null) => [...auditKeys.all, 'verification', id] as const,
};

export const tableKeys = {
  all: ['tables'] as const,
  open: () => [...tableKeys.all, 'open'] as const,
  bill: (id: number) => [...tableKeys.all, 'bill', id] as const,
};

export const posKeys = {
  all: ['pos'] as const,
  openCashBox: () => [...posKeys.all, 'openCashBox'] as const,
  quickKeys: () => [...posKeys.all, 'quickKeys'] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  one: (name: string, query: object) => [...reportKeys.all, name, query] as const,
};

/** The library (/kutuphane): its loan rules, members and loans; a lend or a return changes them all. */
export const libraryKeys = {
  all: ['library'] as const,
  rules: () => [...libraryKeys.all, 'rules'] as const,
  members: (query: object) => [...libraryKeys.all, 'members', query] as const,
  member: (id: number) => [...libraryKeys.all, 'member', id] as const,
  loans: (query: object) => [...libraryKeys.all, 'loans', query] as const,
  readerSettings: () => [...libraryKeys.all, 'readerSettings'] as const,
};

/** The B2B shop's back office (/b2b): its settings, delivery options, transfer accounts and dealers. */
export const b2bShopKeys = {
  all: ['b2bShop'] as const,
  settings: () => [...b2bShopKeys.all, 'settings'] as const,
  list: (kind: 'cargo-options' | 'bank-accounts' | 'dealers') => [...b2bShopKeys.all, kind] as const,
  orders: () => [...b2bShopKeys.all, 'orders'] as const,
  cardPayments: (documentId: number) => [...b2bShopKeys.all, 'card-payments', documentId] as const,
};

/** The reader area (/okuyucu): public answers and the signed-in member's own. */
export const readerKeys = {
  all: ['reader'] as const,
  home: () => [...readerKeys.all, 'home'] as const,
  titles: (query: object) => [...readerKeys.all, 'titles', query] as const,
  title: (id: number) => [...readerKeys.all, 'title', id] as const,
  account: () => [...readerKeys.all, 'account'] as const,
};

export const integratorSettingsKeys = { all: ['integrator-settings'] as const };
export const virtualPosSettingsKeys = { all: ['virtual-pos-settings'] as const };
export const transferKeys = { all: ['transfer-jobs'] as const };
export const moduleIndexKeys = { all: ['module-index'] as const };
