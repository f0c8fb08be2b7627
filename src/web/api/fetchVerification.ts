import { useQuery } from '@tanstack/react-query';
import { verificationSchema, type Verification } from '../../domain/schemas/audit';
import { api } from './client';
import { auditKeys } from './queryKeys';

/** How often a running verification is asked for its progress. */
export const POLL_MS = 300;

/** GET /api/audit/verifications/:id: progress while running, then the report of problems. */
export async function fetchVerification(id: number): Promise<Verification> {
  return verificationSchema.parse(await api<unknown>(`/audit/verifications/${id}`));
}

export function useVerification(id: number | null) {
  return useQuery({
    queryKey: auditKeys.verification(id),
    queryFn: () => fetchVerification(id as number),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' || !q.state.data ? POLL_MS : false),
  });
}
