import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastFamily } from '../../../machines/fast-fold';
import { FAMILIES } from '../../../machines/index';
import { SAMPLES } from '../../support/samples';
import type { DocumentEvent, StoredState } from '../../../machines/types';
import { canonicalJson } from '../../../src/domain/canonical';

/** Junk beside the samples: unknown and malformed events, wrong shapes. */
const NOISE: unknown[] = [
  { type: 'FOO' },
  { type: 'EDIT', lines: 'nope' },
  { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '-1' }] },
  { type: 'CLOSE' },
  { type: 'lowercase' },
  { type: 42 },
  null,
];
const BAD_INPUTS: unknown[] = [{}, { type: 'nope' }, null, [], { type: 'salesInvoice', number: '' }];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const same = (fast: { ok: boolean; reason?: string; state?: StoredState }, slow: { ok: boolean; reason?: string; state?: StoredState }, what: string) => {
  if (fast.ok !== slow.ok)
    throw new Error(`${what}: fast ${fast.ok ? 'accepted' : `refused (${fast.reason})`}, XState ${slow.ok ? 'accepted' : `refused (${slow.reason})`}`);
  if (!fast.ok) {
    if (fast.reason !== slow.reason) throw new Error(`${what}: reason ${fast.reason} ≠ ${slow.reason}`);
    return;
  }
  const a = canonicalJson(fast.state);
  const b = canonicalJson(slow.state);
  if (a !== b) throw new Error(`${what}: states differ\nfast  ${a}\nxstate ${b}`);
};

describe('the fast replay fold gives the answers of family.create / decide', () => {
  for (const family of FAMILIES) {
    const sample = SAMPLES[family.family];
    if (!sample) throw new Error(`no sample for ${family.family}`);
    it(`${family.family}: same state and same accept/refuse at every step of random event sequences`, () => {
      const fast = fastFamily(family);
      const before = { ...fast.stats };
      let steps = 0;
      const inputs = [...sample.inputs, ...BAD_INPUTS];
      fc.assert(
        fc.property(fc.nat(inputs.length - 1), fc.array(fc.nat(), { minLength: 1, maxLength: 14 }), (inputIndex, picks) => {
          const input = deepFreeze(structuredClone(inputs[inputIndex])) as Record<string, unknown>;
          const slow0 = family.create(input);
          const fast0 = fast.create(input);
          same(fast0, slow0, `create #${inputIndex}`);
          if (!slow0.ok || !fast0.ok) return;
          // each side folds its own states, exactly as replay does
          let slowState = slow0.state;
          let fastState = deepFreeze(fast0.state);
          for (const pick of picks) {
            const offered = [...sample.events(slowState), ...NOISE];
            const event = deepFreeze(structuredClone(offered[pick % offered.length])) as DocumentEvent;
            const slow = family.decide(slowState, event);
            const next = fast.decide(fastState, event);
            steps += 1;
            same(next, slow, `${slowState.status} -${event?.type}->`);
            if (slow.ok && next.ok) {
              slowState = slow.state;
              fastState = deepFreeze(next.state);
            }
          }
        }),
        { numRuns: 700 },
      );
      // the machines of this repository are inside the understood subset: nothing fell back to XState
      expect(fast.stats.fallback - before.fallback).toBe(0);
      expect(fast.stats.fast - before.fast).toBeGreaterThan(steps / 2);
    });
  }

  it('refuses malformed states and events exactly like decide', () => {
    for (const family of FAMILIES) {
      const fast = fastFamily(family);
      const input = SAMPLES[family.family]?.inputs[0] as Record<string, unknown>;
      const created = family.create(input);
      if (!created.ok) throw new Error(created.reason);
      const states: unknown[] = [
        null,
        {},
        { status: 'nope', context: {} },
        { status: created.state.status, context: [] },
        { status: 'new', context: {} },
        created.state,
      ];
      const events: unknown[] = [null, {}, { type: 'go' }, { type: 'X'.repeat(41) }, { type: 'EDIT' }, { type: 'PRINT' }];
      for (const state of states)
        for (const event of events) {
          const slow = family.decide(state as StoredState, event as DocumentEvent);
          same(
            fast.decide(state as StoredState, event as DocumentEvent),
            slow,
            `${family.family} ${JSON.stringify(state)?.slice(0, 40)} ${JSON.stringify(event)}`,
          );
        }
    }
  });

  it('falls back to XState for a machine outside the subset, with the same answers', async () => {
    const { setup, assign } = await import('xstate');
    const { defineFamily } = await import('../../../machines/family');
    const nested = setup({ types: { context: {} as { n: number }, events: {} as { type: string } } }).createMachine({
      id: 'nested',
      initial: 'a',
      context: { n: 0 },
      states: {
        a: { initial: 'x', states: { x: { on: { GO: { target: 'y', actions: assign({ n: ({ context }) => context.n + 1 }) } } }, y: {} }, on: { END: 'b' } },
        b: { type: 'final' },
      },
    });
    const family = defineFamily<{ n: number }>({
      family: 'nestedTest',
      types: ['nestedTest'],
      machine: nested,
      rank: { a: 0, b: 1 },
      statusIntents: { a: 'none', b: 'success' },
      editable: [],
      rules: { a: { GO: () => null, END: () => null } },
      checkInput: () => null,
      contextOnlyEvents: [],
      content: (c) => c,
    });
    const fast = fastFamily(family);
    const slow0 = family.create({});
    const fast0 = fast.create({});
    expect(fast0).toEqual(slow0.ok ? { ok: true, state: slow0.state } : slow0);
    expect(fast.stats.fast).toBe(0);
  });
});
