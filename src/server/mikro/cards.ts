import { readBackDecision } from '../../domain/mikro/transfers';
import { cmp } from '../../domain/money/decimal';
import type { CardsPage, ReadBack } from '../../domain/schemas/mikro';
import type { Database, Queryable } from '../db/database';
import { ApiError, fail } from '../http/errors';
import { changeAccountCard, changeProductCard } from '../masterdata/public';
import { erpProviderOf } from './factory';
import { ErpError, type ErpCardState, type ErpProvider } from './provider';
import { findMikroSettings, noteCardsRun, type MikroSettingsRow } from './settings-queries';
import type { MikroOptions } from './transfer';

/**
 * Stock cards and current accounts to Mikro and back (/modul/mikroerp/stokguncelle). A page of cards is sent at a
 * time (the screen shows the progress), each remembered with the version, name and price sent (mikro_cards). Reading
 * back asks Mikro for the cards sent and takes what Mikro's users changed into Defter through the card editors' own
 * path, unless the card was edited in Defter since it was sent: then Defter's edit wins and the card is reported.
 */
export type CardKind = 'product' | 'account';

interface CardRow {
  id: number;
  code: string;
  name: string;
  unit: string | null;
  vat_rate: number | null;
  price: string | null;
  tax_number: string | null;
  tax_office: string | null;
  supplier: boolean;
  version: number;
}

const SELECT: Record<CardKind, string> = {
  product: `select p.id, p.code, p.name, p.unit, p.vat_rate, p.price::text as price, null as tax_number, null as tax_office, false as supplier, p.version
              from products p left join mikro_cards m on m.company_id = p.company_id and m.kind = 'product' and m.record_id = p.id`,
  account: `select p.id, p.code, p.name, null as unit, null as vat_rate, null as price, p.tax_number, p.tax_office, p.kind = 'supplier' as supplier, p.version
              from accounts p left join mikro_cards m on m.company_id = p.company_id and m.kind = 'account' and m.record_id = p.id`,
};
/** A card waits to be sent when Mikro never had it, or has an older version of it. */
const CHANGED = `(m.record_id is null or m.sent_version <> p.version)`;

const mikroFailure = (e: unknown) => (e instanceof ErpError ? fail('MI10001', { message: e.message.slice(0, 300) }) : e);

async function activeSettings(q: Queryable): Promise<MikroSettingsRow> {
  const s = await findMikroSettings(q);
  if (!s.active) throw fail('MI10003');
  return s;
}

/** How many cards of each kind a send of `scope` would send (the progress bar's whole). */
export async function pendingCards(q: Queryable, scope: 'all' | 'changed'): Promise<{ products: number; accounts: number }> {
  const count = async (kind: CardKind) =>
    (await q.query<{ n: number }>(`select count(*)::integer as n from (${SELECT[kind]} where ${scope === 'all' ? 'true' : CHANGED}) c`)).rows[0]!.n;
  return { products: await count('product'), accounts: await count('account') };
}

async function remember(q: Queryable, companyId: number, kind: CardKind, c: CardRow): Promise<void> {
  await q.query(
    `insert into mikro_cards (company_id, kind, record_id, code, sent_version, sent_name, sent_price) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (company_id, kind, record_id) do update set code = $4, sent_version = $5, sent_name = $6, sent_price = $7, sent_at = now()`,
    [companyId, kind, c.id, c.code, c.version, c.name, c.price],
  );
}

/** POST /api/mikro/cards/send: the next page of cards of one kind after `afterId`; what remains is in the answer. */
export async function sendCards(
  db: Database,
  companyId: number,
  body: { scope: 'all' | 'changed'; kind: CardKind; afterId: number },
  o: MikroOptions,
  pageSize = 25,
): Promise<CardsPage> {
  const filter = body.scope === 'all' ? 'true' : CHANGED;
  const prep = await db.company(companyId, async (q) => {
    const settings = await activeSettings(q);
    const wanted = body.kind === 'product' ? settings.send_stock : settings.send_accounts;
    const rows = wanted
      ? (await q.query<CardRow>(`${SELECT[body.kind]} where p.id > $1 and ${filter} order by p.id limit $2`, [body.afterId, pageSize])).rows
      : [];
    return { settings, rows };
  });
  let provider: ErpProvider;
  try {
    provider = erpProviderOf(prep.settings, o.sandboxUrl);
  } catch (e) {
    throw mikroFailure(e);
  }
  const failed: CardsPage['failed'] = [];
  let sent = 0;
  for (const c of prep.rows) {
    try {
      if (body.kind === 'product')
        await provider.saveStockCard({
          code: c.code,
          name: c.name,
          unit: c.unit || 'ADET',
          vatCode: prep.settings.vat_codes[String(c.vat_rate)],
          price: c.price ?? '0',
        });
      else await provider.saveAccount({ code: c.code, name: c.name, taxNumber: c.tax_number ?? '', taxOffice: c.tax_office ?? '', supplier: c.supplier });
    } catch (e) {
      if (!(e instanceof ErpError && e.permanent)) throw mikroFailure(e);
      failed.push({ id: c.id, code: c.code, reason: e.refusal, message: e.message.slice(0, 300) });
      continue;
    }
    await db.company(companyId, (q) => remember(q, companyId, body.kind, c));
    sent++;
  }
  const lastId = prep.rows.at(-1)?.id ?? body.afterId;
  const remaining = prep.rows.length
    ? await db.company(companyId, async (q) => {
        await noteCardsRun(q, 'cards_sent_at');
        return (await q.query<{ n: number }>(`select count(*)::integer as n from (${SELECT[body.kind]} where p.id > $1 and ${filter}) c`, [lastId])).rows[0]!.n;
      })
    : 0;
  return { kind: body.kind, sent, failed, lastId, remaining };
}

