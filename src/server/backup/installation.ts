import { execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, readSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { countCompanies, countTables, ensureAppRole, serverMajorVersion } from './installation-queries';

/** An installation backup or restore that cannot go on: the message says why and what to do. */
export class InstallationRefused extends Error {}

type Progress = (message: string) => void;
type Target = Pick<Config, 'databaseUrl' | 'dataDir'>;

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

function firstBytes(file: string, n: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(n);
    const read = readSync(fd, buf, 0, n, 0);
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const size = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;

/** The connection without its password (which goes to the tools through PGPASSWORD, not their command line). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/**
 * The client tool of the server's major version: PG_BIN's, then Debian's /usr/lib/postgresql/<major>/bin, then the
 * PATH's; refused when it is older than the server (pg_dump cannot read a newer server's catalogue).
 */
function pgTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const candidates = [process.env.PG_BIN && `${process.env.PG_BIN}/${name}`, `/usr/lib/postgresql/${serverMajor}/bin/${name}`, name].filter(
    Boolean,
  ) as string[];
  for (const tool of candidates) {
    let out: string;
    try {
      out = execFileSync(tool, ['--version'], { encoding: 'utf8' });
    } catch {
      continue;
    }
    const major = Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1]);
    if (major >= serverMajor) return tool;
    throw new InstallationRefused(
      `${tool} is version ${major}, older than the PostgreSQL ${serverMajor} server: install its client (Debian: apt-get install postgresql-client-${serverMajor}) or point PG_BIN at it.`,
    );
  }
  throw new InstallationRefused(
    `${name} was not found: install PostgreSQL ${serverMajor}'s client (Debian: apt-get install postgresql-client-${serverMajor}) or point PG_BIN at it.`,
  );
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new InstallationRefused(`${tool} failed (exit ${code}): ${errors.trim()}`))));
  });
}

async function withPostgres<T>(url: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPostgres(url);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * Backs up the whole installation (every company, the users, the signing key, the schema) into `file`, with the
 * server stopped: on PostgreSQL pg_dump's custom format, on PGlite the data directory's gzipped tarball.
 * Written beside `file` first and renamed at the end, so a failure leaves no half file behind.
 */
export async function backupInstallation(target: Target, file: string, progress: Progress = () => undefined): Promise<void> {
  const part = `${file}.part`;
  try {
    if (target.databaseUrl) {
      const url = target.databaseUrl;
      const major = await withPostgres(url, (db) => db.system(serverMajorVersion));
      const tool = pgTool('pg_dump', major);
      const { dbname, env } = connection(url);
      progress(`Dumping the PostgreSQL ${major} database with ${tool}…`);
      await run(tool, ['--format=custom', '--no-owner', `--file=${part}`, `--dbname=${dbname}`], env);
    } else {
      if (!existsSync(target.dataDir) || readdirSync(target.dataDir).length === 0)
        throw new InstallationRefused(`There is no PGlite data in ${target.dataDir}.`);
      progress(`Reading the PGlite data in ${target.dataDir}…`);
      const db = await openPglite(target.dataDir);
      try {
        const tarball = await db.dumpDataDir();
        writeFileSync(part, Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    renameSync(part, file);
    progress(`Written ${file} (${size(file)}).`);
  } finally {
    rmSync(part, { force: true });
  }
}

/**
 * Restores an installation backup into an empty installation (a PostgreSQL database without tables, or a PGlite
 * data directory that does not exist or is empty), then migrates it as a start would, to check that it opens.
 * On PostgreSQL pg_restore runs in one transaction; on PGlite the directory is removed again if the load fails.
 */
export async function restoreInstallation(target: Target, file: string, progress: Progress = () => undefined): Promise<{ companies: number }> {
  if (!existsSync(file)) throw new InstallationRefused(`No such file: ${file}`);
  const head = firstBytes(file, 5);
  const isPgDump = head.toString('latin1') === PG_DUMP_MAGIC;
  const isGzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  if (target.databaseUrl) {
    if (!isPgDump)
      throw new InstallationRefused(
        `${file} is not a PostgreSQL dump (pg_dump's custom format)${isGzip ? ': it looks like a PGlite backup, restored without DATABASE_URL' : ''}.`,
      );
    const url = target.databaseUrl;
    const { major, tables } = await withPostgres(url, (db) => db.system(async (q) => ({ major: await serverMajorVersion(q), tables: await countTables(q) })));
    if (tables > 0) throw new InstallationRefused(`The database of DATABASE_URL is not empty (${tables} tables): restore into a new, empty database.`);
    await withPostgres(url, (db) => db.system(ensureAppRole));
    const tool = pgTool('pg_restore', major);
    const { dbname, env } = connection(url);
    progress(`Restoring ${file} (${size(file)}) with ${tool}, in one transaction…`);
    await run(tool, ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file], env);
    progress('Checking the schema…');
    return withPostgres(url, async (db) => {
      await migrate(db);
      return { companies: await db.system(countCompanies) };
    });
  }
  if (isPgDump) throw new InstallationRefused(`${file} is a PostgreSQL dump: restore it with DATABASE_URL set to an empty database.`);
  if (!isGzip) throw new InstallationRefused(`${file} is not a PGlite installation backup (a gzipped tarball of the data directory).`);
  const dir = target.dataDir;
  const existed = existsSync(dir);
  if (existed && readdirSync(dir).length > 0) throw new InstallationRefused(`${dir} is not empty: restore into a new data directory (DATA_DIR).`);
  progress(`Loading ${file} (${size(file)}) into ${dir}…`);
  let db: Database | null = null;
  try {
    db = await openPglite(dir, new Blob([readFileSync(file)]));
    progress('Checking the schema…');
    await migrate(db);
    return { companies: await db.system(countCompanies) };
  } catch (e) {
    await db?.close().catch(() => undefined);
    db = null;
    if (existed) for (const entry of readdirSync(dir)) rmSync(`${dir}/${entry}`, { recursive: true, force: true });
    else rmSync(dir, { recursive: true, force: true });
    throw e instanceof InstallationRefused ? e : new InstallationRefused(`${file} could not be loaded as a PGlite data directory: ${(e as Error).message}`);
  } finally {
    await db?.close();
  }
}
