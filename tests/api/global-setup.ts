import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { boot } from '../../src/server/boot';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { startTempPostgres, type TempPostgres } from '../support/postgres';
import { freshPostgresDatabase } from './own-server';
import { collectedUblFailures, collectUbl } from '../support/ubl-checks';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: string;
    databaseUrl: string;
    databaseAdminUrl: string;
    dataDir: string;
    templateDir: string;
    /** PostgreSQL: the name of a migrated database with the demo, for own servers to start on a copy of */
    databaseTemplate: string;
    /** where the servers keep every UBL they build, checked against GİB's rules at the end (support/ubl-checks.ts) */
    ublDir: string;
  }
}

/**
 * A migrated PGlite directory with the demo, closed, for servers to start on a copy of: creating a PGlite
 * directory (its initdb) and migrating it costs seconds of CPU, copying one a fraction of a second. No signing
 * key is stored in it, so each server on a copy makes its own, as on a fresh directory.
 */
async function pgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'defter-api-template-'));
  const db = await openDatabase({ databaseUrl: null, dataDir: dir });
  await migrate(db);
  await seedDemoIfEmpty(db);
  await db.close();
  return dir;
}

/**
 * The same on PostgreSQL: a database that `create database … template` copies in a fraction of a second. The run's
 * shared database becomes the first copy, so the demo is migrated and seeded once.
 */
async function postgresTemplate(server: TempPostgres): Promise<string> {
  const url = await freshPostgresDatabase(server.url, server.adminUrl);
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  await migrate(db);
  await seedDemoIfEmpty(db);
  await db.close();
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const shared = new URL(server.url);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database ${shared.pathname.slice(1)}`);
    await admin.query(`create database ${shared.pathname.slice(1)} owner ${decodeURIComponent(shared.username)} template ${template}`);
  } finally {
    await admin.end();
  }
  return template;
}

/**
 * Starts the real server once for the API tests, over HTTP on a free port: on PGlite in a fresh
 * directory (a copy of the template), or, with API_DB=postgres, on a PostgreSQL server started here in a temporary directory.
 */
export default async function setup(project: TestProject) {
  const kind = process.env.API_DB === 'postgres' ? 'postgres' : 'pglite';
  let pgServer: TempPostgres | null = null;
  let dataDir = '';
  let templateDir = '';
  let databaseTemplate = '';
  if (kind === 'postgres') {
    pgServer = await startTempPostgres();
    databaseTemplate = await postgresTemplate(pgServer);
  } else {
    templateDir = await pgliteTemplate();
    dataDir = mkdtempSync(join(tmpdir(), 'defter-api-'));
    cpSync(templateDir, dataDir, { recursive: true });
  }
  // the central bank out of reach: lookups fall back to typed rates or say the bulletin cannot be had
  const tcmbBaseUrl = process.env.TCMB_BASE_URL ?? 'http://127.0.0.1:9/kurlar';
  const ublDir = mkdtempSync(join(tmpdir(), 'defter-ubl-'));
  const { app, db } = await boot({ databaseUrl: pgServer?.url ?? null, dataDir, jwtSecret: null, tcmbBaseUrl, onUbl: collectUbl(ublDir) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}/api/`);
  project.provide('databaseKind', kind);
  project.provide('databaseUrl', pgServer?.url ?? '');
  project.provide('databaseAdminUrl', pgServer?.adminUrl ?? '');
  project.provide('dataDir', dataDir);
  project.provide('templateDir', templateDir);
  project.provide('databaseTemplate', databaseTemplate);
  project.provide('ublDir', ublDir);
  return async () => {
    await new Promise((r) => server.close(r));
    await db.close();
    await pgServer?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (templateDir) rmSync(templateDir, { recursive: true, force: true });
    // every UBL any test made, as GİB would check it: one it would refuse fails the run (its file is kept to read)
    const { checked, failed } = await collectedUblFailures(ublDir);
    if (failed.length === 0) return rmSync(ublDir, { recursive: true, force: true });
    // vitest reports an error thrown here but still exits with 0: the exit code says it
    console.error(`GİB would refuse ${failed.length} of the ${checked} UBL documents the tests made:\n${failed.join('\n')}`);
    process.exitCode = 1;
  };
}
