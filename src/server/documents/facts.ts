import { fastSalePermitted, type FastSaleFacts } from '../../../machines/receipt/fast-sale';
import { lineRemaining, sourceLineKey } from '../../domain/lifecycle/lines';
import { RECEIPT_TYPES } from '../../../machines/receipt/rules';
import { factsFor, type FactName } from '../../../machines';
import { findPayableRounding } from '../company/public';
import type { Queryable } from '../db/database';
import { receiptStockLevels } from './stock-levels';
import { loadDocument, type DocumentRow } from './store';
import { companyToday, serverNow } from '../clock';
import { AREA_FACTS, factProvider, salePriceSourcesList, type Actor, type AreaFact, type FactProvider, type FactRequest } from './extensions';
import { jobTakesSales } from '../../../machines/job/rules';
import { snapshotOf } from './snapshot-fields';

const DOCUMENTS = snapshotOf();
const DOC = snapshotOf('d');

/** Fact fields only the server may put into an event or a creation input: a client's values are dropped. */
export const SERVER_FACTS = [
  'sourceRemaining',
  'stockLevels',
  'defaultWarehouseId',
  'payableRounding',
  'cashBoxOpen',
  'receipts',
  'previousCumulative',
  'carriedCash',
  'openedAt',
  'closedAt',
  'copyFree',
  'reservedForMember',
  'memberActive',
  'memberLoanCount',
  'memberExpired',
  'loanLimit',
  'maxRenewals',
  'overdueDays',
  'graceDays',
  'heldByOther',
  'finePerDay',
  'fineCap',
  'fastSale',
  'cashAccountCurrency',
  'businessDay',
  'endorseAccountKind',
  'targetCashAccountCurrency',
  'incomeExpenseDirection',
  'setComponents',
  'assigneeKnown',
  'jobKnown',
  'productGtips',
  'memberFinesOwed',
  'memberAccountId',
  'buyerTaxNumber',
  'loyalty',
  'campaignOffer',
] as const;
/** Events only the server sends (a conversion's target supplies its source). */
export const SERVER_ONLY_EVENTS = new Set(['SUPPLY']);

interface LineLike {
  id: string;
  quantity: string;
  suppliedQuantity?: string;
  writtenOffQuantity?: string;
  sourceLineId?: string;
}

/** Creation fields only a conversion sets: a document posted by a client never looks converted. */
const CONVERSION_FIELDS = ['sourceId', 'sourceIds', 'sourceType', 'stockMovedBySource', 'exchangeRateChoice', 'exchangeRateDate'] as const;

function withoutClientFacts<T extends Record<string, unknown>>(body: T): T {
  const out = { ...body };
  for (const k of SERVER_FACTS) delete out[k];
  return out;
}

/** The product ids a document's lines name (the well-formed ones). */
export const productIdsOf = (lines: unknown) =>
  (Array.isArray(lines) ? lines : []).map((l) => String((l as { productId?: unknown }).productId ?? '')).filter((id) => /^\d{1,9}$/.test(id));

const productPrices = async (q: Queryable, ids: number[]) =>
  (
    await q.query<{ id: number; price: string; price_includes_vat: boolean }>(
      `select id, price::text as price, price_includes_vat from products where id = any($1::integer[])`,
      [ids],
    )
  ).rows;

/** The price each product had at `at` (the history keeps a price until the moment it changed), where it changed since. */
const productPricesAt = async (q: Queryable, ids: number[], at: string) =>
  (
    await q.query<{ product_id: number; price: string; price_includes_vat: boolean }>(
      `select distinct on (product_id) product_id, price::text as price, price_includes_vat from product_price_history
        where product_id = any($1::integer[]) and valid_until > $2::timestamptz order by product_id, valid_until`,
      [ids, at],
    )
  ).rows;

