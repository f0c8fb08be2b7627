import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, type DocumentEvent, type StoredState } from '../../../machines/index';
import { SAMPLES } from '../../support/samples';
import { call } from '../../api/client';
import { demo, MODEL_FAMILIES, sampleIds, withRealIds, type Demo } from '../../api/fixtures';

/**
 * Random event sequences, each run twice: through the machine (`decide`) and through the HTTP API on the
 * real database. At every step they must agree (accepted with the same status, or refused with the same
 * rule); a refused event leaves the stored document unchanged; the status rank never drops; and the
 * journal replays to the stored state with a valid chain. Thousands of sequences per machine run in the
 * unit suite (tests/unit/machines/properties.test.ts); here fewer, since each one goes over HTTP.
 */
const RUNS = Number(process.env.API_PROPERTY_RUNS ?? 50);

let d: Demo;
let ids: Record<string, string>;
beforeAll(async () => {
  d = await demo();
  ids = await sampleIds(d);
});
const real = <T>(value: T): T => withRealIds(value, ids);

/** Whether the cash box has an open session now: other test files share the database and may have left one. */
async function boxOpen(cashBoxId: unknown): Promise<boolean> {
  const open = (await call('GET', 'documents?type=cashBoxSession&status=open&limit=100&offset=0', { token: d.admin })).body.response.items as {
    cashBoxId: unknown;
  }[];
  return open.some((s) => String(s.cashBoxId) === String(cashBoxId));
}

/**
 * The facts the server computes for these documents (never converted): whether their cash box is open, and
 * for a till sale's CANCEL or line EDIT that the admin who sends every event here may sell at any price.
 */
async function withServerFacts(state: StoredState, event: DocumentEvent): Promise<DocumentEvent> {
  const { sourceRemaining: _s, cashBoxOpen: _c, fastSale: _f, ...rest } = event;
  const asksFastSale = state.context.type === 'posSale' && (event.type === 'CANCEL' || (event.type === 'EDIT' && event.lines !== undefined));
  if (asksFastSale) return { ...rest, type: event.type, fastSale: { permitted: true, prices: {} } };
  const cashBoxId = state.context.cashBoxId;
  const asksBox = event.type === 'CLOSE' || (event.type === 'COMPLETE' && state.context.type === 'posSale');
  if (asksBox && cashBoxId !== undefined) return { ...rest, type: event.type, cashBoxOpen: await boxOpen(cashBoxId) };
  return { ...rest, type: event.type };
}

for (const family of FAMILIES.filter((f) => MODEL_FAMILIES.includes(f.family))) {
  describe(`${family.family}: random sequences, machine and API agree`, () => {
    const sample = SAMPLES[family.family]!;
    const inputs = sample.inputs.filter((i) => i.sourceId === undefined);

    it(`${RUNS} sequences`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(inputs.length - 1), fc.array(fc.nat(50), { minLength: 1, maxLength: 8 }), async (inputIndex, picks) => {
          const input = real(inputs[inputIndex]!);
          const { number: _n, ...body } = input;
          const created = await call('POST', 'documents', { token: d.admin, body });
          expect(created.status).toBe(201);
          let doc = created.body.response;
          // the server names its default warehouse for a receipt written without one (the defaultWarehouseId fact)
          const facts =
            family.family === 'receipt' && input.warehouseId === undefined && doc.warehouseId ? { defaultWarehouseId: String(doc.warehouseId) } : {};
          const made = family.create({ ...input, ...facts, number: doc.number, date: doc.date ?? input.date });
          if (!made.ok) throw new Error(`machine refused the creation: ${made.reason}`);
          let state = made.state;
          expect(doc.status).toBe(state.status);
          for (const pick of picks) {
            const offered = sample.events(state).filter((e) => e.type !== 'SUPPLY');
            const event = await withServerFacts(state, real(offered[pick % offered.length]!));
            const before = (await call('GET', `documents/${doc.id}`, { token: d.admin })).body.response;
            const { type, ...payload } = event;
            const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { type, ...payload, version: doc.version } });
            const decision = family.decide(state, event);
            if (decision.ok) {
              expect(r.status, `${type}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
              expect(family.rank[decision.state.status]!).toBeGreaterThanOrEqual(family.rank[state.status]!);
              state = decision.state;
              doc = r.body.response;
              expect(doc.status).toBe(state.status);
            } else {
              expect([409, 422], `${type} refused by ${decision.reason}: ${JSON.stringify(r.body).slice(0, 200)}`).toContain(r.status);
              if (r.status === 409) expect(r.body.code).toBe(decision.reason);
              expect((await call('GET', `documents/${doc.id}`, { token: d.admin })).body.response).toEqual(before);
            }
          }
          const replay = (await call('GET', `documents/${doc.id}/replay`, { token: d.auditor })).body.response;
          expect(replay).toMatchObject({ matches: true, chainValid: true, status: state.status });
        }),
        { numRuns: RUNS },
      );
    });
  });
}
