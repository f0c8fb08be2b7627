import { useMutation, useQueryClient } from '@tanstack/react-query';
import { definitionSchema, type Definition, type DefinitionKind } from '../../domain/schemas/definitions';
import { api } from './client';
import { definitionKeys } from './queryKeys';

/**
 * POST /api/definitions/{kind} (no id) or PUT /api/definitions/{kind}/{id} (replaces the record): the saved
 * definition, or a 422 {errors: {field: [messages]}} shown beside the fields by the caller.
 */
export interface DefinitionSave {
  id?: number;
  body: Record<string, unknown>;
}

export async function saveDefinition(kind: DefinitionKind, { id, body }: DefinitionSave): Promise<Definition> {
  const path = id ? `/definitions/${kind}/${id}` : `/definitions/${kind}`;
  return definitionSchema.parse(await api<unknown>(path, { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }));
}

export function useSaveDefinition(kind: DefinitionKind) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (save: DefinitionSave) => saveDefinition(kind, save),
    onSuccess: () => qc.invalidateQueries({ queryKey: definitionKeys.kind(kind) }),
  });
}
