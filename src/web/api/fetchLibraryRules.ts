import { useQuery } from '@tanstack/react-query';
import { libraryRulesSchema, type LibraryRules } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** GET /api/library/rules: the loan rules matrix with its default rule and the days a ready hold waits. */
export async function fetchLibraryRules(): Promise<LibraryRules> {
  return libraryRulesSchema.parse(await api<unknown>('/library/rules'));
}

export function useLibraryRules() {
  return useQuery({ queryKey: libraryKeys.rules(), queryFn: fetchLibraryRules });
}
