import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { openTableSchema } from '../../domain/schemas/tables';
import { api } from './client';

const pageSchema = z.object({ items: z.array(openTableSchema), total: z.number() });

/** GET /api/tables: the open tables (posSale drafts with a table name), oldest first; refreshed every 30 s for other tills. */
export function useOpenTables() {
  return useQuery({ queryKey: ['tables', 'open'], queryFn: async () => pageSchema.parse(await api<unknown>('/tables')).items, refetchInterval: 30_000 });
}
