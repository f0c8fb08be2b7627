import { useQuery } from '@tanstack/react-query';
import type { DefinitionKind } from '../../domain/schemas/definitions';
import { api } from './client';
import { definitionSchema, type Definition } from './definitions';

/** GET /api/definitions/{kind}/{id}: one definition (the edit forms). */
export async function fetchDefinition(kind: DefinitionKind, id: number): Promise<Definition> {
  return definitionSchema.parse(await api<unknown>(`/definitions/${kind}/${id}`)) as Definition;
}

export function useDefinition(kind: DefinitionKind, id: number) {
  return useQuery({ queryKey: ['definitions', kind, 'one', id], queryFn: () => fetchDefinition(kind, id), enabled: id > 0 });
}
