import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { jobViewSchema, type JobView } from '../../domain/schemas/document-views';
import { documentKeys } from './documentKeys';

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
export async function createJob(body: JobFields & { type: 'job' | 'task' | 'note' }): Promise<JobView> {
  return jobViewSchema.parse(await api<unknown>('/documents', { method: 'POST', body, formShowsErrors: true }));
}

export function useCreateJob() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createJob, onSuccess: () => qc.invalidateQueries({ queryKey: documentKeys.all }) });
}
