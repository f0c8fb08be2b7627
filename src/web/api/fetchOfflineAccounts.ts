import type { z } from 'zod';
import { offlineAccountPageSchema } from '../../domain/schemas/offline';
import { deviceHeaders } from '../offline/offlineDb';
import { api } from './client';
import { OFFLINE_PAGE_SIZE } from './fetchOfflineProducts';

export type OfflineAccountPage = z.infer<typeof offlineAccountPageSchema>;

/** GET /api/offline/accounts?after=&limit=: one page of the accounts the till keeps, in id order. */
export async function fetchOfflineAccounts(after: number): Promise<OfflineAccountPage> {
  return offlineAccountPageSchema.parse(await api<unknown>(`/offline/accounts?after=${after}&limit=${OFFLINE_PAGE_SIZE}`, { headers: deviceHeaders() }));
}
