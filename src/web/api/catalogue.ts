import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  catalogueAttentionSchema,
  catalogueEntryPageSchema,
  catalogueEntrySchema,
  catalogueJobSchema,
  catalogueManufacturerSchema,
  catalogueSettingsSchema,
  storeComparisonSchema,
  type CatalogueEntry,
  type CatalogueJob,
  type CatalogueJobKind,
  type CatalogueSettings,
  type CatalogueManufacturer,
} from '../../domain/schemas/catalogue';
import { api } from './client';
import { productKeys } from './queryKeys';

/** The shared catalogue (issue #30): the search and cards of a company, the keeper's entries and manufacturers. */
export const catalogueKeys = { all: ['catalogue'] as const };

/** GET /api/catalogue/entries?q=&limit=&offset= */
export function useCatalogueEntries(q: string, limit: number, offset: number) {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'entries', q, limit, offset],
    queryFn: async () =>
      catalogueEntryPageSchema.parse(await api<unknown>(`/catalogue/entries?${new URLSearchParams({ q, limit: String(limit), offset: String(offset) })}`)),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/catalogue/entries/{id} */
export function useCatalogueEntry(id: number | undefined) {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'entry', id],
    queryFn: async (): Promise<CatalogueEntry> => catalogueEntrySchema.parse(await api<unknown>(`/catalogue/entries/${id}`)),
    enabled: id !== undefined,
  });
}

const useInvalidateCatalogue = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: catalogueKeys.all });
};

/** POST /api/catalogue/entries (no id) or PUT /api/catalogue/entries/{id}: the keeper's save, or a 422 naming each field. */
export function useSaveCatalogueEntry() {
  const onSuccess = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: Record<string, unknown> }): Promise<CatalogueEntry> =>
      catalogueEntrySchema.parse(
        await api<unknown>(id ? `/catalogue/entries/${id}` : '/catalogue/entries', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }),
      ),
    onSuccess,
  });
}

/** GET /api/catalogue/manufacturers */
export function useCatalogueManufacturers() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'manufacturers'],
    queryFn: async (): Promise<CatalogueManufacturer[]> =>
      z.object({ items: z.array(catalogueManufacturerSchema) }).parse(await api<unknown>('/catalogue/manufacturers')).items,
  });
}

/** POST or PUT /api/catalogue/manufacturers */
export function useSaveCatalogueManufacturer() {
  const onSuccess = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: Record<string, unknown> }): Promise<CatalogueManufacturer> =>
      catalogueManufacturerSchema.parse(
        await api<unknown>(id ? `/catalogue/manufacturers/${id}` : '/catalogue/manufacturers', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }),
      ),
    onSuccess,
  });
}

/** GET /api/catalogue/checks: the keeper's check list */
export function useCatalogueChecks() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'checks'],
    queryFn: async () => z.object({ items: z.array(catalogueAttentionSchema) }).parse(await api<unknown>('/catalogue/checks?limit=200')).items,
  });
}

/** POST /api/catalogue/stock-cards: the company's cards drawn from entries */
export function useMakeStockCards() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (entryIds: number[]) =>
      z
        .object({ createdProductIds: z.array(z.number()), existingProductIds: z.array(z.number()) })
        .parse(await api<unknown>('/catalogue/stock-cards', { method: 'POST', body: { entryIds } })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: catalogueKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all })]),
  });
}

/** GET /api/catalogue/store-comparison */
export function useStoreComparison() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'store'],
    queryFn: async () => z.object({ items: z.array(storeComparisonSchema) }).parse(await api<unknown>('/catalogue/store-comparison')).items,
  });
}

/** POST /api/catalogue/store-updates */
export function useUpdateFromCatalogue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (productIds: number[]) =>
      z.object({ updatedProductIds: z.array(z.number()) }).parse(await api<unknown>('/catalogue/store-updates', { method: 'POST', body: { productIds } })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: catalogueKeys.all }), qc.invalidateQueries({ queryKey: productKeys.all })]),
  });
}

/** GET /api/catalogue/settings (/modul/katalog/ayar) */
export function useCatalogueSettings() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'settings'],
    queryFn: async (): Promise<CatalogueSettings> => catalogueSettingsSchema.parse(await api<unknown>('/catalogue/settings')),
  });
}

/** PUT /api/catalogue/settings */
export function useSaveCatalogueSettings() {
  const onSuccess = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>): Promise<CatalogueSettings> =>
      catalogueSettingsSchema.parse(await api<unknown>('/catalogue/settings', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess,
  });
}

/** GET /api/catalogue/jobs: the company's publishing runs, newest first; polled while one is open */
export function useCatalogueJobs() {
  return useQuery({
    queryKey: [...catalogueKeys.all, 'jobs'],
    queryFn: async (): Promise<CatalogueJob[]> => z.object({ items: z.array(catalogueJobSchema) }).parse(await api<unknown>('/catalogue/jobs')).items,
    refetchInterval: (query) => (query.state.data?.some((j) => j.status === 'queued' || j.status === 'running') ? 1_000 : false),
  });
}

/** POST /api/catalogue/jobs: a run asked (or the open one of its kind) */
export function useAskCatalogueJob() {
  const onSuccess = useInvalidateCatalogue();
  return useMutation({
    mutationFn: async (kind: CatalogueJobKind): Promise<CatalogueJob> =>
      catalogueJobSchema.parse(await api<unknown>('/catalogue/jobs', { method: 'POST', body: { kind } })),
    onSuccess,
  });
}
