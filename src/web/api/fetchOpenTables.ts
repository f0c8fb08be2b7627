import { useQuery } from '@tanstack/react-query';
import { openTablePageSchema, type OpenTable } from '../../domain/schemas/tables';
import { api } from './client';
import { tableKeys } from './queryKeys';

/** GET /api/tables: the open tables (posSale drafts with a table name), oldest first. */
export async function fetchOpenTables(): Promise<OpenTable[]> {
  return openTablePageSchema.parse(await api<unknown>('/tables')).items;
}

/** Refreshed every 30 s for the other tills. */
export function useOpenTables() {
  return useQuery({ queryKey: tableKeys.open(), queryFn: fetchOpenTables, refetchInterval: 30_000 });
}
