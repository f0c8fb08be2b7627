import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../machines/index';
import { modelPaths, type ModelPath } from '../../support/samples';
import { call } from '../../api/client';
import { demo, MODEL_FAMILIES, sampleIds, withRealIds, type Demo } from '../../api/fixtures';

/**
 * Every locked state of every family, reached over the API along a generated path: an EDIT is refused
 * with 409 and the rule the machine names, the stored document is byte-for-byte the same before and
 * after, and the refusal is in the journal.
 */
let d: Demo;
let ids: Record<string, string>;
beforeAll(async () => {
  d = await demo();
  ids = await sampleIds(d);
});

const strip = (v: Record<string, unknown>) => {
  const { number: _n, ...rest } = withRealIds(v, ids);
  return rest;
};

for (const family of FAMILIES.filter((f) => MODEL_FAMILIES.includes(f.family))) {
  const byState = new Map<string, ModelPath>();
  for (const p of modelPaths(family)) {
    if (p.input.sourceId !== undefined || p.events.some((e) => e.type === 'SUPPLY')) continue;
    const end = p.statuses.at(-1) ?? p.created;
    if (!family.editable.includes(end) && !byState.has(end)) byState.set(end, p);
  }

  describe(`${family.family}: locked states refuse an edit`, () => {
    for (const [status, path] of byState) {
      it(`${status}`, async () => {
        let doc = (await call('POST', 'documents', { token: d.admin, body: strip(path.input) })).body.response;
        for (const event of path.events)
          doc = (await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { ...strip(event), version: doc.version } })).body.response;
        expect(doc.status).toBe(status);
        const edit = { type: 'EDIT', note: 'changed after the fact' };
        const expected = family.explain({ status, context: {} }, edit);
        const before = await call('GET', `documents/${doc.id}`, { token: d.admin });
        const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { ...edit, version: doc.version } });
        expect(r.status).toBe(409);
        expect(r.body.code).toBe(expected);
        expect(r.body.message).not.toBe(expected);
        const after = await call('GET', `documents/${doc.id}`, { token: d.admin });
        expect(after.body).toEqual(before.body);
        expect(JSON.stringify(after.body)).toBe(JSON.stringify(before.body));
        const history = (await call('GET', `documents/${doc.id}/history`, { token: d.admin })).body.response;
        expect(history.at(-1)).toMatchObject({ event: 'EDIT', accepted: false, reason: expected });
      });
    }
  });
}