/**
 * The fast-sale fact of a till sale's creation or event: whether the actor is permitted, and the prices
 * the products of `lines` may be sold at, each with whether it includes the VAT: today's, and for a sale made
 * offline (`soldAt`) also the one each had then (migrations 013 and 021 keep the old prices).
 */
async function fastSaleFacts(q: Queryable, actor: Actor, lines: unknown, soldAt?: unknown): Promise<FastSaleFacts> {
  const permitted = fastSalePermitted(actor, actor.operation ?? 'sale');
  const ids = [...new Set(productIdsOf(lines))].map(Number);
  const prices: Record<string, string[]> = {};
  const vatIncluded: Record<string, boolean[]> = {};
  if (permitted || ids.length === 0) return { permitted, prices, vatIncluded };
  const add = (id: number, price: string, included: boolean) => {
    (prices[String(id)] ??= []).push(price);
    const ways = (vatIncluded[String(id)] ??= []);
    if (!ways.includes(included)) ways.push(included);
  };
  for (const p of await productPrices(q, ids)) add(p.id, p.price, p.price_includes_vat);
  // a second-hand copy sells at its own price (VAT as its title's card says): the areas' price sources (extensions.ts)
  const included = new Map((await productPrices(q, ids)).map((p) => [p.id, p.price_includes_vat]));
  for (const source of salePriceSourcesList()) {
    for (const c of await source(q, Array.isArray(lines) ? lines : [])) add(c.productId, c.price, included.get(c.productId) ?? true);
  }
  const at = typeof soldAt === 'string' ? new Date(soldAt) : null;
  if (at && !Number.isNaN(at.getTime())) {
    for (const p of await productPricesAt(q, ids, at.toISOString())) add(p.product_id, p.price, p.price_includes_vat);
  }
  return { permitted, prices, vatIncluded };
}

async function sessionReceipts(q: Queryable, session: DocumentRow) {
  type Context = { paymentType?: string; payments?: unknown; lines: unknown[]; payableRounding?: unknown; currency?: string };
  const r = await q.query<{ id: number; doc_type: string; snapshot: { context: Context } }>(
    // a receipt belongs to the session it was completed in, whenever its draft was written: completed at or after
    // the session's opening row of the journal (both instants of the one writer, never the database's transaction
    // time, which is one instant for every session a single transaction opens)
    `select d.id, d.doc_type, d.snapshot from documents d
      where d.doc_type = any($1::text[]) and d.status in ('completed', 'closed')
        and ${DOC.cashBoxId} = $2
        and ${DOC.paymentType} is not null
        -- an invoice of a till sale was paid at the till: the sale is the receipt that took the money
        and coalesce(${DOC.paidBySource}, 'false') <> 'true'
        and exists (select 1 from journal j
                     where j.company_id = d.company_id and j.document_id = d.id
                       and j.event = 'COMPLETE' and j.accepted
                       and j.at >= (select o.at from journal o where o.company_id = d.company_id and o.document_id = $3 and o.seq = 1))
      order by d.id`,
    [RECEIPT_TYPES, String((session.snapshot.context as { cashBoxId: string }).cashBoxId), session.id],
  );
  return r.rows.map(({ id, doc_type, snapshot: { context } }) => ({
    id: String(id),
    type: doc_type,
    paymentType: context.paymentType,
    ...(context.paymentType === 'mixed' ? { payments: context.payments } : {}),
    // what the till took is the payable rounded as the receipt's küsurat yuvarlama said
    ...(context.payableRounding ? { payableRounding: context.payableRounding, currency: context.currency } : {}),
    lines: context.lines,
  }));
}

async function previousCumulative(q: Queryable, session: DocumentRow): Promise<string> {
  const r = await q.query<{ cumulative: string | null }>(
    `select ${DOCUMENTS.zCumulativeTotal} as cumulative from documents
      where doc_type = 'cashBoxSession' and status = 'closed' and ${DOCUMENTS.cashBoxId} = $1 and id <> $2
      order by id desc limit 1`,
    [String((session.snapshot.context as { cashBoxId: string }).cashBoxId), session.id],
  );
  return r.rows[0]?.cumulative ?? '0';
}

