import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/audit/verifications/:id: progress while running, then the report of problems. */
const problemSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  kind: z.enum(['mismatch', 'brokenChain', 'unreadable']),
  seq: z.number().optional(),
  why: z.string().optional(),
});
export type VerificationProblem = z.infer<typeof problemSchema>;

const verificationSchema = z.object({
  id: z.number(),
  status: z.enum(['running', 'done', 'failed']),
  scope: z.string(),
  done: z.number(),
  total: z.number(),
  problems: z.array(problemSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** How often a running verification is asked for its progress. */
export const POLL_MS = 300;

export async function fetchVerification(id: number): Promise<Verification> {
  return verificationSchema.parse(await api<unknown>(`/audit/verifications/${id}`));
}

export function useVerification(id: number | null) {
  return useQuery({
    queryKey: ['audit-verification', id],
    queryFn: () => fetchVerification(id as number),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'running' || !q.state.data ? POLL_MS : false),
  });
}
