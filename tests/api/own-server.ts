import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { boot } from '../../src/server/boot';
import { setServerClock } from '../../src/server/clock';
import { systemClock } from '../../src/domain/clock/clock';
import type { Database } from '../../src/server/db/database';
import { collectUbl } from '../support/ubl-checks';
import { startSandboxIntegrator } from '../support/sandbox-integrator';

/**
 * A fresh database of its own on the run's PostgreSQL server, so that nothing done to it reaches the shared
 * one: created by the administrator (the run's user may not create databases) and owned by the run's user. Empty,
 * or a copy of the database `template` (global-setup.ts's migrated one with the demo).
 */
export async function freshPostgresDatabase(serverUrl: string, adminUrl: string, template?: string): Promise<string> {
  const pg = (await import('pg')).default;
  const name = `defter_own_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const u = new URL(serverUrl);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name} owner ${decodeURIComponent(u.username)}${template ? ` template ${template}` : ''}`);
  await client.end();
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A server of the test file's own, for tests that must also reach into the database (to tamper with
 * the journal as an attacker would): on PGlite in a fresh directory (a copy of the run's migrated template,
 * see global-setup.ts), or in a fresh database on the run's PostgreSQL server (a copy of its migrated template
 * too, unless the server is to seed the demo another way: with its history, or none). `clock` (boot's option, e.g.
 * `clockStartingAt(new Date('2026-12-31T21:40:00Z'))`) runs it at another instant: the clock is the process's, so a
 * file runs one such server at a time.
 */
export async function startOwnServer(
  options: Omit<Parameters<typeof boot>[0], 'databaseUrl' | 'dataDir' | 'jwtSecret'> & {
    databaseUrl?: string;
    /** start again on the data a server with `keepData` left (PGlite) */
    dataDir?: string;
    keepData?: boolean;
  } = {},
): Promise<{ baseUrl: string; db: Database; databaseUrl: string | null; dataDir: string; close(): Promise<void> }> {
  const { databaseUrl, dataDir, keepData, ...rest } = options;
  const shared = inject('databaseUrl');
  const template = rest.demo === false || rest.demoHistory ? undefined : inject('databaseTemplate');
  const url = databaseUrl ?? (shared ? await freshPostgresDatabase(shared, inject('databaseAdminUrl'), template) : null);
  const dir = url ? '' : (dataDir ?? mkdtempSync(join(tmpdir(), 'defter-own-')));
  if (dir && !dataDir) cpSync(inject('templateDir'), dir, { recursive: true });
  // every UBL it builds is checked against GİB's rules when the run ends (global-setup.ts)
  const { app, db } = await boot({ databaseUrl: url, dataDir: dir, jwtSecret: null, onUbl: collectUbl(inject('ublDir')), ...rest });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    db,
    databaseUrl: url,
    dataDir: dir,
    async close() {
      await new Promise((r) => server.close(r));
      await db.close();
      // files share a process (isolate: false): the next file's module-level "today" must not read this server's instant
      if (rest.clock) setServerClock(systemClock);
      if (dir && !keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of its own with the sandbox integrator beside it, both quick: the sandbox answers for GİB in 100 ms and
 * for a buyer in 1.5 s, and the send and incoming workers look again every few tens of milliseconds. The TCMB is
 * unreachable, so rates come only from what the test stores.
 */
export async function startServerWithSandbox() {
  const sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100', SANDBOX_ANSWER_DELAY_MS: '1500' });
  const server = await startOwnServer({
    integratorUrl: sandbox.url,
    sendWorker: { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50 },
    incomingWorker: { pollMs: 50 },
    tcmbBaseUrl: 'http://127.0.0.1:9/kurlar',
  });
  return { sandbox, server };
}