/**
 * What each source line still has, keyed as the lines name them (`sourceLineKey`): by line id for one
 * source, by source and line id for a merge. Sources are locked in id order, so that a parallel completion
 * over the same lines waits and then sees what is really left, and two merges cannot deadlock.
 */
async function sourceRemaining(q: Queryable, sourceId: string, merged: readonly string[] | undefined): Promise<Record<string, string>> {
  const ids = [...new Set(merged?.length ? merged : [sourceId])].map(Number).sort((a, b) => a - b);
  const out: Record<string, string> = {};
  for (const id of ids) {
    const source = await loadDocument(q, id, true);
    for (const l of ((source.snapshot.context as { lines?: LineLike[] }).lines ?? []) as LineLike[]) {
      out[sourceLineKey(merged?.length ? { sourceId: String(id), sourceLineId: l.id } : { sourceLineId: l.id })] = lineRemaining(l);
    }
  }
  return out;
}

type DocContext = {
  lines?: LineLike[];
  sourceId?: string;
  sourceIds?: string[];
  cashBoxId?: string;
};
const contextOf = (doc: DocumentRow | null): DocContext => (doc?.snapshot.context ?? {}) as DocContext;

/**
 * How the engine supplies each fact a family's descriptor asks for (machines/<family>/descriptor.ts), but an area's
 * (AREA_FACTS: the area registers its provider, extensions.ts). A provider returns nothing when the fact does not
 * apply to this document (a draft that was not converted).
 */
