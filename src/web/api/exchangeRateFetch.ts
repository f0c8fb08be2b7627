import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** POST /api/exchange-rates/fetch {date?}: the server fetches and stores the bulletin answering for the day (today unless given); 404 NF10010 when it cannot. */
const fetchedSchema = z.object({ date: z.string(), bulletinDate: z.string(), bulletinNo: z.string() });
export type FetchedBulletin = z.infer<typeof fetchedSchema>;

export async function fetchBulletinNow(date?: string): Promise<FetchedBulletin> {
  return fetchedSchema.parse(await api<unknown>('/exchange-rates/fetch', { method: 'POST', body: date ? { date } : {} }));
}

export function useFetchBulletin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fetchBulletinNow, onSuccess: () => qc.invalidateQueries({ queryKey: ['exchange-rates'] }) });
}
