import { useQuery } from '@tanstack/react-query';
import { libraryMemberDetailSchema, type LibraryMemberDetail } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/members/:id: the member with current loans, holds and fines. */
export async function fetchLibraryMember(id: number): Promise<LibraryMemberDetail> {
  return libraryMemberDetailSchema.parse(await api<unknown>(`/library/members/${id}`));
}

export function useLibraryMember(id: number | null) {
  return useQuery({ queryKey: libraryKeys.member(id ?? 0), queryFn: () => fetchLibraryMember(id!), enabled: id !== null });
}
