import { useQuery } from '@tanstack/react-query';
import { moduleIndexSchema, type ModuleIndex } from '../../domain/schemas/transfer';
import { api } from './client';
import { moduleIndexKeys } from './queryKeys';

/** GET /api/module-index: each integration, whether it is set up, and its last run. */
export function useModuleIndex() {
  return useQuery({
    queryKey: moduleIndexKeys.all,
    queryFn: async (): Promise<ModuleIndex['items']> => moduleIndexSchema.parse(await api<unknown>('/module-index')).items,
  });
}
