import { ACCOUNT_PRODUCT_SALE_TYPES, productOutsideAccountList } from '../../domain/authorities';
import type { Queryable } from '../db/database';
import { fail } from '../http/errors';
import { lockedAccountProductIds, productName } from './account-product-queries';

/**
 * Spec §6, per-account product authority, decided by src/domain/authorities.ts for every document command (the
 * documents API, conversions, the tables, the till and the offline queue all go through documents/commands.ts): a
 * sale to an account with a product list may name only its products. 409 AP10001 names the first other product. The
 * list is read under a key-share lock on the account: a change of the list (which locks it for update) waits for the
 * sale being decided, or the sale for the change.
 */
export async function checkAccountProducts(q: Queryable, context: { type?: unknown; accountId?: unknown; lines?: unknown }): Promise<void> {
  if (typeof context.type !== 'string' || !ACCOUNT_PRODUCT_SALE_TYPES.includes(context.type)) return;
  if (context.accountId === undefined || context.accountId === null) return;
  const lines = Array.isArray(context.lines) ? (context.lines as { productId?: unknown }[]) : [];
  const accountId = String(context.accountId);
  if (lines.length === 0 || !/^\d{1,9}$/.test(accountId)) return;
  const outside = productOutsideAccountList(context.type, lines, await lockedAccountProductIds(q, Number(accountId)));
  if (outside === null) return;
  throw fail('AP10001', { product: (await productName(q, Number(outside))) ?? outside });
}
