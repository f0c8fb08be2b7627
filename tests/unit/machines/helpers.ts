import { expect } from 'vitest';
import type { Family } from '../../../machines/family';
import type { Decision, DocumentEvent, Effect, StoredState } from '../../../machines/types';

export function created(family: Family<any>, input: Record<string, unknown>): StoredState {
  const d = family.create(input);
  if (!d.ok) throw new Error(`create refused: ${d.reason}`);
  return d.state;
}

/** Applies events that must all be accepted; returns the final state and every effect. */
export function run(family: Family<any>, state: StoredState, ...events: DocumentEvent[]): { state: StoredState; effects: Effect[] } {
  let s = state;
  const effects: Effect[] = [];
  for (const e of events) {
    const d = family.decide(s, e);
    if (!d.ok) throw new Error(`${s.status}: ${e.type} refused with ${d.reason}`);
    s = d.state;
    effects.push(...d.effects);
  }
  return { state: s, effects };
}

export function refused(d: Decision, reason: string): void {
  expect(d).toEqual({ ok: false, reason });
}
