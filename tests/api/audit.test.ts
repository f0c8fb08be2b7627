import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/domain/canonical';
import type { Database } from '../../src/server/db/database';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/** Issue #7: the auditor verifies documents against their journals and exports the journal. */
describe('audit verification and journal export', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let db: Database;
  let clerk: string;
  let auditor: string;
  let base: string;
  beforeAll(async () => {
    server = await startOwnServer();
    db = server.db;
    base = server.baseUrl;
    clerk = await login('muhasebe@demo.test', 'demo1234', base);
    auditor = await login('denetci@demo.test', 'demo1234', base);
  });
  afterAll(() => server?.close());

  async function completedInvoice() {
    const products = (await call('GET', 'products', { token: clerk, base })).body.response.items;
    const accounts = (await call('GET', 'accounts', { token: clerk, base })).body.response.items;
    const warehouses = (await call('GET', 'warehouses', { token: clerk, base })).body.response.items;
    let doc = (
      await call('POST', 'documents', {
        token: clerk,
        base,
        body: {
          type: 'salesInvoice',
          accountId: accounts[0].id,
          warehouseId: warehouses[0].id,
          lines: [{ productId: products[0].id, quantity: '3', unitPrice: '10.00', vatRate: 20 }],
        },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token: clerk, base, body: { type, version: doc.version } })).body.response;
    return doc as { id: number; number: string; type: string };
  }

  async function verify(body: Record<string, unknown>) {
    const started = await call('POST', 'audit/verifications', { token: auditor, base, body });
    expect(started.status).toBe(202);
    const id = started.body.response.id;
    for (let i = 0; i < 600; i++) {
      const r = (await call('GET', `audit/verifications/${id}`, { token: auditor, base })).body.response;
      if (r.status !== 'running') return r;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('verification did not finish');
  }

  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

  it('the whole company verifies clean, every document counted, and its ledgers agree with its documents', async () => {
    await completedInvoice();
    const r = await verify({ scope: 'company' });
    expect(r).toMatchObject({ status: 'done', scope: 'company', problems: [], ledgerDifferences: [] });
    expect(r.total).toBeGreaterThan(0);
    expect(r.done).toBe(r.total);
    expect(r.finishedAt).toBeTruthy();
  });

  it('one document and a date range verify clean', async () => {
    const doc = await completedInvoice();
    expect(await verify({ scope: 'document', documentId: doc.id })).toMatchObject({ status: 'done', total: 1, done: 1, problems: [] });
    const range = await verify({ scope: 'range', from: today(), to: today() });
    expect(range).toMatchObject({ status: 'done', problems: [] });
    expect(range.total).toBeGreaterThanOrEqual(1);
  });

  it('a ledger row changed in the database: the verification reports the ledger, the document and both amounts, beside a sound chain', async () => {
    const doc = await completedInvoice();
    const untouched = await completedInvoice();
    const [move, stock] = await db.system(async (q) => [
      (
        await q.query<{ account_id: number; currency: string; debit: string }>(
          `select account_id, currency, debit::text from account_moves where document_id = $1 and debit > 0`,
          [doc.id],
        )
      ).rows,
      (
        await q.query<{ product_id: number; warehouse_id: number; quantity: string }>(
          `select product_id, warehouse_id, quantity::text from stock_moves where document_id = $1`,
          [doc.id],
        )
      ).rows,
    ]);
    expect(move).toHaveLength(1);
    expect(stock).toHaveLength(1);
    await db.system(async (q) => {
      await q.query(`update account_moves set debit = debit + 0.01 where document_id = $1 and debit > 0`, [doc.id]);
      await q.query(`update stock_moves set quantity = quantity * 2 where document_id = $1`, [doc.id]);
    });
    const r = await verify({ scope: 'range', from: today(), to: today() });
    expect(r.problems.filter((p: { documentId: number }) => p.documentId === doc.id)).toEqual([]);
    const mine = r.ledgerDifferences.filter((d: { documentId: number }) => d.documentId === doc.id || d.documentId === untouched.id);
    const who = { documentId: doc.id, type: doc.type, number: doc.number };
    const { Dec } = await import('../../src/domain/money/decimal');
    expect(mine).toEqual([
      {
        ...who,
        ledger: 'stock',
        productId: stock[0]!.product_id,
        warehouseId: stock[0]!.warehouse_id,
        field: 'quantity',
        expected: new Dec(stock[0]!.quantity).toFixed(),
        found: new Dec(stock[0]!.quantity).times(2).toFixed(),
      },
      {
        ...who,
        ledger: 'account',
        accountId: move[0]!.account_id,
        currency: move[0]!.currency,
        field: 'debit',
        expected: new Dec(move[0]!.debit).toFixed(),
        found: new Dec(move[0]!.debit).plus('0.01').toFixed(),
      },
    ]);
    // the untouched document alone: nothing
    expect(await verify({ scope: 'document', documentId: untouched.id })).toMatchObject({ status: 'done', problems: [], ledgerDifferences: [] });
  });

  it('a stock move moved to another shelf of its warehouse than its line chose: the verification names both locations', async () => {
    const warehouse = (await call('GET', 'warehouses', { token: clerk, base })).body.response.items[0].id as number;
    const product = (await call('GET', 'products', { token: clerk, base })).body.response.items[0].id as number;
    const location = (await call('POST', 'locations', { token: clerk, base, body: { name: `Denetim rafı ${Date.now()}`, warehouseId: warehouse } })).body
      .response.id as number;
    let doc = (
      await call('POST', 'documents', {
        token: clerk,
        base,
        body: {
          type: 'stockIn',
          warehouseId: warehouse,
          lines: [{ productId: product, quantity: '3', unitPrice: '1.00', vatRate: 0, locationId: String(location) }],
        },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await call('POST', `documents/${doc.id}/events`, { token: clerk, base, body: { type, version: doc.version } })).body.response;
    expect(await verify({ scope: 'document', documentId: doc.id })).toMatchObject({ status: 'done', problems: [], ledgerDifferences: [] });
    const receiving = await db.system(async (q) => {
      const id = (await q.query<{ id: number }>(`select special_location_id(company_id, id, 'receiving') as id from warehouses where id = $1`, [warehouse]))
        .rows[0]!.id;
      await q.query(`update stock_moves set location_id = $2 where document_id = $1`, [doc.id, id]);
      return id;
    });
    const r = await verify({ scope: 'document', documentId: doc.id });
    const at = { documentId: doc.id, type: doc.type, number: doc.number, ledger: 'stock', productId: product, warehouseId: warehouse, field: 'quantity' };
    expect(r.ledgerDifferences).toEqual([
      { ...at, locationId: location, expected: '3', found: '0' },
      { ...at, locationId: receiving, expected: '0', found: '3' },
    ]);
  });

  it('an altered journal row: the verification names the document and the row', async () => {
    const doc = await completedInvoice();
    await db.system((q) =>
      q.query(`update journal set payload = jsonb_set(payload, '{lines,0,quantity}', '"1"') where document_id = $1 and seq = 1`, [doc.id]),
    );
    const r = await verify({ scope: 'company' });
    expect(r.status).toBe('done');
    expect(r.problems).toContainEqual({ documentId: doc.id, type: doc.type, number: doc.number, kind: 'brokenChain', seq: 1, why: 'hash' });
    // and the report can be read again
    const again = (await call('GET', `audit/verifications/${r.id}`, { token: auditor, base })).body.response;
    expect(again.problems).toEqual(r.problems);
  });

  it('an altered snapshot is a mismatch', async () => {
    const doc = await completedInvoice();
    await db.system((q) => q.query(`update documents set snapshot = jsonb_set(snapshot, '{context,totals,grand}', '"1.00"') where id = $1`, [doc.id]));
    const r = await verify({ scope: 'document', documentId: doc.id });
    expect(r.problems).toEqual([expect.objectContaining({ documentId: doc.id, kind: 'mismatch' })]);
  });

  it('a run cut off (no progress for minutes) reads as failed', async () => {
    const id = await db.system(async (q) => {
      const user = (await q.query<{ id: number; company_id: number }>(`select id, company_id from users where email = 'denetci@demo.test'`)).rows[0]!;
      const r = await q.query<{ id: number }>(
        `insert into audit_verifications (company_id, scope, started_by, progress_at) values ($1, 'company', $2, now() - interval '1 hour') returning id`,
        [user.company_id, user.id],
      );
      return r.rows[0]!.id;
    });
    expect((await call('GET', `audit/verifications/${id}`, { token: auditor, base })).body.response.status).toBe('failed');
  });

  it('bad bodies are 422 per field; the manager gets 403; an unknown verification 404', async () => {
    const post = (body: unknown, token = auditor) => call('POST', 'audit/verifications', { token, base, body });
    expect((await post({})).body.errors).toHaveProperty('scope');
    const range = await post({ scope: 'range', from: '2026-13-01' });
    expect(range.status).toBe(422);
    expect(Object.keys(range.body.errors).sort()).toEqual(['from', 'to']);
    const order = await call('POST', 'audit/verifications', {
      token: auditor,
      base,
      lang: 'en',
      body: { scope: 'range', from: '2026-03-02', to: '2026-03-01' },
    });
    expect(order.body.errors.to).toEqual(['The first date cannot be greater than the second date.']);
    expect((await post({ scope: 'document' })).body.errors).toHaveProperty('documentId');
    expect((await post({ scope: 'document', documentId: 999999 })).body.errors).toHaveProperty('documentId');
    expect((await post({ scope: 'company' }, clerk)).status).toBe(403);
    expect((await call('GET', 'audit/journal', { token: clerk, base })).status).toBe(403);
    expect((await call('GET', 'audit/verifications/999999', { token: auditor, base })).status).toBe(404);
    expect((await call('GET', 'audit/journal?format=xml&separator=comma', { token: auditor, base })).body.errors).toMatchObject({
      format: expect.anything(),
      separator: expect.anything(),
    });
  });

  /** A CSV reader for the test: quoted fields with doubled quotes, CRLF lines. */
  function parseCsv(text: string, sep: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') ((field += '"'), i++);
        else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === sep) (row.push(field), (field = ''));
      else if (ch === '\r') continue;
      else if (ch === '\n') (row.push(field), rows.push(row), (row = []), (field = ''));
      else field += ch;
    }
    if (field || row.length) (row.push(field), rows.push(row));
    return rows;
  }

  it('exports the range as CSV (semicolon and tab) that reads back with the hash columns', async () => {
    const doc = await completedInvoice();
    for (const [separator, sep] of [
      ['semicolon', ';'],
      ['tab', '\t'],
    ] as const) {
      const r = await call('GET', `audit/journal?from=${today()}&to=${today()}&format=csv&separator=${separator}`, { token: auditor, base });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
      const [header, ...rows] = parseCsv(r.body as string, sep);
      expect(header).toEqual(['company', 'document', 'seq', 'event', 'payload', 'from', 'to', 'accepted', 'reason', 'user', 'at', 'prevHash', 'hash']);
      const mine = rows.filter((x) => x[1] === String(doc.id));
      expect(mine.map((x) => x[2])).toEqual(['1', '2', '3']);
      for (const x of mine) expect(x).toHaveLength(13);
      expect(JSON.parse(mine[0]![4]!)).toHaveProperty('lines');
      expect(mine[1]![11]).toBe(mine[0]![12]);
    }
  });

  it('the JSON export re-verifies: the rule of docs/architecture.md (How an auditor replays a document) recomputes every hash', async () => {
    const doc = await completedInvoice();
    const r = await call('GET', `audit/journal?from=${today()}&to=${today()}&format=json`, { token: auditor, base });
    expect(r.status).toBe(200);
    const rows = (r.body.rows as Array<Record<string, unknown>>).filter((x) => x.document === doc.id);
    expect(rows).toHaveLength(3);
    let prev = '0'.repeat(64);
    for (const row of rows) {
      const { prevHash, hash, ...body } = row;
      expect(prevHash).toBe(prev);
      expect(
        crypto
          .createHash('sha256')
          .update(`${prevHash}\n${canonicalJson(body)}`)
          .digest('hex'),
      ).toBe(hash);
      prev = hash as string;
    }
  });
});
