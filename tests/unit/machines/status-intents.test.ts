import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../machines';

describe('every status a document can be in has a colour, and only those', () => {
  for (const family of FAMILIES) {
    it(`${family.family}: the status intents name exactly the stored states`, () => {
      const stored = Object.keys(family.rank).filter((s) => s !== family.creationState);
      expect(Object.keys(family.statusIntents).sort()).toEqual(stored.sort());
    });
    it(`${family.family}: a derived status (never stored) is none of the stored ones`, () => {
      for (const derived of Object.keys(family.derivedStatusIntents ?? {})) expect(Object.keys(family.rank)).not.toContain(derived);
    });
  }
});

describe('a document is locked exactly when its state accepts no content change', () => {
  for (const family of FAMILIES) {
    it(`${family.family}: isLocked is the complement of editable`, () => {
      for (const status of Object.keys(family.rank)) {
        expect(family.isLocked({ status, context: {} })).toBe(!family.editable.includes(status));
      }
    });
  }
});
