import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { DEMO } from '../../src/server/seed/demo';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { InstallationRefused, backupInstallation, restoreInstallation } from '../../src/server/backup/installation';
import { call, login } from './client';
import { freshPostgresDatabase, startOwnServer } from './own-server';

type Server = Awaited<ReturnType<typeof startOwnServer>>;

/** Issue #19: the operator's backup and restore of the whole installation (pg_dump/pg_restore, or PGlite's data tarball). */
describe('backing up and restoring the whole installation', () => {
  const work = mkdtempSync(join(tmpdir(), 'defter-installation-'));
  const servers: Server[] = [];
  afterAll(async () => {
    for (const s of servers) {
      await s.close();
      if (s.dataDir) rmSync(s.dataDir, { recursive: true, force: true });
    }
    rmSync(work, { recursive: true, force: true });
  });
  const start = async (options: Parameters<typeof startOwnServer>[0]) => {
    const s = await startOwnServer({ ...options, keepData: true });
    servers.push(s);
    return s;
  };

  const get = async (base: string, token: string, path: string) => (await call('GET', path, { token, base })).body.response;
  const picture = async (base: string, token: string) => ({
    documents: (await get(base, token, 'documents?limit=100&offset=0')).items,
    accounts: (await get(base, token, 'accounts?limit=100')).items,
    products: (await get(base, token, 'products?limit=100')).items,
  });
  const invoice = async (base: string, token: string) => {
    const [products, accounts] = await Promise.all(['products', 'accounts'].map((p) => get(base, token, p)));
    const r = await call('POST', 'documents', {
      token,
      base,
      body: {
        type: 'salesInvoice',
        accountId: accounts.items[0].id,
        lines: [{ productId: products.items[0].id, quantity: '2', unitPrice: '5.50', vatRate: 20 }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response as { id: number; number: string };
  };
  const following = (number: string) => number.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(n.length, '0'));

  it('a round trip keeps every company, and invoice numbers go on without a gap or a repeat; a target that holds data is refused', async () => {
    const source = await start({});
    const admin = await login('admin@demo.test', 'demo1234', source.baseUrl);
    const last = await invoice(source.baseUrl, admin);
    const before = await picture(source.baseUrl, admin);
    const { databaseUrl, dataDir } = source;
    await source.close();
    servers.splice(servers.indexOf(source), 1);

    const file = join(work, databaseUrl ? 'installation.dump' : 'installation.tar.gz');
    const steps: string[] = [];
    await backupInstallation({ databaseUrl, dataDir }, file, (m) => steps.push(m));
    expect(steps.at(-1)).toMatch(/^Written .* MB\)\.$/);
    expect(existsSync(`${file}.part`)).toBe(false);

    // into the installation it came from (not empty): refused
    const refused = await restoreInstallation({ databaseUrl, dataDir }, file).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InstallationRefused);
    expect((refused as Error).message).toMatch(databaseUrl ? /not empty/ : /is not empty/);
    // the other database's kind of file: refused
    const wrongKind = await restoreInstallation(
      { databaseUrl: databaseUrl ? null : 'postgres://nobody@127.0.0.1:9/none', dataDir: join(work, 'x') },
      file,
    ).catch((e: unknown) => e);
    expect((wrongKind as Error).message).toMatch(databaseUrl ? /is a PostgreSQL dump/ : /is not a PostgreSQL dump/);

    const target = databaseUrl
      ? { databaseUrl: await freshPostgresDatabase(inject('databaseUrl'), inject('databaseAdminUrl')), dataDir: '' }
      : { databaseUrl: null, dataDir: join(work, 'restored') };
    expect(await restoreInstallation(target, file)).toEqual({ companies: DEMO.length });
    rmSync(dataDir || join(work, 'none'), { recursive: true, force: true });

    const restored = await start({ databaseUrl: target.databaseUrl ?? undefined, dataDir: target.dataDir || undefined });
    const again = await login('admin@demo.test', 'demo1234', restored.baseUrl);
    expect(await picture(restored.baseUrl, again)).toEqual(before);
    expect((await invoice(restored.baseUrl, again)).number).toBe(following(last.number));
    await login('admin@oteki.test', 'demo1234', restored.baseUrl);
  }, 240_000);
});
