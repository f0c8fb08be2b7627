import { receivingAlias } from '../../domain/edocuments/profiles';
import type { Database, Queryable } from '../db/database';
import { ApiError, fail } from '../http/errors';
import { einvoiceCheckJson, type EinvoiceCheck } from '../masterdata/public';
import { integratorOf } from './factory';
import { IntegratorError } from './integrator';
import { findIntegratorSettings } from './settings-queries';

/**
 * Whether a customer is a registered e-invoice user, as the company's integrator says (its `checkUser` by the
 * customer's tax number), kept on the account with its receiving alias and the time it was asked: the profile of the
 * customer's invoices reads it (ubl.ts). Asked from the account card, and on every send of an invoice or a return.
 */
interface CheckRow {
  einvoice_registered: boolean;
  einvoice_alias: string | null;
  einvoice_checked_at: Date | string;
}

async function findTaxNumber(q: Queryable, accountId: number): Promise<{ tax_number: string | null } | undefined> {
  return (await q.query<{ tax_number: string | null }>(`select tax_number from accounts where id = $1`, [accountId])).rows[0];
}

async function storeCheck(q: Queryable, accountId: number, registered: boolean, alias: string | null): Promise<CheckRow> {
  const r = await q.query<CheckRow>(
    `update accounts set einvoice_registered = $2, einvoice_alias = $3, einvoice_checked_at = now() where id = $1
     returning einvoice_registered, einvoice_alias, einvoice_checked_at`,
    [accountId, registered, alias],
  );
  return r.rows[0]!;
}

/**
 * Asks the integrator about the account and keeps the answer. 404 for an unknown account, 409 (ED10005) for one
 * without a tax number, 502 (IS10002) when the integrator cannot answer: the last answer kept stays.
 */
export async function checkEinvoiceBuyer(db: Database, companyId: number, accountId: number, sandboxUrl: string | null): Promise<EinvoiceCheck> {
  const { account, settings } = await db.company(companyId, async (q) => ({
    account: await findTaxNumber(q, accountId),
    settings: await findIntegratorSettings(q, companyId),
  }));
  if (!account) throw fail('NF10004');
  if (!account.tax_number || !/^\d{10,11}$/.test(account.tax_number)) throw fail('ED10005');
  let registered: boolean;
  let alias: string | null;
  try {
    // the integrator is called outside any transaction: no lock waits on the network
    const user = await integratorOf(settings, sandboxUrl).checkUser(account.tax_number);
    registered = user.isRegistered;
    alias = user.isRegistered ? receivingAlias(user.aliases) : null;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw fail('IS10002', { message: (e instanceof IntegratorError || e instanceof Error ? e.message : String(e)).slice(0, 300) });
  }
  return einvoiceCheckJson(await db.company(companyId, (q) => storeCheck(q, accountId, registered, alias)))!;
}

/** The account a sales invoice or return is made out to, when its e-document's profile depends on it. */
export const buyerOf = (doc: { type: string; snapshot: { context: unknown } }): number | undefined => {
  // an invoice's buyer, or the supplier a purchase return is invoiced to
  if (doc.type !== 'salesInvoice' && doc.type !== 'purchaseReturn') return undefined;
  const id = (doc.snapshot.context as { accountId?: unknown }).accountId;
  return typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : undefined;
};
