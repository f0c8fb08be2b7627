import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobListSchema, jobSchema, type JobState } from '../../domain/schemas/jobs';
import { api } from './client';

const jobQueueKeys = { all: ['jobQueue'] as const, list: (kind: string, state: string) => ['jobQueue', kind, state] as const };

/** GET /api/jobs: the background jobs the company sees, of one kind and state when chosen; read again every 2 s (progress). */
export function useJobs(kind: string, state: JobState | '') {
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(state ? { state } : {}) }).toString();
  return useQuery({
    queryKey: jobQueueKeys.list(kind, state),
    queryFn: async () => jobListSchema.parse(await api<unknown>(`/jobs${query ? `?${query}` : ''}`)),
    refetchInterval: 2000,
  });
}

/** POST /api/jobs/:id/retry: a dead job run again. */
export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => jobSchema.parse(await api<unknown>(`/jobs/${id}/retry`, { method: 'POST', body: {} })),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobQueueKeys.all }),
  });
}
