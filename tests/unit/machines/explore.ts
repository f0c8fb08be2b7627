import { FAMILIES } from '../../../machines';
import type { Family } from '../../../machines/family';
import { SAMPLES, modelKey } from '../../support/samples';
import type { DocumentEvent, StoredState } from '../../../machines/types';

export interface Step {
  from: StoredState;
  event: DocumentEvent;
  to?: StoredState;
  reason?: string;
}

export interface Exploration {
  family: Family<any>;
  /** one stored state per distinct model key */
  states: StoredState[];
  steps: Step[];
  /** creation results: from the transient `new` for families created by an event */
  creations: { input: Record<string, unknown>; to?: StoredState; reason?: string }[];
}

/** Breadth-first walk over every sample event from every sample input, bounded by the model key. */
export function explore(family: Family<any>, maxStates = 400): Exploration {
  const sample = SAMPLES[family.family];
  if (!sample) throw new Error(`no sample for ${family.family}`);
  const seen = new Set<string>();
  const states: StoredState[] = [];
  const steps: Step[] = [];
  const creations: Exploration['creations'] = [];
  const queue: StoredState[] = [];
  for (const input of sample.inputs) {
    const d = family.create(input);
    creations.push(d.ok ? { input, to: d.state } : { input, reason: d.reason });
    if (d.ok) queue.push(d.state);
  }
  while (queue.length > 0 && states.length < maxStates) {
    const state = queue.shift() as StoredState;
    const key = `${modelKey(state)}|${JSON.stringify(state.context).length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    states.push(state);
    for (const event of sample.events(state)) {
      const d = family.decide(state, event);
      if (d.ok) {
        steps.push({ from: state, event, to: d.state });
        queue.push(d.state);
      } else {
        steps.push({ from: state, event, reason: d.reason });
      }
    }
  }
  return { family, states, steps, creations };
}

export const EXPLORATIONS: Exploration[] = FAMILIES.map((f) => explore(f));

/** Transitions declared in the machine config: [state, event, target | undefined (self), guarded]. */
export function declaredTransitions(family: Family<any>): { state: string; event: string; target: string; guarded: boolean }[] {
  const out: { state: string; event: string; target: string; guarded: boolean }[] = [];
  const states = family.machine.config.states as Record<string, { on?: Record<string, unknown> }>;
  for (const [state, node] of Object.entries(states)) {
    for (const [event, def] of Object.entries(node.on ?? {})) {
      for (const t of (Array.isArray(def) ? def : [def]) as { target?: string; guard?: unknown }[]) {
        out.push({ state, event, target: t.target ?? state, guarded: t.guard !== undefined });
      }
    }
  }
  return out;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
