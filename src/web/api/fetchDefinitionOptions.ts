import { useQuery } from '@tanstack/react-query';
import { definitionPageSchema, type Definition, type DefinitionKind } from '../../domain/schemas/definitions';
import { api } from './client';
import { definitionKeys } from './queryKeys';

/** The most choices a picker lists. */
export const OPTION_LIMIT = 500;

/** GET /api/definitions/{kind}?role=&limit=: the choices of a stock card's pickers, in Turkish order. */
export async function fetchDefinitionOptions(kind: DefinitionKind, role?: string): Promise<Definition[]> {
  const params = new URLSearchParams({ limit: String(OPTION_LIMIT), offset: '0' });
  if (role) params.set('role', role);
  return definitionPageSchema.parse(await api<unknown>(`/definitions/${kind}?${params}`)).items;
}

export function useDefinitionOptions(kind: DefinitionKind, role?: string) {
  return useQuery({ queryKey: definitionKeys.options(kind, role ?? ''), queryFn: () => fetchDefinitionOptions(kind, role), staleTime: 60_000 });
}
