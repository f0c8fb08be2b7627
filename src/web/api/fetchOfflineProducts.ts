import type { z } from 'zod';
import { offlineProductPageSchema } from '../../domain/schemas/offline';
import { deviceHeaders } from '../offline/offlineDb';
import { api } from './client';

export type OfflineProductPage = z.infer<typeof offlineProductPageSchema>;

export const OFFLINE_PAGE_SIZE = 5000;

/** GET /api/offline/products?after=&limit=: one page of the catalogue the till keeps, in id order. */
export async function fetchOfflineProducts(after: number): Promise<OfflineProductPage> {
  return offlineProductPageSchema.parse(await api<unknown>(`/offline/products?after=${after}&limit=${OFFLINE_PAGE_SIZE}`, { headers: deviceHeaders() }));
}