/**
 * The background round's part: the cards changed since the last send go to Mikro, every `interval_minutes`, for the
 * companies that sent their cards once by hand (the first send of a whole catalogue is the user's, with its progress).
 * Reading back stays the user's: what Mikro changed against a newer Defter edit is for a person to see.
 */
export async function sendChangedCardsWhenDue(db: Database, o: MikroOptions): Promise<void> {
  const due = await db.system(
    async (q) =>
      (
        await q.query<{ company_id: number }>(
          `update mikro_settings set cards_sent_at = now()
            where active and (send_stock or send_accounts) and cards_sent_at < now() - interval_minutes * interval '1 minute' returning company_id`,
        )
      ).rows,
  );
  for (const { company_id } of due)
    for (const kind of ['product', 'account'] as const)
      for (let afterId = 0; ;) {
        const page = await sendCards(db, company_id, { scope: 'changed', kind, afterId }, o);
        if (page.remaining === 0) break;
        afterId = page.lastId;
      }
}

interface SentCard {
  record_id: number;
  code: string;
  sent_version: number;
  sent_name: string;
  sent_price: string | null;
  version: number;
}

const SENT: Record<CardKind, string> = {
  product: `select m.record_id, m.code, m.sent_version, m.sent_name, m.sent_price::text as sent_price, p.version
              from mikro_cards m join products p on p.company_id = m.company_id and p.id = m.record_id where m.kind = 'product' order by m.record_id`,
  account: `select m.record_id, m.code, m.sent_version, m.sent_name, null as sent_price, p.version
              from mikro_cards m join accounts p on p.company_id = m.company_id and p.id = m.record_id where m.kind = 'account' order by m.record_id`,
};

const samePrice = (a: string | null, b: string | null) => a === b || (a !== null && b !== null && cmp(a, b) === 0);

/** POST /api/mikro/cards/read-back: what Mikro changed of the cards sent, taken into Defter unless Defter's edit is newer. */
export async function readBack(db: Database, companyId: number, o: MikroOptions): Promise<ReadBack> {
  const prep = await db.company(companyId, async (q) => ({
    settings: await activeSettings(q),
    product: (await q.query<SentCard>(SENT.product)).rows,
    account: (await q.query<SentCard>(SENT.account)).rows,
  }));
  const out: ReadBack = { taken: [], defterNewer: [], refused: [] };
  try {
    const provider = erpProviderOf(prep.settings, o.sandboxUrl);
    for (const kind of ['product', 'account'] as const) {
      const sent = prep[kind];
      for (let i = 0; i < sent.length; i += 100) {
        const page = sent.slice(i, i + 100);
        const codes = page.map((s) => s.code);
        const there = new Map((kind === 'product' ? await provider.stockCards(codes) : await provider.accounts(codes)).map((c) => [c.code, c]));
        for (const s of page) {
          const at = there.get(s.code);
          if (at) await takeBack(db, companyId, kind, s, at, out);
        }
      }
    }
  } catch (e) {
    throw mikroFailure(e);
  }
  await db.company(companyId, (q) => noteCardsRun(q, 'read_back_at'));
  return out;
}

async function takeBack(db: Database, companyId: number, kind: CardKind, s: SentCard, at: ErpCardState, out: ReadBack): Promise<void> {
  const price = kind === 'product' && at.price !== null && !samePrice(at.price, s.sent_price) ? at.price : undefined;
  const name = at.name && at.name !== s.sent_name ? at.name : undefined;
  const decision = readBackDecision({
    sentVersion: s.sent_version,
    currentVersion: s.version,
    sent: JSON.stringify([s.sent_name, s.sent_price]),
    atMikro: JSON.stringify([name ?? s.sent_name, price ?? s.sent_price]),
  });
  if (decision === 'unchanged') return;
  if (decision === 'defterNewer') {
    out.defterNewer.push({ kind, id: s.record_id, code: s.code });
    return;
  }
  try {
    await db.company(companyId, async (q) => {
      const change = { ...(name !== undefined ? { name } : {}), ...(price !== undefined ? { price } : {}) };
      const reply =
        kind === 'product' ? await changeProductCard(q, s.record_id, change, s.version) : await changeAccountCard(q, s.record_id, change, s.version);
      const card = (reply.body as { response: { name: string; price?: string; version: number } }).response;
      // Mikro has the card as it now is in Defter: nothing of it waits to be sent
      await q.query(
        `update mikro_cards set sent_version = $3, sent_name = $4, sent_price = coalesce($5::numeric, sent_price) where kind = $1 and record_id = $2`,
        [kind, s.record_id, card.version, card.name, card.price ?? null],
      );
      out.taken.push({ kind, id: s.record_id, code: s.code, name: card.name, price: card.price ?? null });
    });
  } catch (e) {
    if (!(e instanceof ApiError) || e.status >= 500) throw e;
    if (e.code === 'DC10009') out.defterNewer.push({ kind, id: s.record_id, code: s.code });
    else out.refused.push({ kind, id: s.record_id, code: s.code, errors: e.fields ?? e.code });
  }
}