const PROVIDERS: Readonly<Record<Exclude<FactName, AreaFact>, FactProvider>> = {
  fastSale: async ({ q, actor, doc, input }) => {
    if (doc && input.type === 'EDIT' && input.lines === undefined) return {};
    return { fastSale: await fastSaleFacts(q, actor, input.lines, doc ? undefined : input.soldAt) };
  },
  sourceRemaining: async ({ q, doc }) => {
    const ctx = contextOf(doc);
    const converted = (ctx.lines ?? []).some((l) => l.sourceLineId !== undefined);
    return converted && ctx.sourceId ? { sourceRemaining: await sourceRemaining(q, ctx.sourceId, ctx.sourceIds) } : {};
  },
  // the products are locked first (row-locks.ts), so that two completions lowering one product take turns
  defaultWarehouse: async ({ q, input }) => (input.warehouseId == null ? { defaultWarehouseId: await defaultWarehouseId(q) } : {}),
  payableRounding: async ({ q }) => payableRoundingFact(q),
  stockLevels: async ({ q, doc }) => ({ stockLevels: doc ? await receiptStockLevels(q, doc) : {} }),
  cashBoxOpen: async ({ q, doc, input }) => {
    const { cashBoxId } = doc ? contextOf(doc) : input;
    return cashBoxId === undefined ? {} : { cashBoxOpen: await openSessionExists(q, String(cashBoxId)) };
  },
  cashInBox: async ({ q, input }) =>
    input.cashBoxId === undefined ? {} : { carriedCash: await cashInBox(q, String(input.cashBoxId)), openedAt: serverNow().toISOString() },
  sessionClosing: async ({ q, doc, input }) => ({
    receipts: await sessionReceipts(q, doc!),
    previousCumulative: await previousCumulative(q, doc!),
    ...(typeof input.date === 'string' ? {} : { date: await companyToday(q) }),
    openedAt: (doc!.snapshot.context as { openedAt?: string }).openedAt ?? doc!.createdAt,
    closedAt: serverNow().toISOString(),
  }),
  cashAccountCurrency: async ({ q, input }) => {
    const currency = input.cashAccountId == null ? undefined : await cashBoxCurrency(q, String(input.cashAccountId));
    return currency === undefined ? {} : { cashAccountCurrency: currency };
  },
  businessDay: async ({ q }) => ({ businessDay: await companyToday(q) }),
  endorseAccount: async ({ q, input }) => {
    if (input.accountId == null || !/^\d{1,9}$/.test(String(input.accountId))) return {};
    const r = await q.query<{ kind: string }>(`select kind from accounts where id = $1::integer`, [String(input.accountId)]);
    return { endorseAccountKind: r.rows[0]?.kind ?? 'none' };
  },
  cashAccounts: async ({ q, doc, input }) => {
    const pick = (k: string) => (input[k] !== undefined ? input[k] : (doc?.snapshot.context as Record<string, unknown> | undefined)?.[k]);
    return cashVoucherFacts(q, pick('cashAccountId'), pick('targetCashAccountId'), pick('incomeExpenseId'));
  },
  productGtips: async ({ q, doc, input }) => {
    if (doc && input.lines === undefined) return {};
    const ids = [...new Set(productIdsOf(input.lines))].map(Number);
    const r = await q.query<{ id: number; gtip: string }>(
      `select id, attributes->>'gtip' as gtip from products where id = any($1::integer[]) and attributes ? 'gtip'`,
      [ids],
    );
    return { productGtips: Object.fromEntries(r.rows.map((p) => [String(p.id), p.gtip])) };
  },
  jobParties: async ({ q, input }) => jobParties(q, input.assigneeId),
  jobKnown: async ({ q, input }) => {
    if (input.jobId == null || !/^\d{1,10}$/.test(String(input.jobId))) return {};
    const r = await q.query<{ status: string }>(`select status from documents where id = $1 and doc_type = 'job'`, [Number(input.jobId)]);
    const job = r.rows[0];
    return job ? { jobKnown: true, jobTakesSales: jobTakesSales(job.status) } : { jobKnown: false };
  },
  buyerTaxNumber: async ({ q, doc, input }) => {
    // the account the event names (an EDIT may change or clear it), else the document's
    const named =
      Object.hasOwn(input, 'accountId') && input.accountId !== undefined
        ? input.accountId
        : (doc?.snapshot.context as { accountId?: unknown } | undefined)?.accountId;
    if (named == null || !/^\d{1,9}$/.test(String(named))) return { buyerTaxNumber: null };
    const r = await q.query<{ tax_number: string | null }>(`select tax_number from accounts where id = $1::integer`, [String(named)]);
    return { buyerTaxNumber: r.rows[0]?.tax_number?.trim() || null };
  },
};

const isAreaFact = (name: FactName): name is AreaFact => (AREA_FACTS as readonly string[]).includes(name);
const providerOf = (name: FactName): FactProvider => (isAreaFact(name) ? factProvider(name) : PROVIDERS[name]);

async function supplied(type: string, on: string, request: FactRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of factsFor(type, on)) Object.assign(out, await providerOf(name)(request));
  return out;
}

/** Adds to a creation input what its machine needs from outside (a loan's copy and member, a till sale's prices). */
export async function withCreationFacts(q: Queryable, body: Record<string, unknown> & { type: string }, actor: Actor) {
  const out = withoutClientFacts(body);
  for (const k of CONVERSION_FIELDS) delete out[k];
  return Object.assign(out, await supplied(body.type, 'create', { q, actor, doc: null, input: body }));
}

/**
 * What a conversion's target is created with besides its sources, as a new document of its type would be: the
 * company's rounding of a sales document, and its default warehouse where no source named one (else START refused it).
 */
export async function conversionFacts(q: Queryable, type: string, input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const facts = factsFor(type, 'create');
  return {
    ...(facts.includes('payableRounding') ? await payableRoundingFact(q) : {}),
    ...(facts.includes('defaultWarehouse') && input.warehouseId == null ? { defaultWarehouseId: await defaultWarehouseId(q) } : {}),
  };
}

