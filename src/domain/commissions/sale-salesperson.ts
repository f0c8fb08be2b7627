/** What the company knows of the salesperson a sale names: one of its own, one it deleted, or none it ever had. */
export type NamedSalesperson = 'present' | 'removed' | 'unknown';

/**
 * Whether a sale keeps the salesperson it names. A till sale is uploaded from the till's queue, perhaps long after it
 * was made offline: the sale happened and must not be lost, so one naming a salesperson deleted meanwhile is kept
 * and credited to its writer (`drop`). Any other unknown id (one the company never had, another company's) is a 422
 * on `salespersonId`, as it is on an invoice or an order, where the user can choose again.
 */
export function saleSalesperson(named: NamedSalesperson, fromTill: boolean): 'keep' | 'drop' | 'refuse' {
  if (named === 'present') return 'keep';
  return named === 'removed' && fromTill ? 'drop' : 'refuse';
}
