import { describe, expect, it } from 'vitest';
import { FAMILIES, REASON_CODES } from '../../../machines';
import { EXPLORATIONS, declaredTransitions } from './explore';

describe('forward only: no event ever moves a document back', () => {
  for (const family of FAMILIES) {
    describe(family.family, () => {
      it('every declared transition goes to a state of equal or higher rank', () => {
        const states = Object.keys(family.machine.config.states ?? {});
        expect(new Set(states)).toEqual(new Set(Object.keys(family.rank)));
        for (const t of declaredTransitions(family)) {
          expect(family.rank[t.target], `${t.state} -${t.event}-> ${t.target}`).toBeGreaterThanOrEqual(family.rank[t.state] as number);
          if (t.target === t.state) continue;
          expect(family.rank[t.target], `${t.state} -${t.event}-> ${t.target} must rise`).toBeGreaterThan(family.rank[t.state] as number);
        }
      });

      it('the rule table names exactly the machine’s transitions; refusals are reasons', () => {
        const declared = declaredTransitions(family);
        for (const [state, table] of Object.entries(family.rules)) {
          for (const [event, entry] of Object.entries(table)) {
            const has = declared.some((t) => t.state === state && t.event === event);
            expect(has, `${state}.${event}`).toBe(typeof entry === 'function');
          }
        }
        for (const t of declared) expect(typeof family.rules[t.state]?.[t.event], `${t.state}.${t.event} has a guard entry`).toBe('function');
      });
    });
  }
});

describe('walking every transition of every machine with passing and failing events', () => {
  for (const { family, steps, states, creations } of EXPLORATIONS) {
    describe(family.family, () => {
      it('reaches every state', () => {
        const reached = new Set(states.map((s) => s.status));
        if (family.creationState) reached.add(family.creationState);
        expect([...reached].sort()).toEqual(Object.keys(family.rank).sort());
      });

      it('every accepted event keeps or raises the rank', () => {
        for (const s of steps) {
          if (!s.to) continue;
          expect(family.rank[s.to.status], `${s.from.status} -${s.event.type}-> ${s.to.status}`).toBeGreaterThanOrEqual(family.rank[s.from.status] as number);
        }
      });

      it('every declared branch is taken at least once, and every guarded one is also refused at least once', () => {
        const taken = new Set(steps.filter((s) => s.to).map((s) => `${s.from.status}|${s.event.type}|${s.to?.status}`));
        for (const c of creations)
          if (c.to && family.creationState) taken.add(`${family.creationState}|${String((c.input as { event?: string }).event ?? '')}|${c.to.status}`);
        const refused = new Set(steps.filter((s) => s.reason).map((s) => `${s.from.status}|${s.event.type}`));
        for (const t of declaredTransitions(family)) {
          if (t.state === family.creationState) continue; // covered by the creation tests of the family
          expect(taken.has(`${t.state}|${t.event}|${t.target}`), `taken: ${t.state} -${t.event}-> ${t.target}`).toBe(true);
          if (t.guarded) expect(refused.has(`${t.state}|${t.event}`), `refused: ${t.state} ${t.event}`).toBe(true);
        }
      });

      // which rule refuses is asserted reason by reason in every-reason.test.ts
      it('a refused event names a known rule and leaves the stored state as it was', () => {
        const known = new Set<string>(REASON_CODES);
        for (const s of steps) {
          if (!s.reason) continue;
          expect(known.has(s.reason), s.reason).toBe(true);
          expect(s.reason).not.toBe('common.invalidState');
          expect(s.to).toBeUndefined();
        }
      });
    });
  }
});
