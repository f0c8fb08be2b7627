import { APP_ROLE, type Queryable } from '../db/database';
import type { CommandContext } from '../documents/commands';

/**
 * Runs `fn` as the company's first admin under its row-level security, as a request of that user would: the
 * demo's documents go through the same commands (src/server/documents/commands.ts) as the API's.
 */
export async function asCompanyAdmin<T>(q: Queryable, companyName: string, fn: (ctx: CommandContext) => Promise<T>): Promise<T> {
  const company = await q.query<{ company_id: number; user_id: number }>(
    `select c.id as company_id, u.id as user_id from companies c join users u on u.company_id = c.id and 'admin' = any(u.roles)
      where c.name = $1 order by u.id limit 1`,
    [companyName],
  );
  const { company_id: companyId, user_id: userId } = company.rows[0]!;
  await q.query(`select set_config('app.company_id', $1, true), set_config('role', $2, true)`, [String(companyId), APP_ROLE]);
  const ctx: CommandContext = {
    q,
    auth: {
      id: userId,
      companyId,
      email: '',
      name: '',
      roles: ['admin'],
      permissions: [],
      expiredPassword: false,
      jti: 'seed',
      tokenExpiresAt: 0,
      sessionEpoch: 0,
    },
  };
  const result = await fn(ctx);
  await q.query(`select set_config('role', 'none', true), set_config('app.company_id', '', true)`);
  return result;
}
