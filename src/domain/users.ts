/**
 * Nobody can lock the company out: after a change to one user, at least one active admin must remain.
 * `activeAdminIds` are the company's active admins before the change, read after locking their rows
 * (src/server/users/queries.ts), so two admins demoting each other at once cannot both pass.
 */
export function leavesNoAdmin(activeAdminIds: readonly number[], userId: number, after: { admin: boolean; active: boolean }): boolean {
  if (after.admin && after.active) return false;
  return activeAdminIds.filter((id) => id !== userId).length === 0;
}
