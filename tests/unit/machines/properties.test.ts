import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FAMILIES, REASON_CODES } from '../../../machines';
import { SAMPLES } from '../../support/samples';
import type { DocumentEvent, StoredState } from '../../../machines/types';
import { deepFreeze } from './explore';

/** Junk events beside the samples: unknown types, missing payloads, wrong shapes. */
const CODES = new Set<string>(REASON_CODES);
const NOISE: DocumentEvent[] = [
  { type: 'FOO' },
  { type: 'EDIT', lines: 'nope' },
  { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '-1' }] },
  { type: 'CLOSE' },
];

describe('properties over random event sequences', () => {
  for (const family of FAMILIES) {
    const sample = SAMPLES[family.family];
    if (!sample) throw new Error(family.family);
    it(`${family.family}: rank never decreases, refusals change nothing, locked content never changes`, () => {
      fc.assert(
        fc.property(fc.nat(sample.inputs.length - 1), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), (inputIndex, picks) => {
          const d0 = family.create(sample.inputs[inputIndex] as Record<string, unknown>);
          if (!d0.ok) return;
          let state: StoredState = d0.state;
          for (const pick of picks) {
            const offered = [...sample.events(state), ...NOISE];
            const event = offered[pick % offered.length] as DocumentEvent;
            const before = JSON.stringify(state);
            deepFreeze(state);
            const d = family.decide(state, event);
            // plain checks: vitest's expect is too slow for tens of thousands of steps
            if (JSON.stringify(state) !== before) throw new Error(`${event.type} changed the state it was given`);
            if (!d.ok) {
              if (!CODES.has(d.reason)) throw new Error(`unknown reason ${d.reason}`);
              continue;
            }
            if ((family.rank[d.state.status] as number) < (family.rank[state.status] as number)) {
              throw new Error(`${state.status} -${event.type}-> ${d.state.status} goes back`);
            }
            if (!family.editable.includes(state.status) && !isDeepStrictEqual(family.content(d.state.context), family.content(state.context))) {
              throw new Error(`${event.type} changed the content of a ${state.status} document`);
            }
            // the stored form is plain JSON
            if (!isDeepStrictEqual(JSON.parse(JSON.stringify(d.state)), d.state)) throw new Error('state is not plain JSON');
            state = d.state;
          }
        }),
        { numRuns: 600 },
      );
    });
  }

  it('replay is deterministic: the same events from the same input give the same state and effects', () => {
    const family = FAMILIES[0];
    if (!family) return;
    const sample = SAMPLES[family.family];
    if (!sample) return;
    fc.assert(
      fc.property(fc.nat(sample.inputs.length - 1), fc.array(fc.nat(), { maxLength: 10 }), (i, picks) => {
        const replay = () => {
          const d0 = family.create(sample.inputs[i] as Record<string, unknown>);
          if (!d0.ok) return null;
          let s = d0.state;
          const log: unknown[] = [];
          for (const p of picks) {
            const evs = sample.events(s);
            const d = family.decide(s, evs[p % evs.length] as DocumentEvent);
            log.push(d);
            if (d.ok) s = d.state;
          }
          return JSON.stringify([s, log]);
        };
        expect(replay()).toBe(replay());
      }),
      { numRuns: 300 },
    );
  });
});
