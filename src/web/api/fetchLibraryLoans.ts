import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { libraryLoanPageSchema, libraryOverdueNoticePageSchema } from '../../domain/schemas/library';
import { api } from './client';
import { downloadFile } from './downloadFile';
import { libraryKeys } from './queryKeys';

/** GET /api/library/loans: lent, overdue, returned and lost loans; `params` are the loan descriptor's filters as a query. */
export async function fetchLibraryLoans(params: string) {
  return libraryLoanPageSchema.parse(await api<unknown>(`/library/loans?${params}&limit=500`));
}

/** Nothing is asked while `params` is null (a wrong date range). */
export function useLibraryLoans(params: string | null) {
  return useQuery({
    queryKey: libraryKeys.loans({ params }),
    queryFn: () => fetchLibraryLoans(params ?? ''),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** The same loans as CSV. */
export async function downloadLibraryLoans(params: string): Promise<void> {
  await downloadFile(`library/loans?${params}&format=csv`, 'odunc.csv');
}

/** GET /api/library/overdue-notices: one notice per member with their overdue loans and the fine so far. */
export function useOverdueNotices() {
  return useQuery({
    queryKey: [...libraryKeys.all, 'overdueNotices'],
    queryFn: async () => libraryOverdueNoticePageSchema.parse(await api<unknown>('/library/overdue-notices')).items,
  });
}
