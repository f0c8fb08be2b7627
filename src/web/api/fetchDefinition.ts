import { useQuery } from '@tanstack/react-query';
import { definitionSchema, type Definition, type DefinitionKind } from '../../domain/schemas/definitions';
import { api } from './client';
import { definitionKeys } from './queryKeys';

/** GET /api/definitions/{kind}/{id}: one definition (the edit forms). */
export async function fetchDefinition(kind: DefinitionKind, id: number): Promise<Definition> {
  return definitionSchema.parse(await api<unknown>(`/definitions/${kind}/${id}`));
}

export function useDefinition(kind: DefinitionKind, id: number) {
  return useQuery({ queryKey: definitionKeys.one(kind, id), queryFn: () => fetchDefinition(kind, id), enabled: id > 0 });
}
