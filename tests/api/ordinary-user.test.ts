import { describe, expect, inject, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * A hosted PostgreSQL gives an ordinary user (LOGIN CREATEROLE, owner of its database), not a superuser:
 * the run's PostgreSQL is reached as such a user (tests/support/postgres.ts), and Defter works with it.
 */
const onPostgres = inject('databaseKind') === 'postgres';

async function withClient<T>(url: string, fn: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const productsSeenBy = async (email: string, base?: string) => {
  const r = await call('GET', 'products?limit=5', { token: await login(email, 'demo1234', base), base });
  expect(r.status).toBe(200);
  return r.body.response.items as { name: string }[];
};

describe('PostgreSQL with an ordinary user, not a superuser', () => {
  it.runIf(onPostgres)('the tests reach PostgreSQL as a user that is neither superuser nor exempt from row-level security', async () => {
    const role = await withClient(
      inject('databaseUrl'),
      async (c) => (await c.query(`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`)).rows[0],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('a company request answers with the company’s data', async () => {
    expect((await productsSeenBy('admin@demo.test')).length).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)('the ordinary user installs the trigram index of the product search itself', async () => {
    const index = await withClient(
      inject('databaseUrl'),
      async (c) => (await c.query(`select indexname from pg_indexes where indexname = 'products_search_trgm'`)).rows,
    );
    expect(index).toHaveLength(1);
  });

  it.runIf(onPostgres)('a second installation on the same server, with another owner, works too', async () => {
    const url = await anotherOwnersInstallation();
    const own = await startOwnServer({ databaseUrl: url });
    try {
      expect((await productsSeenBy('admin@demo.test', own.baseUrl)).length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it.runIf(onPostgres)('a user that is no longer a member of defter_app (a database migrated before, or restored) gets it back at the next start', async () => {
    const url = await anotherOwnersInstallation();
    await (await startOwnServer({ databaseUrl: url })).close();
    const owner = new URL(url).username;
    const memberships = await withClient(inject('databaseAdminUrl'), async (c) => {
      await c.query(`revoke defter_app from ${owner}`);
      return (await c.query(`select 1 from pg_auth_members where roleid = 'defter_app'::regrole and member = $1::regrole`, [owner])).rows;
    });
    expect(memberships).toEqual([]);
    if ((await serverVersion()) >= 160000) {
      await expect(startOwnServer({ databaseUrl: url })).rejects.toThrow(`GRANT defter_app TO "${owner}"`);
      return;
    }
    const own = await startOwnServer({ databaseUrl: url });
    try {
      expect((await productsSeenBy('admin@demo.test', own.baseUrl)).length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

const serverVersion = () => withClient(inject('databaseAdminUrl'), async (c) => Number((await c.query(`show server_version_num`)).rows[0].server_version_num));

/**
 * A database on the run's server owned by a user of its own (LOGIN CREATEROLE), as a second installation
 * has: from PostgreSQL 16 only defter_app's creator (the first installation's user) or a superuser may grant
 * it, so there the start is refused with the administrator's remedy, and the administrator applies it.
 */
async function anotherOwnersInstallation(): Promise<string> {
  const owner = `defter_other_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = inject('databaseAdminUrl');
  await withClient(admin, async (c) => {
    await c.query(`create role ${owner} login createrole password 'other-secret'`);
    await c.query(`create database ${owner} owner ${owner}`);
  });
  const url = new URL(inject('databaseUrl'));
  url.username = owner;
  url.password = 'other-secret';
  url.pathname = `/${owner}`;
  if ((await serverVersion()) >= 160000) {
    await expect(startOwnServer({ databaseUrl: url.toString() })).rejects.toThrow(`GRANT defter_app TO "${owner}"`);
    await withClient(admin, (c) => c.query(`grant defter_app to ${owner}`));
  }
  return url.toString();
}
