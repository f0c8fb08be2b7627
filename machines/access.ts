import type { Role } from '../src/domain/roles';
import { writersOf } from './registry';

export interface Actor {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
}

/** Roles that read every document and change none: they open a document's page without its actions. */
export const READ_ONLY_ROLES: readonly Role[] = ['auditor'];

/** Whether a user may create `type` or act on one: an admin always, others when the family's descriptor names their role. */
export function mayWrite(actor: Pick<Actor, 'roles'>, type: string): boolean {
  if (actor.roles.includes('admin')) return true;
  return writersOf(type).some((r) => actor.roles.includes(r));
}

/** The roles that may read what `writers` may write: they and the read-only roles (an admin always may). */
export function readersOfWriters(writers: readonly Role[]): readonly Role[] {
  return [...new Set([...writers, ...READ_ONLY_ROLES])];
}

/** The roles that may open a document of `type`: its writers and the read-only roles (an admin always may). */
export function readersOf(type: string): readonly Role[] {
  return readersOfWriters(writersOf(type));
}

/** Auditors read everything and change nothing; the others read what they may write. */
export function mayRead(actor: Pick<Actor, 'roles'>, type: string): boolean {
  if (actor.roles.includes('admin')) return true;
  return readersOf(type).some((r) => actor.roles.includes(r));
}
