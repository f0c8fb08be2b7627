import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { DefinitionKind } from '../../domain/schemas/definitions';
import { api } from './client';

/**
 * GET /api/definitions/{kind}?q=&role=&active=&limit=&offset=: categories, people, types or manufacturers in
 * Turkish alphabetical order; the kind's own fields (birthYear, isPublisher, website, …) beside the common ones.
 */
export const definitionSchema = z
  .object({
    id: z.number(),
    kind: z.string(),
    name: z.string(),
    parentId: z.number().nullable(),
    roles: z.array(z.string()),
    active: z.boolean(),
  })
  .loose();
export type Definition = z.infer<typeof definitionSchema> & Record<string, unknown>;

const definitionPageSchema = z.object({ items: z.array(definitionSchema), total: z.number() });
export type DefinitionPage = { items: Definition[]; total: number };

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
  return definitionPageSchema.parse(await api<unknown>(`/definitions/${kind}?${params}`)) as DefinitionPage;
}

export function useDefinitions(kind: DefinitionKind, query: DefinitionQuery) {
  return useQuery({ queryKey: ['definitions', kind, query], queryFn: () => fetchDefinitions(kind, query), placeholderData: keepPreviousData });
}
