import { useQuery } from '@tanstack/react-query';
import { waitingConversionsSchema, type WaitingConversions } from '../../domain/schemas/document-replies';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** GET /api/conversions: each conversion the user may make (lifecycles.md §3), with how many sources wait for it. */
export async function fetchWaitingConversions(): Promise<WaitingConversions> {
  return waitingConversionsSchema.parse(await api<unknown>('/conversions'));
}

export function useWaitingConversions() {
  return useQuery({ queryKey: documentKeys.waitingConversions(), queryFn: fetchWaitingConversions });
}
