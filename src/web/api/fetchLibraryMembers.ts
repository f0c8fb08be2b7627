import { useQuery } from '@tanstack/react-query';
import { libraryMemberPageSchema } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/members?q=: members by card number, name or institution. */
export async function fetchLibraryMembers(q: string) {
  return libraryMemberPageSchema.parse(await api<unknown>(`/library/members?${new URLSearchParams({ q, limit: '200' })}`));
}

export function useLibraryMembers(q: string) {
  return useQuery({ queryKey: libraryKeys.members({ q }), queryFn: () => fetchLibraryMembers(q) });
}
