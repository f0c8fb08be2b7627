import type { Role } from './roles';

/** A signed-in user as far as their rights go. */
export interface RightsHolder {
  roles: readonly string[];
  permissions: readonly string[];
}

const isAdmin = (user: RightsHolder) => user.roles.includes('admin');

/** The roles whose work includes the definitions (master data); among them, the definition authority decides. Admin always may. */
export const DEFINITION_WRITE_ROLES: readonly Role[] = ['manager'];

/**
 * Spec §6, definition authority: who creates, edits and deletes definitions (stock cards, current accounts, warehouses
 * and shelves, units, product categories, people, types and manufacturers, account groups, cash and bank accounts,
 * income and expense definitions, set products). An admin always may; another user needs a role that works with them
 * (`role`: 403 PE10003 as before) and the `definitionAuthority` permission (`permission`: 403 PE10005). Reading
 * stays open to whoever read them before.
 */
export function definitionRefusal(user: RightsHolder): 'role' | 'permission' | null {
  if (isAdmin(user)) return null;
  if (!DEFINITION_WRITE_ROLES.some((r) => user.roles.includes(r))) return 'role';
  return user.permissions.includes('definitionAuthority') ? null : 'permission';
}

export const mayDefine = (user: RightsHolder): boolean => definitionRefusal(user) === null;

/** Spec §6, per-account product authority: who sets the products a current account may be sold. Admin always may. */
export const mayEditAccountProducts = (user: RightsHolder): boolean => isAdmin(user) || user.permissions.includes('accountProductAuthority');

/** The documents that sell to the account they name: an account with a product list may be sold only those products. */
export const ACCOUNT_PRODUCT_SALE_TYPES: readonly string[] = ['salesOrder', 'salesWaybill', 'salesInvoice', 'posSale'];

/** The most products one account's list holds. */
export const ACCOUNT_PRODUCTS_LIMIT = 500;

/**
 * The first product of `lines` the account may not be sold, or null. `allowed` is the account's list: an empty list
 * restricts nothing. Only sales (ACCOUNT_PRODUCT_SALE_TYPES) are restricted; a line without a product is free text.
 */
export function productOutsideAccountList(type: string, lines: readonly { productId?: unknown }[], allowed: readonly string[]): string | null {
  if (!ACCOUNT_PRODUCT_SALE_TYPES.includes(type) || allowed.length === 0) return null;
  const set = new Set(allowed);
  for (const line of lines) {
    if (line.productId === undefined || line.productId === null || line.productId === '') continue;
    const id = String(line.productId);
    if (!set.has(id)) return id;
  }
  return null;
}
