import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { jobViewSchema, type JobView } from '../../domain/schemas/document-views';
import { documentKeys } from './documentKeys';
import { idempotencyHeader, useFormKey } from './formKey';

export interface JobFields {
  title: string;
  priority: 'low' | 'medium' | 'high';
  dueDate?: string | null;
  assigneeId?: string | null;
  note?: string | null;
  accountId?: string | null;
  kind?: 'repair' | 'order' | 'service' | null;
}

/** POST /api/documents: a job, task or note; 422 lists every invalid field. */
export async function createJob(body: JobFields & { type: 'job' | 'task' | 'note' }, key?: string): Promise<JobView> {
  return jobViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true, headers: idempotencyHeader(key) }));
}

/** The form's create, with the form's one Idempotency-Key (formKey.ts). */
export function useCreateJob() {
  const qc = useQueryClient();
  const key = useFormKey();
  return useMutation({
    mutationFn: (body: JobFields & { type: 'job' | 'task' | 'note' }) => createJob(body, key),
    onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
