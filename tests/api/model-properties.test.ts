import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, type DocumentEvent, type StoredState } from '../../machines/index';
import { SAMPLES } from '../../machines/testing';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Random event sequences, each run twice: through the machine (`decide`) and through the HTTP API on the
 * real database. At every step they must agree (accepted with the same status, or refused with the same
 * rule); a refused event leaves the stored document unchanged; the status rank never drops; and the
 * journal replays to the stored state with a valid chain. Thousands of sequences per machine run in the
 * unit suite (tests/unit/machines/properties.test.ts); here fewer, since each one goes over HTTP.
 */
const SERVED = ['receipt', 'order', 'receivedCheque', 'ownCheque', 'edocument', 'job'];
const RUNS = Number(process.env.API_PROPERTY_RUNS ?? 50);

let d: Demo;
let ids: Record<string, string>;
beforeAll(async () => {
  d = await demo();
  const warehouses = (await call('GET', 'warehouses', { token: d.admin })).body.response.items;
  const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
  ids = {
    P1: String(d.products[0]!.id),
    P2: String(d.products[1]!.id),
    'ACC-1': String(d.customer.id),
    'ACC-2': String(d.supplier.id),
    'SUP-1': String(d.supplier.id),
    W1: String(warehouses[0].id),
    W2: String(warehouses[1].id),
    'CB-1': String(boxes.find((b) => b.kind === 'cash')!.id),
    'BANK-1': String(boxes.find((b) => b.kind === 'bank')!.id),
  };
});

function real<T>(value: T, key = ''): T {
  if (typeof value === 'string' && /Id$/.test(key) && value in ids) return ids[value] as T;
  if (Array.isArray(value)) return value.map((v) => real(v)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, real(v, k)])) as T;
  return value;
}

/** The facts the server computes for these documents (never converted, no cash-box session open). */
function withServerFacts(state: StoredState, event: DocumentEvent): DocumentEvent {
  const { sourceRemaining: _s, cashBoxOpen: _c, ...rest } = event;
  if (event.type === 'CLOSE' && state.context.cashBoxId !== undefined) return { ...rest, type: event.type, cashBoxOpen: false };
  return { ...rest, type: event.type };
}

for (const family of FAMILIES.filter((f) => SERVED.includes(f.family))) {
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
          const made = family.create({ ...input, number: doc.number, date: doc.date ?? input.date });
          if (!made.ok) throw new Error(`machine refused the creation: ${made.reason}`);
          let state = made.state;
          expect(doc.status).toBe(state.status);
          for (const pick of picks) {
            const offered = sample.events(state).filter((e) => e.type !== 'SUPPLY');
            const event = withServerFacts(state, real(offered[pick % offered.length]!));
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
