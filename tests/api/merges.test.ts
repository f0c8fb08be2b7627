import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call } from './client';
import { balanceOf, demo, stockOf, type Demo } from './fixtures';

let d: Demo;
beforeAll(async () => {
  d = await demo();
});

type Doc = { id: number; version: number; number: string; status: string; lines: { id: string; quantity: string; sourceId?: string; sourceLineId?: string }[] };

const send = async (doc: { id: number; version: number }, type: string, extra: object = {}) =>
  call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version, ...extra } });
const merge = (body: object) => call('POST', 'documents/merges', { token: d.accountant, body });
const get = async (id: number): Promise<Doc & Record<string, unknown>> => (await call('GET', `documents/${id}`, { token: d.accountant })).body.response;

async function complete(doc: { id: number; version: number }): Promise<Doc> {
  const started = (await send(doc, 'START')).body.response;
  const done = await send(started, 'COMPLETE');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.response;
}

async function waybill(quantities: string[], accountId = d.customer.id, type = 'salesWaybill'): Promise<Doc> {
  const r = await call('POST', 'documents', {
    token: d.accountant,
    body: {
      type,
      accountId,
      warehouseId: d.warehouse.id,
      lines: quantities.map((quantity, i) => ({ productId: d.products[i]!.id, quantity, unitPrice: '10.00', vatRate: 20 })),
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return complete(r.body.response);
}

describe('several waybills into one invoice (POST /api/documents/merges)', () => {
  it('makes one draft whose lines name their waybill; completing it invoices every waybill and moves no stock', async () => {
    const a = await waybill(['2', '1']);
    const b = await waybill(['0.5']);
    const r = await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const draft = r.body.response;
    expect(draft).toMatchObject({ type: 'salesInvoice', status: 'draft', sourceId: a.id, sourceIds: [a.id, b.id], accountId: d.customer.id });
    expect(draft.lines.map((l: Doc['lines'][0]) => [l.sourceId, l.sourceLineId, l.quantity])).toEqual([
      [a.id, a.lines[0]!.id, '2'],
      [a.id, a.lines[1]!.id, '1'],
      [b.id, b.lines[0]!.id, '0.5'],
    ]);

    const stockBefore = await stockOf(d.accountant, d.products[0]!.id);
    const balanceBefore = await balanceOf(d.accountant, d.customer.id);
    const invoice = await complete(draft);
    expect(await stockOf(d.accountant, d.products[0]!.id)).toBe(stockBefore);
    // 3.5 × 10.00 + 20 % VAT
    expect(new Dec(await balanceOf(d.accountant, d.customer.id)).minus(balanceBefore).toFixed(2)).toBe('42.00');

    for (const w of [a, b]) {
      const fresh = await get(w.id);
      expect(fresh.invoiced).toBe(true);
      expect(fresh.lines.every((l) => (l as { suppliedQuantity?: string }).suppliedQuantity === l.quantity)).toBe(true);
    }
    const again = await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conversion.nothingRemaining');

    const up = (await call('GET', `documents/${invoice.id}/lineage`, { token: d.auditor })).body.response;
    expect(up.sources.map((s: { id: number }) => s.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    for (const w of [a, b]) {
      const down = (await call('GET', `documents/${w.id}/lineage`, { token: d.auditor })).body.response;
      expect(down.targets.map((t: { id: number }) => t.id)).toEqual([invoice.id]);
    }
  });

  it('takes chosen lines only, and what is left can be merged later', async () => {
    const a = await waybill(['3', '1']);
    const b = await waybill(['4']);
    const first = await merge({
      target: 'salesInvoice',
      sourceIds: [a.id, b.id],
      lines: [
        { sourceId: a.id, sourceLineId: a.lines[0]!.id, quantity: '1' },
        { sourceId: b.id, sourceLineId: b.lines[0]!.id, quantity: '4' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await complete(first.body.response);
    const rest = (await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id] })).body.response;
    expect(rest.lines.map((l: Doc['lines'][0]) => [l.sourceId, l.quantity])).toEqual([
      [a.id, '2'],
      [a.id, '1'],
    ]);
    const over = await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id], lines: [{ sourceId: b.id, sourceLineId: b.lines[0]!.id, quantity: '0.1' }] });
    expect(over.body.code).toBe('conversion.quantityExceedsRemaining');
  });

  it('refuses waybills of different accounts, unfinished ones, and bad bodies with every field named', async () => {
    const a = await waybill(['1']);
    const other = await waybill(['1'], d.supplier.id);
    const diff = await merge({ target: 'salesInvoice', sourceIds: [a.id, other.id] });
    expect([diff.status, diff.body.code]).toEqual([409, 'conversion.sourcesDiffer']);

    const draft = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'salesWaybill', accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] },
      })
    ).body.response;
    expect((await merge({ target: 'salesInvoice', sourceIds: [a.id, draft.id] })).body.code).toBe('conversion.sourceNotReady');
    expect((await merge({ target: 'purchaseInvoice', sourceIds: [a.id, a.id + 0] })).status).toBe(422);

    const bad = await merge({ target: '', sourceIds: [a.id], lines: [{ sourceId: 'x', sourceLineId: '', quantity: '1,5' }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['lines.0.quantity', 'lines.0.sourceId', 'lines.0.sourceLineId', 'sourceIds', 'target']);
    const many = await merge({ target: 'salesInvoice', sourceIds: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(many.status).toBe(422);
    expect(many.body.errors.sourceIds).toBeDefined();
    expect((await merge({ target: 'salesInvoice', sourceIds: [a.id, 999_999_999] })).status).toBe(404);
  });

  it('two merges over the same waybill completing at once: one wins, the waybill is never invoiced twice', async () => {
    const a = await waybill(['1']);
    const b = await waybill(['1']);
    const drafts = [
      (await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id] })).body.response,
      (await merge({ target: 'salesInvoice', sourceIds: [b.id, a.id] })).body.response,
    ];
    const started = [];
    for (const draft of drafts) started.push((await send(draft, 'START')).body.response);
    const replies = await Promise.all(started.map((s) => send(s, 'COMPLETE')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('receipt.quantityExceedsSource');
  });
});

describe('a source link only a conversion sets', () => {
  it('a posted document naming a source is stored without it', async () => {
    const a = await waybill(['1']);
    const r = await call('POST', 'documents', {
      token: d.accountant,
      body: {
        type: 'salesInvoice',
        accountId: d.customer.id,
        sourceId: String(a.id),
        sourceIds: [String(a.id)],
        sourceType: 'salesWaybill',
        stockMovedBySource: true,
        lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '1.00', vatRate: 20, sourceLineId: a.lines[0]!.id }],
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.response.sourceId ?? null).toBeNull();
    expect(r.body.response.sourceIds).toBeUndefined();
    expect(r.body.response.lines[0].sourceLineId).toBeUndefined();
  });

  it('an edit of a merged draft keeps each line tied to its waybill', async () => {
    const a = await waybill(['2']);
    const b = await waybill(['1']);
    const draft = (await merge({ target: 'salesInvoice', sourceIds: [a.id, b.id] })).body.response as Doc;
    const edited = await call('PATCH', `documents/${draft.id}`, {
      token: d.accountant,
      body: {
        version: draft.version,
        lines: draft.lines.map((l) => ({
          id: l.id,
          productId: String(d.products[0]!.id),
          quantity: '1',
          unitPrice: '10.00',
          vatRate: 20,
          sourceId: '1',
          sourceLineId: 'forged',
        })),
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.response.lines.map((l: Doc['lines'][0]) => [l.sourceId, l.sourceLineId])).toEqual([
      [a.id, a.lines[0]!.id],
      [b.id, b.lines[0]!.id],
    ]);
    await complete(edited.body.response);
    expect((await get(a.id)).lines[0]).toMatchObject({ suppliedQuantity: '1' });
  });
});

describe('EDIT sent to /events', () => {
  it('reads its lines like PATCH does (ids as numbers or strings)', async () => {
    const draft = (await call('POST', 'documents', { token: d.accountant, body: { type: 'salesInvoice', accountId: d.customer.id, lines: [] } })).body.response;
    const r = await send(draft, 'EDIT', { accountId: d.customer.id, lines: [{ productId: d.products[0]!.id, quantity: '2', unitPrice: '3.50', vatRate: 10 }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response.lines).toEqual([expect.objectContaining({ productId: d.products[0]!.id, quantity: '2', total: '7.00' })]);
    const bad = await send(r.body.response, 'EDIT', { lines: [{ productId: 'x', quantity: '1,5', unitPrice: '1', vatRate: 7 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['lines.0.productId', 'lines.0.quantity', 'lines.0.vatRate']);
  });
});
