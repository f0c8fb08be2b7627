import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../machines/index';
import { modelPaths, type ModelPath } from '../../support/samples';
import { call } from '../../api/client';
import { demo, MODEL_FAMILIES, sampleIds, withRealIds, type Demo } from '../../api/fixtures';

/**
 * The paths generated from each machine with createTestModel run against the HTTP API on the real
 * database: after creation and after every event the document's status must be the model's.
 * Left out: paths through conversions (their SUPPLY is sent by the server, tested in conversions.test)
 * and the families whose facts the API does not compute yet (loan, cash-box session).
 */
let d: Demo;
let ids: Record<string, string>;
beforeAll(async () => {
  d = await demo();
  ids = await sampleIds(d);
});

/** The sample with the demo's real ids; the number is the server's to assign. */
function real(value: Record<string, unknown>): Record<string, unknown> {
  const { number: _n, ...rest } = withRealIds(value, ids);
  return rest;
}

const viaApi = (p: ModelPath) => p.input.sourceId === undefined && !p.events.some((e) => e.type === 'SUPPLY');

for (const family of FAMILIES.filter((f) => MODEL_FAMILIES.includes(f.family))) {
  describe(`${family.family}: model paths over HTTP`, () => {
    const paths = modelPaths(family).filter(viaApi);

    it(`has paths to run (${paths.length})`, () => {
      expect(paths.length).toBeGreaterThan(3);
    });

    it('the API status equals the model status at every step', async () => {
      for (const path of paths) {
        const created = await call('POST', 'documents', { token: d.admin, body: real(path.input) });
        expect(created.status, `${family.family} create ${JSON.stringify(created.body)}`).toBe(201);
        let doc = created.body.response;
        expect(doc.status).toBe(path.created);
        for (const [i, event] of path.events.entries()) {
          const r = await call('POST', `documents/${doc.id}/events`, { token: d.admin, body: { ...real(event), version: doc.version } });
          const label = `${family.family} ${path.events
            .slice(0, i + 1)
            .map((e) => e.type)
            .join(' → ')}: ${JSON.stringify(r.body).slice(0, 300)}`;
          expect(r.status, label).toBe(200);
          doc = r.body.response;
          expect(doc.status, label).toBe(path.statuses[i]);
        }
        const replay = (await call('GET', `documents/${doc.id}/replay`, { token: d.auditor })).body.response;
        expect(replay, `${family.family} replay`).toMatchObject({ matches: true, chainValid: true, status: doc.status });
      }
      // the receipt family walks hundreds of paths over HTTP: minutes on a busy two-core machine
    }, 300_000);
  });
}
