import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN_DIRS = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];

export function findPgBin(): string | null {
  return PG_BIN_DIRS.find((d) => existsSync(join(d, 'postgres'))) ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface TempPostgres {
  /** the installation's user: LOGIN CREATEROLE only, with a password, owner of its database (what a hosted PostgreSQL gives) */
  url: string;
  /** the cluster's superuser, through the Unix socket only: for what only an administrator may do (create a database) */
  adminUrl: string;
  stop(): Promise<void>;
}

export const OWNER_ROLE = 'defter_owner';
const OWNER_PASSWORD = 'defter-owner-secret';

/**
 * A throw-away PostgreSQL server for the tests: a fresh cluster in a temporary directory, on a free
 * port, with its socket in that directory. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user that Debian's package creates. The server is reached as an ordinary user, never as
 * the superuser, so that the tests see what a deployment on a hosted PostgreSQL sees.
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'defter-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ];
  // its own process group, so that stopping it reaches the server behind runuser too
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', join(bin, 'postgres'), ...args], { stdio: 'ignore', detached: true })
    : spawn(join(bin, 'postgres'), args, { stdio: 'ignore', detached: true });
  child.unref();
  const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  const pg = (await import('pg')).default;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (e) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PostgreSQL did not start: ${String(e)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create role ${OWNER_ROLE} login createrole nosuperuser nocreatedb nobypassrls password '${OWNER_PASSWORD}'`);
    await admin.query(`create database defter owner ${OWNER_ROLE}`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://${OWNER_ROLE}:${OWNER_PASSWORD}@127.0.0.1:${port}/defter`,
    adminUrl,
    async stop() {
      // pg_ctl's fast shutdown as the server's own user; the group kill is the fallback
      try {
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '20']);
      } catch {
        /* already gone, or stuck: the kill below ends it */
      }
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* the group has exited */
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
