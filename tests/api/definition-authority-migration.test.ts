import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { splitStatements } from '../../src/server/db/migrate';
import { freshDemoDatabase } from '../support/fresh-database';

/**
 * Migration 078: before it every manager wrote the definitions; on an upgrade each non-admin manager is given the
 * definition authority so that nobody loses it, and no one else is. On a fresh embedded database of its own, with
 * the users as an installation before it had them.
 */
const MIGRATION = fileURLToPath(new URL('../../src/server/db/migrations/078_definition_and_account_product_authority.sql', import.meta.url));

describe.skipIf(inject('databaseKind') !== 'pglite')('migration 078: the definition authority on an upgrade', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDemoDatabase();
  });
  afterAll(() => db?.close());

  it('gives every manager who is not an admin the definitionAuthority permission once, keeping their other permissions, and nobody else', async () => {
    const rows = await db.system(async (q) => {
      const company = (await q.query<{ id: number }>(`select id from companies order by id limit 1`)).rows[0]!.id;
      // the users as they were before 078: nobody had the permission
      await q.query(`update users set permissions = array_remove(permissions, 'definitionAuthority')`);
      const add = (email: string, roles: string[], permissions: string[]) =>
        q.query(`insert into users (company_id, email, name, password_hash, roles, permissions) values ($1, $2, 'Eski', 'x', $3, $4)`, [
          company,
          email,
          roles,
          permissions,
        ]);
      await add('m078@demo.test', ['manager'], ['fastSale']);
      await add('mo078@demo.test', ['manager', 'operator'], []);
      await add('am078@demo.test', ['admin', 'manager'], []);
      await add('o078@demo.test', ['operator', 'auditor'], ['fastSale']);
      const update = splitStatements(readFileSync(MIGRATION, 'utf8')).filter((s) => /^update users/.test(s));
      expect(update).toHaveLength(1);
      // run twice: a second run changes nothing
      for (let i = 0; i < 2; i++) await q.query(update[0]!);
      return (
        await q.query<{ email: string; permissions: string[] }>(
          `select email, permissions from users where email like '%078@demo.test' or email = 'muhasebe@demo.test' order by email`,
        )
      ).rows;
    });
    expect(Object.fromEntries(rows.map((r) => [r.email, r.permissions]))).toEqual({
      'am078@demo.test': [],
      'm078@demo.test': ['fastSale', 'definitionAuthority'],
      'mo078@demo.test': ['definitionAuthority'],
      'muhasebe@demo.test': ['fastSale', 'definitionAuthority'],
      'o078@demo.test': ['fastSale'],
    });
  });
});
