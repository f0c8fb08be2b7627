import { APP_ROLE, type Queryable } from './database';

/**
 * Makes the connecting user able to switch to APP_ROLE, as every company transaction does (database.ts).
 * PostgreSQL lets only a superuser or a member of a role switch to it, and the user that created the role
 * in migration 001 is not a member unless it is a superuser: PostgreSQL 15 makes no creator a member, and
 * 16+ gives the creator the ADMIN option only (it may grant the role, not switch to it). A hosted
 * PostgreSQL's user (LOGIN CREATEROLE, owner of its database) therefore grants the role to itself here.
 *
 * It runs at every start rather than once in a migration: membership belongs to the server, not to the
 * database, so a database restored elsewhere or migrated before this step is mended too, and a user that
 * may not grant it gets a message saying what the administrator does, not a 500 on every request.
 */
export async function joinAppRole(q: Queryable): Promise<void> {
  if (await canSwitchToAppRole(q)) return; // a superuser (and PGlite, which runs as one), or already a member
  const user = (await q.query<{ user: string }>(`select current_user as "user"`)).rows[0]!.user;
  const remedy = `an administrator (or the role that created ${APP_ROLE}) runs once: GRANT ${APP_ROLE} TO "${user}";`;
  try {
    await q.query(`grant ${APP_ROLE} to current_user`);
  } catch (e) {
    throw new Error(`The database user "${user}" may not act as the role ${APP_ROLE} nor grant it to itself: ${remedy}`, { cause: e });
  }
  if (!(await canSwitchToAppRole(q))) throw new Error(`The database user "${user}" is a member of ${APP_ROLE} but may not switch to it: ${remedy}`);
}

/** Tries the switch the company transactions make, undoing it (and any error) with a savepoint. */
async function canSwitchToAppRole(q: Queryable): Promise<boolean> {
  await q.query('savepoint app_role_probe');
  try {
    await q.query(`select set_config('role', '${APP_ROLE}', true)`);
    return true;
  } catch {
    return false;
  } finally {
    await q.query('rollback to savepoint app_role_probe');
  }
}
