import type { z } from 'zod';
import { leavesNoAdmin } from '../../domain/users';
import type { UpdateUserBody, userSchema } from '../../domain/schemas/users';
import type { Queryable } from '../db/database';
import { ApiError, fail, invalid } from '../http/errors';
import { isUniqueViolation } from '../http/field-checks';
import { findUser, lockAdminsAndUser, updateUser, type UserRow } from './queries';

export const userJson = (r: UserRow) =>
  ({
    id: r.id,
    name: r.name,
    email: r.email,
    roles: r.roles,
    permissions: r.permissions,
    authorizedIps: r.authorized_ips,
    expiredPassword: r.expired_password,
    active: r.active,
    version: r.version,
  }) satisfies z.input<typeof userSchema>;

/** The e-mail signs in, so it is unique over every company (users_email_unique): taken is a 422 on the field. */
export async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ email: [{ key: 'validation.emailTaken' }] });
    throw e;
  }
}

/**
 * Edits a user of `companyId` in the caller's transaction (that company's context): a stale version is a 409
 * US10002, and a change that leaves the company without an active admin a 409 US10001, decided after locking the
 * company's admins. Used by /sistem/kullanici and by the licence management's user edit alike.
 */
export async function editUser(q: Queryable, companyId: number, id: number, body: UpdateUserBody, passwordHash: string | null): Promise<UserRow> {
  const { adminIds, user } = await lockAdminsAndUser(q, companyId, id);
  if (!user) throw fail('NF10004');
  if (body.version !== user.version) throw fail('US10002');
  const roles = body.roles ?? user.roles;
  const active = body.active ?? user.active;
  if (leavesNoAdmin(adminIds, id, { admin: roles.includes('admin'), active })) {
    throw new ApiError(409, 'US10001', 'errors.US10001', {}, { [body.active === false ? 'active' : 'roles']: [{ key: 'errors.US10001' }] });
  }
  await updateUser(q, companyId, id, {
    name: body.name ?? user.name,
    email: body.email ?? user.email,
    passwordHash,
    roles,
    permissions: body.permissions ?? user.permissions,
    authorizedIps: body.authorizedIps ?? user.authorized_ips,
    expiredPassword: body.expiredPassword ?? user.expired_password,
    active,
    endSessions: passwordHash !== null || (user.active && !active),
  });
  return (await findUser(q, companyId, id))!;
}
