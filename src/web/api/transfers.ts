import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '../../domain/schemas/envelope';
import { transferJobListSchema, transferJobSchema, type TransferJob } from '../../domain/schemas/transfer';
import type { TransferKind } from '../../domain/transfer/columns';
import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE, REQUEST_TIMEOUT_MS, api } from './client';
import { displayApiError } from './errorDisplay';
import { transferKeys } from './queryKeys';
import { getToken } from './session';

/**
 * POST /api/transfers/<kind>: a CSV or xlsx file sent as it is (its bytes, not JSON), answered 202 with the job that
 * checks it in the background; 422 {errors: {file}} for a file that cannot be read. The shared client sends JSON
 * only, so this call sets the same headers itself.
 */
export async function uploadTransferFile({ kind, file, name }: { kind: TransferKind; file: Blob; name: string }): Promise<TransferJob> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), 'Content-Type': 'application/octet-stream' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    const url = `${API_BASE}/transfers/${kind}?fileName=${encodeURIComponent(name)}`;
    res = await fetch(url, { method: 'POST', headers, body: file, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    displayApiError(res.status, res.statusText, body, { formShowsErrors: true });
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  return successEnvelope(transferJobSchema).parse(body).response;
}

export function useUploadTransferFile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadTransferFile, onSuccess: () => qc.invalidateQueries({ queryKey: transferKeys.all }) });
}

const moving = (j: TransferJob) => j.status === 'checking' || j.status === 'writing';

/** GET /api/transfer-jobs: the company's latest transfers, newest first; polled while one is being checked or written. */
export function useTransferJobs() {
  return useQuery({
    queryKey: transferKeys.all,
    queryFn: async (): Promise<TransferJob[]> => transferJobListSchema.parse(await api<unknown>('/transfer-jobs')).items,
    refetchInterval: (query) => (query.state.data?.some(moving) ? 500 : false),
  });
}

/** POST /api/transfer-jobs/:id/confirm: a checked file written (in the background, in one transaction). */
export function useConfirmTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<TransferJob> =>
      transferJobSchema.parse(await api<unknown>(`/transfer-jobs/${id}/confirm`, { method: 'POST', body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: transferKeys.all }),
  });
}
