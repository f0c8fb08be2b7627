import { accountSchema, type Account } from './accounts';
import { api } from './client';

/** GET /api/accounts/:id: the account of a receipt when it is opened (name, tax details for printing). */
export async function fetchAccount(id: number): Promise<Account> {
  return accountSchema.parse(await api<unknown>(`/accounts/${id}`));
}
