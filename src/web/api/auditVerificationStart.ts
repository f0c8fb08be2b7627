import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** POST /api/audit/verifications {scope, documentId?, from?, to?} → 202 {id}: the check runs on in the background. */
export interface VerificationRequest {
  scope: 'document' | 'range' | 'company';
  documentId?: number;
  from?: string;
  to?: string;
}

const startedSchema = z.object({ id: z.number() });

export async function startVerification(body: VerificationRequest): Promise<number> {
  return startedSchema.parse(await api<unknown>('/audit/verifications', { method: 'POST', body })).id;
}

export function useStartVerification() {
  return useMutation({ mutationFn: startVerification });
}
