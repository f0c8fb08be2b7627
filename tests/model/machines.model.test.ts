/**
 * Model-based tests: paths generated from each machine with createTestModel (xstate/graph) are run
 * against the family's `decide` interface, the way the server runs them. At every step the status
 * must equal the model's, and the sample events the model did not take there must be refused with a
 * known reason and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES, REASON_CODES } from '../../machines';
import { SAMPLES, modelPaths } from '../support/samples';
import type { StoredState } from '../../machines/types';

describe('model-based paths run through decide()', () => {
  for (const family of FAMILIES) {
    const paths = modelPaths(family);

    it(`${family.family}: ${paths.length} generated paths reach every state and agree with decide at every step`, () => {
      const reached = new Set<string>(family.creationState ? [family.creationState] : []);
      let refusals = 0;
      for (const path of paths) {
        const created = family.create(path.input);
        if (!created.ok) throw new Error(`create refused: ${created.reason}`);
        expect(created.state.status).toBe(path.created);
        let state: StoredState = created.state;
        reached.add(state.status);
        path.events.forEach((event, i) => {
          const d = family.decide(state, event);
          if (!d.ok) throw new Error(`${state.status}: ${event.type} refused (${d.reason}) but the model took it`);
          expect(d.state.status, `step ${i + 1} ${event.type}`).toBe(path.statuses[i]);
          state = d.state;
          reached.add(state.status);
        });
        // guard-refused events: graph traversal never takes them, so test them here
        const before = JSON.stringify(state);
        for (const event of SAMPLES[family.family]?.events(state) ?? []) {
          const d = family.decide(state, event);
          if (!d.ok) {
            expect(REASON_CODES).toContain(d.reason);
            refusals += 1;
          }
        }
        expect(JSON.stringify(state)).toBe(before);
      }
      expect([...reached].sort()).toEqual(Object.keys(family.rank).sort());
      expect(refusals).toBeGreaterThan(0);
    });
  }
});
