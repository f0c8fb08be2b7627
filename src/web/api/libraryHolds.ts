import { useQuery } from '@tanstack/react-query';
import { libraryHoldPageSchema, libraryHoldSchema, type LibraryHold } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/holds?productId=: a title's open holds in queue order. */
export async function fetchTitleHolds(productId: number): Promise<LibraryHold[]> {
  return libraryHoldPageSchema.parse(await api<unknown>(`/library/holds?productId=${productId}`)).items;
}

export function useTitleHolds(productId: number | null) {
  return useQuery({ queryKey: [...libraryKeys.all, 'holds', productId], queryFn: () => fetchTitleHolds(productId!), enabled: productId !== null });
}

/** POST /api/library/holds: a member joins the end of a title's queue. */
export async function placeLibraryHold(body: { memberId: number; productId: number }): Promise<LibraryHold> {
  return libraryHoldSchema.parse(await api<unknown>('/library/holds', { method: 'POST', body, formShowsErrors: true }));
}

/** POST /api/library/holds/:id/cancel: the hold leaves the queue; a copy it had on the shelf goes to the next. */
export async function cancelLibraryHold(id: number): Promise<LibraryHold> {
  return libraryHoldSchema.parse(await api<unknown>(`/library/holds/${id}/cancel`, { method: 'POST', body: {} }));
}
