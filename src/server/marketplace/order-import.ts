import { createDocumentBody } from '../../../machines/parse-create';
import { customerCodeOf, isCancelledAtMarketplace, returnStateOf } from '../../domain/marketplace/orders';
import type { Queryable } from '../db/database';
import { createDocument, decideAndStore } from '../documents/commands';
import { loadDocument } from '../documents/store';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/validate';
import { createAccount, highestAccountCodeNumber, lockCodes } from '../masterdata/public';
import { marketplaceActor } from './actor';
import { matchCustomer, openMarketOrder, ordersOfNumber, productsByBarcode, rememberCustomer, updateMarketOrder, type MarketOrderRow } from './order-queries';
import type { MarketOrder, MarketReturn } from './provider';
import type { MarketSettingsRow } from './settings-queries';

export type TakeOutcome = 'made' | 'waiting' | 'cancelled' | 'unchanged';

const reasonOf = (e: unknown) => (e instanceof ApiError ? e.code : e instanceof Error ? e.message : String(e)).slice(0, 300);

/**
 * The account of the order's customer: matched (the marketplace's customer id, then its tax number, then its e-mail),
 * else made under the company's code prefix. The card codes' lock is taken before matching, so two orders of one new
 * customer pulled at once make one card.
 */
async function customerOf(q: Queryable, companyId: number, settings: MarketSettingsRow, o: MarketOrder): Promise<number> {
  const before = await matchCustomer(q, o.customer);
  if (before) return remembered(q, companyId, o, before);
  await lockCodes(q, 'accounts');
  const matched = await matchCustomer(q, o.customer);
  if (matched) return remembered(q, companyId, o, matched);
  const code = customerCodeOf(
    settings.customer_prefix,
    (await highestAccountCodeNumber(q, settings.customer_prefix, 10 - settings.customer_prefix.length)) + 1,
  );
  const name = `${o.customer.firstName} ${o.customer.lastName}`.trim() || o.address.fullName || o.orderNumber;
  const card = { name: name.slice(0, 200), kind: 'customer', code, city: o.address.city || undefined, district: o.address.district || undefined };
  const full = {
    ...card,
    street: o.address.address.slice(0, 200) || undefined,
    email: o.customer.email || undefined,
    taxNumber: o.customer.taxNumber || undefined,
  };
  let made;
  try {
    made = await createAccount(q, companyId, full);
  } catch (e) {
    // an address, e-mail or tax number the card refuses: the card is made with the name and code alone
    if (!(e instanceof ApiError && e.status === 422)) throw e;
    made = await createAccount(q, companyId, card);
  }
  return remembered(q, companyId, o, (made.body as { response: { id: number } }).response.id);
}

async function remembered(q: Queryable, companyId: number, o: MarketOrder, accountId: number): Promise<number> {
  await rememberCustomer(q, companyId, o.customer.id, accountId);
  return accountId;
}

/** The sales order of a waiting order, all or nothing: a barcode no card carries leaves it waiting, with the barcodes named. */
async function makeSalesOrder(q: Queryable, companyId: number, settings: MarketSettingsRow, row: MarketOrderRow, o: MarketOrder): Promise<TakeOutcome> {
  const cards = await productsByBarcode(q, [...new Set(o.lines.map((l) => l.barcode))]);
  const unknown = [...new Set(o.lines.filter((l) => !cards.has(l.barcode)).map((l) => l.barcode))];
  if (unknown.length) {
    await updateMarketOrder(q, row.id, { state: 'waiting', reason: 'marketplace.reason.unknownBarcode', detail: unknown.join(', ') });
    return 'waiting';
  }
  if (!o.lines.length || o.lines.some((l) => !(l.quantity > 0))) {
    await updateMarketOrder(q, row.id, { state: 'waiting', reason: 'marketplace.reason.noLines', detail: null });
    return 'waiting';
  }
  await q.query('savepoint marketplace_order');
  try {
    const accountId = await customerOf(q, companyId, settings, o);
    const ctx = { q, auth: marketplaceActor(companyId) };
    const created = await createDocument(
      ctx,
      parseWith(createDocumentBody, {
        type: 'salesOrder',
        accountId,
        ...(settings.warehouse_id ? { warehouseId: settings.warehouse_id } : {}),
        note: `Pazaryeri ${o.orderNumber}`,
        lines: o.lines.map((l) => ({
          productId: String(cards.get(l.barcode)!.id),
          quantity: String(l.quantity),
          unitPrice: l.price,
          vatRate: cards.get(l.barcode)!.vatRate,
          priceIncludesVat: true,
        })),
      }),
    );
    // the marketplace has the order paid: it stands approved (a refusal leaves it a draft, for a person to look at)
    await decideAndStore(ctx, await loadDocument(q, created.id, true), { type: 'APPROVE' });
    await q.query('release savepoint marketplace_order');
    await updateMarketOrder(q, row.id, { state: 'made', documentId: created.id, accountId });
    return 'made';
  } catch (e) {
    await q.query('rollback to savepoint marketplace_order');
    await updateMarketOrder(q, row.id, { state: 'waiting', reason: 'marketplace.reason.refused', detail: reasonOf(e) });
    return 'waiting';
  }
}

/** Cancels the order's sales order while the order lifecycle allows (machines/order); a refusal is recorded with its reason. */
async function cancelSalesOrder(q: Queryable, companyId: number, row: MarketOrderRow): Promise<TakeOutcome> {
  if (row.document_id === null) {
    await updateMarketOrder(q, row.id, { state: 'cancelled' });
    return 'cancelled';
  }
  const doc = await loadDocument(q, row.document_id, true);
  if (doc.status === 'cancelled') {
    await updateMarketOrder(q, row.id, { state: 'cancelled' });
    return 'cancelled';
  }
  const outcome = await decideAndStore({ q, auth: marketplaceActor(companyId) }, doc, { type: 'CANCEL' });
  if (outcome.ok) {
    await updateMarketOrder(q, row.id, { state: 'cancelled' });
    return 'cancelled';
  }
  await updateMarketOrder(q, row.id, { state: 'cancelRefused', reason: `rules.${outcome.reason}`, detail: null });
  return 'unchanged';
}

/**
 * One pulled order, in one transaction with its row locked: a new or waiting order becomes its sales order, a
 * cancelled one cancels it. Whoever takes it second (a retry, a duplicated answer, a pull beside this one) finds it
 * done and does nothing.
 */
export async function takeOrder(
  q: Queryable,
  companyId: number,
  settings: MarketSettingsRow,
  o: MarketOrder,
): Promise<{ row: MarketOrderRow; outcome: TakeOutcome }> {
  const row = await openMarketOrder(q, companyId, o);
  let outcome: TakeOutcome = 'unchanged';
  if (isCancelledAtMarketplace(o.status)) {
    if (row.state === 'waiting' || row.state === 'made') outcome = await cancelSalesOrder(q, companyId, row);
  } else if (row.state === 'waiting') outcome = await makeSalesOrder(q, companyId, settings, row, o);
  return { row, outcome };
}

/** A return of an order: recorded on its rows; one whose goods left on an invoice or waybill waits for the return invoice. */
export async function takeReturn(q: Queryable, r: MarketReturn): Promise<number> {
  let n = 0;
  for (const row of await ordersOfNumber(q, r.orderNumber)) {
    if (row.state === 'returned') continue;
    await updateMarketOrder(q, row.id, { state: 'returned', returnState: returnStateOf(row.document_status), reason: null, detail: r.barcodes.join(', ') });
    n++;
  }
  return n;
}
