import { z } from 'zod';
import { api } from './client';
import { OFFLINE_PAGE_SIZE } from './offlineProducts';

const accountSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), kind: z.string(), taxNumber: z.string().nullable() });
const pageSchema = z.object({ items: z.array(accountSchema), next: z.number().nullable(), total: z.number().nullable() });
export type OfflineAccountPage = z.infer<typeof pageSchema>;

/** GET /api/offline/accounts?after=&limit=: one page of the accounts the till keeps, in id order. */
export async function fetchOfflineAccounts(after: number): Promise<OfflineAccountPage> {
  return pageSchema.parse(await api<unknown>(`/offline/accounts?after=${after}&limit=${OFFLINE_PAGE_SIZE}`));
}