/** The company's küsurat yuvarlama (Evrak Ayarları); nothing when it rounds nothing, so the document stays as before. */
async function payableRoundingFact(q: Queryable): Promise<Record<string, unknown>> {
  const rounding = await findPayableRounding(q);
  return rounding ? { payableRounding: rounding } : {};
}

/**
 * Adds to an event what the machine needs from outside the document, read in the same transaction,
 * so that the journal records exactly what the decision was based on.
 */
export async function withFacts(q: Queryable, doc: DocumentRow, event: Record<string, unknown> & { type: string }, actor: Actor) {
  const out = withoutClientFacts(event);
  return Object.assign(out, await supplied(doc.type, event.type, { q, actor, doc, input: event }));
}

/**
 * The cash a box holds: its ledger without the card parts of sales (written to the box beside the cash, but
 * never in the drawer). Read under the box's lock (row-locks.ts), as the session opens.
 */
async function cashInBox(q: Queryable, cashBoxId: string): Promise<string> {
  const r = await q.query<{ cash: string }>(
    `select coalesce(sum(amount), 0)::text as cash from cash_moves where cash_box_id = $1::integer and payment_type is distinct from 'card'`,
    [cashBoxId],
  );
  return r.rows[0]!.cash;
}

/**
 * The currency a cash or bank account keeps its ledger in, read under a key-share lock: a currency change (which
 * locks the row for update) waits for the move this read leads to, or this read waits for the change.
 */
async function cashBoxCurrency(q: Queryable, cashBoxId: string): Promise<string | undefined> {
  const r = await q.query<{ currency: string }>(`select currency from cash_boxes where id = $1::integer for key share`, [cashBoxId]);
  return r.rows[0]?.currency;
}

/** Whether the user a job, task or note is given to is an active user of the company (row-level security keeps others' unseen). */
async function jobParties(q: Queryable, assigneeId: unknown): Promise<Record<string, unknown>> {
  if (assigneeId === undefined || assigneeId === null || !/^\d{1,10}$/.test(String(assigneeId))) return {};
  return { assigneeKnown: (await q.query(`select 1 from users where id = $1 and active`, [Number(assigneeId)])).rows.length > 0 };
}

/** The currencies of a cash voucher's accounts (under key-share locks, as above) and the direction of its income or expense definition, where it names them. */
async function cashVoucherFacts(q: Queryable, cashAccountId: unknown, targetId: unknown, incomeExpenseId: unknown): Promise<Record<string, unknown>> {
  const id = (v: unknown) => (v !== undefined && v !== null && /^\d{1,9}$/.test(String(v)) ? Number(v) : null);
  const r = await q.query<{ source: string | null; target: string | null; direction: string | null }>(
    `select (select currency from cash_boxes where id = $1 for key share) as source, (select currency from cash_boxes where id = $2 for key share) as target,
            (select attributes->>'direction' from definitions where id = $3 and kind = 'incomeExpense') as direction`,
    [id(cashAccountId), id(targetId), id(incomeExpenseId)],
  );
  const row = r.rows[0]!;
  return {
    ...(row.source ? { cashAccountCurrency: row.source } : {}),
    ...(row.target ? { targetCashAccountCurrency: row.target } : {}),
    ...(row.direction ? { incomeExpenseDirection: row.direction } : {}),
  };
}

/** A cash box has at most one open session. */
/** The company's default warehouse (Evrak Ayarları), else its first: where the ledger puts a move that names none. */
async function defaultWarehouseId(q: Queryable): Promise<string | undefined> {
  const r = await q.query<{ id: number | null }>(`select default_warehouse_id() as id`);
  const id = r.rows[0]?.id;
  return id == null ? undefined : String(id);
}

export async function openSessionExists(q: Queryable, cashBoxId: string): Promise<boolean> {
  const r = await q.query(`select 1 from documents where doc_type = 'cashBoxSession' and status = 'open' and ${DOCUMENTS.cashBoxId} = $1 limit 1`, [cashBoxId]);
  return r.rowCount > 0;
}
