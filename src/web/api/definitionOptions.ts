import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/definitions/{kind}?role=&limit=: the choices of a stock card's pickers, in Turkish order. */
export type DefinitionKind = 'category' | 'person' | 'type' | 'manufacturer';
const optionSchema = z.object({ id: z.number(), name: z.string(), active: z.boolean().optional() }).loose();
export type DefinitionOption = z.infer<typeof optionSchema>;
const pageSchema = z.object({ items: z.array(optionSchema), total: z.number() });

/** The most choices a picker lists. */
export const OPTION_LIMIT = 500;

export async function fetchDefinitionOptions(kind: DefinitionKind, role?: string): Promise<DefinitionOption[]> {
  const params = new URLSearchParams({ limit: String(OPTION_LIMIT), offset: '0' });
  if (role) params.set('role', role);
  return pageSchema.parse(await api<unknown>(`/definitions/${kind}?${params}`)).items;
}

export function useDefinitionOptions(kind: DefinitionKind, role?: string) {
  return useQuery({ queryKey: ['definitions', kind, 'options', role ?? ''], queryFn: () => fetchDefinitionOptions(kind, role), staleTime: 60_000 });
}
