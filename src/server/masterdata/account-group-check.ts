import { holdAccountGroup } from '../account-groups/public';
import type { Queryable } from '../db/database';
import { addError, type Errors } from '../http/field-checks';

/** An account card's group must be one of the company's (held until the write commits: a parallel delete then fails). */
export async function checkAccountGroup(q: Queryable, groupId: number | undefined, errors: Errors): Promise<void> {
  if (groupId !== undefined && !(await holdAccountGroup(q, groupId))) addError(errors, 'groupId', 'validation.groupNotFound');
}
