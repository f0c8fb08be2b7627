import { writersOf } from './registry';

export interface Actor {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
}

/** Whether a user may create `type` or act on one: an admin always, others when the family's descriptor names their role. */
export function mayWrite(actor: Actor, type: string): boolean {
  if (actor.roles.includes('admin')) return true;
  return writersOf(type).some((r) => actor.roles.includes(r));
}

/** Auditors read everything and change nothing; the others read what they may write. */
export function mayRead(actor: Actor, type: string): boolean {
  if (actor.roles.includes('auditor')) return true;
  return mayWrite(actor, type);
}
