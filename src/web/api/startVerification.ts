import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { verificationStartedSchema, type verificationBody } from '../../domain/schemas/audit';
import { api } from './client';

/** POST /api/audit/verifications {scope, documentId?, from?, to?} → 202 {id}: the check runs on in the background. */
export type VerificationRequest = z.input<typeof verificationBody>;

export async function startVerification(body: VerificationRequest): Promise<number> {
  return verificationStartedSchema.parse(await api<unknown>('/audit/verifications', { method: 'POST', body })).id;
}

export function useStartVerification() {
  return useMutation({ mutationFn: startVerification });
}
