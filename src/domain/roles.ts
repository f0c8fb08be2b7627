export const ROLES = ['admin', 'manager', 'operator', 'auditor', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Spec §6: fast sale, the database backup, the authority over definitions and the per-account product authority.
 * The last two are kept on the user for the screens that will read them. `campaignRemoval` (issue #29): removing a
 * campaign's discount from a sale.
 */
export const PERMISSIONS = ['fastSale', 'backup', 'definitionAuthority', 'accountProductAuthority', 'campaignRemoval'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Spec §2: admin sees everything; others see items with no role restriction or sharing one of their roles. */
export function allowedByRoles(itemRoles: readonly string[] | undefined, userRoles: readonly string[]): boolean {
  if (userRoles.includes('admin')) return true;
  if (!itemRoles || itemRoles.length === 0) return true;
  return itemRoles.some((r) => userRoles.includes(r));
}

export interface MenuNode {
  roles?: readonly string[];
  children?: readonly MenuNode[];
}

/** Filters a tree; a parent that is allowed keeps only its allowed children (recursively). */
export function filterTreeByRoles<T extends MenuNode>(nodes: readonly T[], userRoles: readonly string[]): T[] {
  return nodes
    .filter((n) => allowedByRoles(n.roles, userRoles))
    .map((n) => (n.children ? { ...n, children: filterTreeByRoles(n.children as T[], userRoles) } : n));
}

/** Only these roles may accept the licence agreement (spec §6 "an authorised user"). */
export const LICENCE_ACCEPT_ROLES: readonly Role[] = ['admin'];

/** Who chooses the till's quick keys (PUT /api/pos/quick-keys); admin always may. */
export const QUICK_KEY_WRITE_ROLES: readonly Role[] = ['manager'];

/** Who may remove a campaign's discount from a sale (the till, an invoice): the admin, or a user with `campaignRemoval`. */
export const mayRemoveCampaigns = (user: { roles: readonly string[]; permissions: readonly string[] }): boolean =>
  user.roles.includes('admin') || user.permissions.includes('campaignRemoval');

/** Who lists the company's offline devices and releases one (GET /api/offline/devices, DELETE …/:userId): the admin only. */
export const mayManageDevices = (roles: readonly string[]): boolean => roles.includes('admin');

/** Spec §6: the database backup needs its own permission, whatever the user's roles. */
export const mayBackUp = (permissions: readonly string[]): boolean => permissions.includes('backup');

/** Who defines set products (PUT /api/product-sets/:id) and the second-hand copies and their settings; admin always may. */
export const STOCK_DEFINITION_ROLES: readonly Role[] = ['manager'];

/** Who sets e-book prices from the printed books' (/sistem/ekitap-fiyatlandirma: the rules, the links, the apply); admin always may. */
export const EBOOK_PRICING_ROLES: readonly Role[] = ['manager'];

/** Who works the library's counter and its copies and members (lend, return, add or withdraw a copy, declare one lost); admin always may. */
export const LIBRARY_WRITE_ROLES: readonly Role[] = ['manager', 'employee'];

/** Who sees the institutions (/kurum/takip): the library's roles, as its loans; admin always may. */
export const INSTITUTION_READ_ROLES: readonly Role[] = ['manager', 'employee', 'auditor'];

/** Who changes the library's loan rules (PUT /api/library/rules); admin always may. */
export const LOAN_RULES_WRITE_ROLES: readonly Role[] = ['manager'];

/** Who designs the printed documents (Sistem → Tasarım) beside admins: nobody else; every user prints with it. */
export const PRINT_DESIGN_ROLES: readonly Role[] = [];

/** Who lays out the label sheet (Sistem → Etiket) beside admins; everyone who may print labels reads it. */
export const LABEL_DESIGN_ROLES: readonly Role[] = ['manager'];
/** Who changes what the reader area (/okuyucu) shows, its host, opening hours and notices: the library's managers; admin always may. */
export const READER_SETTINGS_WRITE_ROLES: readonly Role[] = ['manager'];

/**
 * A member signed in to the reader area renews their own loans and places their own holds with the rights the
 * library's employee has at the counter: the loan machine decides with the same facts. Their journal entries name no user (0).
 */
export const READER_ACTOR = { userId: 0, roles: ['employee'] as Role[] };
/** Who chooses the company's e-document integrator, its credentials and series (…efatura/ayar); admin only. */
export const INTEGRATOR_SETTINGS_WRITE_ROLES: readonly Role[] = [];
/** Who chooses the company's virtual POS provider, its credentials and the bank account of card collections (/modul/sanalpos/ayarlar); admin only. */
export const VIRTUAL_POS_SETTINGS_WRITE_ROLES: readonly Role[] = [];
/** Who starts a card payment for an order and refunds one, beside admins. */
export const CARD_PAYMENT_ROLES: readonly Role[] = ['manager'];

/** Who defines salespeople, commission rules and targets (/komisyon/tanimlar); admin always may. */
export const COMMISSION_WRITE_ROLES: readonly Role[] = ['manager'];
/** Who reads every salesperson's commission (/komisyon/raporlar); any other user reads only their own line. */
export const COMMISSION_READ_ROLES: readonly Role[] = ['manager', 'auditor'];

/**
 * Who does the warehouse's work: shelving (/depo/urunraf) and picking (/depo/uruntopla), operators as well as
 * managers; the warehouse's settings (/depo/ayar) are the managers'. Admin always may. The menu and the API agree.
 */
export const WAREHOUSE_WORK_ROLES: Role[] = ['manager', 'operator'];
export const WAREHOUSE_SETTINGS_ROLES: Role[] = ['manager'];
/** Who manages the B2B shop (/b2b/…): its settings, delivery options, payment types, bank accounts and dealers; admin always may. */
export const B2B_SHOP_WRITE_ROLES: readonly Role[] = ['manager'];
/** Who reads the shop's settings and dealers without changing them. */
export const B2B_SHOP_READ_ROLES: readonly Role[] = ['manager', 'employee', 'auditor'];
/** Who chooses the company's carriers, their credentials and defaults (/sistem/kargotanimlari, /modul/<carrier>/ayar); admin always may. */
export const CARGO_SETTINGS_WRITE_ROLES: Role[] = ['manager'];
/** Who ships documents with a carrier, prints their labels and cancels them (/modul/<carrier>/gonder); auditors read. */
export const CARGO_SHIP_ROLES: Role[] = ['manager'];
export const CARGO_READ_ROLES: Role[] = ['manager', 'auditor'];
/** Mikro ERP (issue #32): managers set it up, send cards and documents and read back; auditors see what was sent */
export const MIKRO_WRITE_ROLES: Role[] = ['manager'];
export const MIKRO_READ_ROLES: Role[] = ['manager', 'auditor'];
/** Messages (issue #33): who sets the SMTP and SMS settings and the templates, who sends (a statement, a resend), who reads the list. */
export const MESSAGE_SETTINGS_WRITE_ROLES: Role[] = ['manager'];
export const MESSAGE_SEND_ROLES: Role[] = ['manager', 'employee'];
export const MESSAGE_READ_ROLES: Role[] = ['manager', 'employee', 'auditor'];
/**
 * A dealer's order in the B2B shop becomes a sales order written with the rights a manager has for one (the order
 * machine decides as for the panel's); its journal entries name no user (0).
 */
export const SHOP_DEALER_ACTOR = { userId: 0, roles: ['manager'] as Role[] };

/** The mobile companion (/modul/mobil/*, issue #32): who sets it up and releases phones, and who counts with a phone. */
export const MOBILE_SETTINGS_ROLES: Role[] = ['manager'];
export const MOBILE_COUNT_ROLES: Role[] = ['manager', 'operator'];
/**
 * The marketplace (/kibopazaryeri/*, issue #32): who sets up the account, the listing and the price rule, and pulls
 * orders and pushes stock at once; auditors read. A marketplace order becomes a sales order written with the rights a
 * manager has for one; its journal entries name no user (0).
 */
export const MARKET_SETTINGS_ROLES: Role[] = ['manager'];
export const MARKET_WORK_ROLES: Role[] = ['manager'];
export const MARKET_READ_ROLES: Role[] = ['manager', 'auditor'];
export const MARKETPLACE_ACTOR = { userId: 0, roles: ['manager'] as Role[] };

/** The QR menu (/qrmenu/ayar, issue #33): who sets it up (products, photos, hours, tables and their QR codes). */
export const QR_MENU_SETTINGS_ROLES: Role[] = ['manager'];
/**
 * A guest's order from the QR menu opens the table's bill, when it has none, with the rights an operator has at the
 * till; its lines wait for the staff's confirmation. Its journal entries name no user (0).
 */
export const QR_MENU_GUEST_ACTOR = { userId: 0, roles: ['operator'] as Role[] };

/** The jobs page (/sistem/isler, issue #32): who sees the background jobs and retries a dead one (admin always may); auditors read. */
export const JOB_RETRY_ROLES: Role[] = ['manager'];
export const JOB_READ_ROLES: Role[] = ['manager', 'auditor'];
