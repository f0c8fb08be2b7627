import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoIfEmpty, DEMO } from '../../src/server/seed/demo';

describe('starting again on an existing database', () => {
  it('applies no migration twice and seeds the demo only once', async () => {
    const url = inject('databaseUrl') || null;
    const dir = url ? null : mkdtempSync(join(tmpdir(), 'defter-restart-'));
    try {
      for (let start = 0; start < 2; start++) {
        const db = await openDatabase({ databaseUrl: url, dataDir: dir });
        const applied = await migrate(db);
        if (start === 1) expect(applied).toEqual([]);
        await seedDemoIfEmpty(db);
        const companies = await db.system(async (q) => (await q.query<{ n: number }>(`select count(*)::integer as n from companies`)).rows[0]!.n);
        expect(companies).toBe(DEMO.length);
        await db.close();
      }
    } finally {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  });
});
