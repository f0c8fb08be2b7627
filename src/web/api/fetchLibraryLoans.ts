import { useQuery } from '@tanstack/react-query';
import { libraryLoanPageSchema, libraryOverdueNoticePageSchema } from '../../domain/schemas/library';
import { api } from './client';
import { downloadFile } from './downloadFile';
import { libraryKeys } from './queryKeys';

export interface LibraryLoanFilter {
  status: string;
  q: string;
}

const params = (f: LibraryLoanFilter) => new URLSearchParams(Object.entries(f).filter(([, v]) => v !== ''));

/** GET /api/library/loans: lent, overdue, returned and lost loans. */
export async function fetchLibraryLoans(f: LibraryLoanFilter) {
  return libraryLoanPageSchema.parse(await api<unknown>(`/library/loans?${params(f)}&limit=500`));
}

export function useLibraryLoans(f: LibraryLoanFilter) {
  return useQuery({ queryKey: libraryKeys.loans(f), queryFn: () => fetchLibraryLoans(f) });
}

/** The same loans as CSV. */
export async function downloadLibraryLoans(f: LibraryLoanFilter): Promise<void> {
  await downloadFile(`library/loans?${params(f)}&format=csv`, 'odunc.csv');
}

/** GET /api/library/overdue-notices: one notice per member with their overdue loans and the fine so far. */
export function useOverdueNotices() {
  return useQuery({
    queryKey: [...libraryKeys.all, 'overdueNotices'],
    queryFn: async () => libraryOverdueNoticePageSchema.parse(await api<unknown>('/library/overdue-notices')).items,
  });
}
