import { describe, expect, it } from 'vitest';
import { REASON_CODES } from '../../../machines';
import { SAMPLES } from '../../support/samples';
import { EXPLORATIONS, deepFreeze } from './explore';

describe('locks: a locked document refuses EDIT with its reason and stays byte-for-byte unchanged', () => {
  for (const { family, states } of EXPLORATIONS) {
    describe(family.family, () => {
      const locked = Object.keys(family.rank).filter((s) => !family.editable.includes(s) && s !== family.creationState);

      it('every locked state names its EDIT refusal', () => {
        for (const status of locked) {
          const entry = family.rules[status]?.EDIT;
          expect(typeof entry, `${status}.EDIT`).toBe('string');
          expect(REASON_CODES).toContain(entry);
        }
      });

      it('every reached locked state refuses every sample EDIT and keeps the state JSON-identical', () => {
        let checked = 0;
        for (const state of states.filter((s) => locked.includes(s.status))) {
          const before = JSON.stringify(state);
          deepFreeze(state);
          const edits = SAMPLES[family.family]?.events(state).filter((e) => e.type === 'EDIT') ?? [];
          for (const edit of [...edits, { type: 'EDIT', note: 'sneaky change' }, { type: 'EDIT', lines: [] }]) {
            const d = family.decide(state, edit);
            expect(d).toEqual({ ok: false, reason: family.rules[state.status]?.EDIT });
            checked += 1;
          }
          expect(JSON.stringify(state)).toBe(before);
        }
        expect(checked).toBeGreaterThan(0);
      });
    });
  }
});
