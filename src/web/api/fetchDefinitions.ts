import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { definitionPageSchema, type DefinitionKind, type DefinitionPage } from '../../domain/schemas/definitions';
import { api } from './client';
import { definitionKeys } from './queryKeys';

/**
 * GET /api/definitions/{kind}?q=&role=&active=&limit=&offset=: categories, people, types or manufacturers in
 * Turkish alphabetical order; the kind's own fields (birthYear, isPublisher, website, …) beside the common ones.
 */
export interface DefinitionQuery {
  q?: string;
  role?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

export async function fetchDefinitions(kind: DefinitionKind, { q, role, active, limit, offset }: DefinitionQuery): Promise<DefinitionPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (active !== undefined) params.set('active', String(active));
  return definitionPageSchema.parse(await api<unknown>(`/definitions/${kind}?${params}`));
}

export function useDefinitions(kind: DefinitionKind, query: DefinitionQuery) {
  return useQuery({ queryKey: definitionKeys.list(kind, query), queryFn: () => fetchDefinitions(kind, query), placeholderData: keepPreviousData });
}
