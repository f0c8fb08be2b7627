import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { overdueListSchema } from '../../domain/schemas/instalments';
import { api } from './client';
import { instalmentKeys } from './queryKeys';

export interface OverdueQuery {
  limit: number;
  offset: number;
}

/** GET /api/instalment-plans/overdue: the instalments past due and still owed across accounts, oldest first. */
export async function fetchOverdueInstalments({ limit, offset }: OverdueQuery) {
  return overdueListSchema.parse(await api<unknown>(`/instalment-plans/overdue?limit=${limit}&offset=${offset}`));
}

export function useOverdueInstalments(query: OverdueQuery) {
  return useQuery({ queryKey: instalmentKeys.overdue(query), queryFn: () => fetchOverdueInstalments(query), placeholderData: keepPreviousData });
}
