import { z } from 'zod';
import { offlineAccountSchema, offlinePageSchema } from '../../domain/schemas/offline';
import { api } from './client';
import { OFFLINE_PAGE_SIZE } from './offlineProducts';

const pageSchema = offlinePageSchema(offlineAccountSchema);
export type OfflineAccountPage = z.infer<typeof pageSchema>;

/** GET /api/offline/accounts?after=&limit=: one page of the accounts the till keeps, in id order. */
export async function fetchOfflineAccounts(after: number): Promise<OfflineAccountPage> {
  return pageSchema.parse(await api<unknown>(`/offline/accounts?after=${after}&limit=${OFFLINE_PAGE_SIZE}`));
}
