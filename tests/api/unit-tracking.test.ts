import { beforeAll, describe, expect, it } from 'vitest';
import { openLineListSchema, trackedDocumentSchema, trackingUnitListSchema, type TrackedDocument } from '../../src/domain/schemas/unit-tracking';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Fiş → Birim takip over the API: a document's line handed to a unit moves through received → in progress → ready →
 * delivered one step at a time, each move kept with who made it; a skipped step, a delivered line and two moves of
 * the same step at once are refused; the open lines are listed by unit; bad input is a 422 per field.
 */
let d: Demo;
const RUN = `U${Date.now().toString(36)}`;

const unit = async (name: string) => {
  const r = await call('POST', 'unit-tracking/units', { token: d.accountant, body: { name } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return trackingUnitListSchema.parse(r.body.response).items.find((u) => u.name === name)!;
};
const order = async () => {
  const r = await call('POST', 'documents', {
    token: d.accountant,
    body: {
      type: 'salesInvoice',
      accountId: d.customer.id,
      lines: [
        { productId: d.products[0]!.id, quantity: '2', unitPrice: '10', vatRate: 20 },
        { productId: d.products[1]!.id, quantity: '1', unitPrice: '5', vatRate: 20 },
      ],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; number: string; version: number; lines: { id: string }[] };
};
const handTo = (docId: number, lineId: string, unitId: number, token = d.accountant) =>
  call('POST', `unit-tracking/documents/${docId}/lines/${lineId}/unit`, { token, body: { unitId } });
const moveTo = (docId: number, lineId: string, step: string, token = d.accountant) =>
  call('POST', `unit-tracking/documents/${docId}/lines/${lineId}/step`, { token, body: { step } });
const lineOf = (doc: TrackedDocument, lineId: string) => doc.lines.find((l) => l.lineId === lineId)!;

beforeAll(async () => {
  d = await demo();
});

describe('a line handed to a unit', () => {
  it('moves received → in progress → ready → delivered, each move kept with who made it, and leaves the open list when delivered', async () => {
    const binding = await unit(`${RUN} Ciltleme`);
    const doc = await order();
    const [first, second] = doc.lines.map((l) => l.id) as [string, string];
    const handed = await handTo(doc.id, first, binding.id);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(lineOf(trackedDocumentSchema.parse(handed.body.response), first).tracking).toMatchObject({ unitName: binding.name, step: 'received' });
    expect(lineOf(trackedDocumentSchema.parse(handed.body.response), second).tracking).toBeNull();

    const open = async () => openLineListSchema.parse((await call('GET', `unit-tracking/open?unitId=${binding.id}`, { token: d.auditor })).body.response).items;
    expect((await open()).map((l) => [l.number, l.lineId, l.step, l.quantity])).toEqual([[doc.number, first, 'received', '2']]);

    for (const step of ['inProgress', 'ready', 'delivered']) {
      const r = await moveTo(doc.id, first, step);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const tracked = trackedDocumentSchema.parse((await call('GET', `unit-tracking/documents/${doc.id}`, { token: d.auditor })).body.response);
    const line = lineOf(tracked, first).tracking!;
    expect(line.step).toBe('delivered');
    expect(line.moves.map((m) => m.step)).toEqual(['received', 'inProgress', 'ready', 'delivered']);
    expect(line.moves.every((m) => m.userName.length > 0 && m.unitName === binding.name)).toBe(true);
    expect(await open()).toEqual([]);
  });

  it('a skipped step, a delivered line and a line never handed over are refused in the user’s language, changing nothing', async () => {
    const kitchen = await unit(`${RUN} Mutfak`);
    const doc = await order();
    const lineId = doc.lines[0]!.id;
    expect((await moveTo(doc.id, lineId, 'inProgress')).body.code).toBe('unitTracking.notTracked');
    await handTo(doc.id, lineId, kitchen.id);
    const skip = await call('POST', `unit-tracking/documents/${doc.id}/lines/${lineId}/step`, { token: d.accountant, lang: 'en', body: { step: 'ready' } });
    expect(skip.status).toBe(409);
    expect(skip.body).toMatchObject({ code: 'unitTracking.skipsStep', message: 'A line cannot skip a step: it moves to the next one (or back one).' });
    for (const step of ['inProgress', 'ready', 'delivered']) await moveTo(doc.id, lineId, step);
    expect((await moveTo(doc.id, lineId, 'ready')).body.code).toBe('unitTracking.delivered');
    expect((await handTo(doc.id, lineId, kitchen.id)).body.code).toBe('unitTracking.delivered');
    const tracked = trackedDocumentSchema.parse((await call('GET', `unit-tracking/documents/${doc.id}`, { token: d.accountant })).body.response);
    expect(lineOf(tracked, lineId).tracking!.moves).toHaveLength(4);
  });

  it('two moves of the same step at once: one moves the line, the other is refused', async () => {
    const workshop = await unit(`${RUN} Atölye`);
    const doc = await order();
    const lineId = doc.lines[0]!.id;
    await handTo(doc.id, lineId, workshop.id);
    const both = await Promise.all([moveTo(doc.id, lineId, 'inProgress'), moveTo(doc.id, lineId, 'inProgress')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const tracked = trackedDocumentSchema.parse((await call('GET', `unit-tracking/documents/${doc.id}`, { token: d.accountant })).body.response);
    expect(lineOf(tracked, lineId).tracking!.moves.map((m) => m.step)).toEqual(['received', 'inProgress']);
  });

  it('a line handed to another unit goes on at its step there; a cancelled document’s lines are not handed over', async () => {
    const a = await unit(`${RUN} Baskı`);
    const b = await unit(`${RUN} Paketleme`);
    const doc = await order();
    const lineId = doc.lines[1]!.id;
    await handTo(doc.id, lineId, a.id);
    await moveTo(doc.id, lineId, 'inProgress');
    const moved = trackedDocumentSchema.parse((await handTo(doc.id, lineId, b.id)).body.response);
    expect(lineOf(moved, lineId).tracking).toMatchObject({ unitName: b.name, step: 'inProgress' });

    const other = await order();
    const cancelled = await call('POST', `documents/${other.id}/events`, { token: d.accountant, body: { type: 'CANCEL', version: other.version } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await handTo(other.id, other.lines[0]!.id, a.id)).body.code).toBe('unitTracking.documentCancelled');
  });
});

describe('what unit tracking accepts', () => {
  it('every invalid field is a 422 naming it; an unknown line or document is a 404; a unit’s name is the company’s once', async () => {
    const u = await unit(`${RUN} Cilt`);
    const doc = await order();
    const bad = await call('POST', `unit-tracking/documents/${doc.id}/lines/${doc.lines[0]!.id}/step`, {
      token: d.accountant,
      body: { step: 'lost', extra: 1 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['extra', 'step']);
    const noUnit = await handTo(doc.id, doc.lines[0]!.id, 999999999);
    expect(noUnit.status).toBe(422);
    expect(Object.keys(noUnit.body.errors)).toEqual(['unitId']);
    expect((await handTo(doc.id, 'no-such-line', u.id)).status).toBe(404);
    expect((await handTo(999999999, 'L1', u.id)).status).toBe(404);
    const twice = await call('POST', 'unit-tracking/units', { token: d.accountant, body: { name: u.name } });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(['name']);
    expect((await call('POST', 'unit-tracking/units', { token: d.accountant, body: { name: ' ' } })).body.errors).toHaveProperty('name');
  });

  it('auditors read and move nothing; the till’s operator neither reads nor moves', async () => {
    const u = await unit(`${RUN} Okuma`);
    const doc = await order();
    expect((await call('GET', `unit-tracking/documents/${doc.id}`, { token: d.auditor })).status).toBe(200);
    expect((await handTo(doc.id, doc.lines[0]!.id, u.id, d.auditor)).status).toBe(403);
    expect((await call('GET', 'unit-tracking/open', { token: d.cashier })).status).toBe(403);
    expect((await handTo(doc.id, doc.lines[0]!.id, u.id, d.cashier)).status).toBe(403);
  });
});
