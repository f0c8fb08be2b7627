import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryRulesSchema, type LibraryRules } from '../../domain/schemas/library';
import { api } from './client';
import { libraryKeys } from './queryKeys';

/** PUT /api/library/rules: the whole matrix. */
export async function saveLibraryRules(rules: LibraryRules): Promise<LibraryRules> {
  return libraryRulesSchema.parse(await api<unknown>('/library/rules', { method: 'PUT', body: rules, formShowsErrors: true }));
}

export function useSaveLibraryRules() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveLibraryRules, onSuccess: () => qc.invalidateQueries({ queryKey: libraryKeys.all }) });
}
