export const ROLES = ['admin', 'manager', 'operator', 'auditor', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Spec §6: fast sale, the database backup, the authority over definitions and the per-account product authority.
 * The last two are kept on the user for the screens that will read them.
 */
export const PERMISSIONS = ['fastSale', 'backup', 'definitionAuthority', 'accountProductAuthority'] as const;
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

/** Spec §6: the database backup needs its own permission, whatever the user's roles. */
export const mayBackUp = (permissions: readonly string[]): boolean => permissions.includes('backup');

/** Who defines set products (PUT /api/product-sets/:id) and the second-hand copies and their settings; admin always may. */
export const STOCK_DEFINITION_ROLES: readonly Role[] = ['manager'];

/** Who changes the library's loan rules (PUT /api/library/rules); admin always may. */
export const LOAN_RULES_WRITE_ROLES: readonly Role[] = ['manager'];

/** Who chooses the company's e-document integrator, its credentials and series (…efatura/ayar); admin only. */
export const INTEGRATOR_SETTINGS_WRITE_ROLES: readonly Role[] = [];
