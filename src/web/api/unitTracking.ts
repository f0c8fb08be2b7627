import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openLineListSchema, trackedDocumentSchema, trackingUnitListSchema } from '../../domain/schemas/unit-tracking';
import type { TrackingStep } from '../../domain/unit-tracking/steps';
import { api } from './client';
import { unitTrackingKeys } from './queryKeys';

/** GET /api/unit-tracking/units: the units lines are handed to, each with its open lines' count. */
export function useTrackingUnits() {
  return useQuery({ queryKey: unitTrackingKeys.units(), queryFn: async () => trackingUnitListSchema.parse(await api<unknown>('/unit-tracking/units')).items });
}

/** GET /api/unit-tracking/open: the lines not yet delivered, of one unit or all. */
export function useOpenLines(unitId: number | null) {
  return useQuery({
    queryKey: unitTrackingKeys.open(unitId),
    queryFn: async () => openLineListSchema.parse(await api<unknown>(`/unit-tracking/open${unitId ? `?unitId=${unitId}` : ''}`)).items,
  });
}

/** GET /api/unit-tracking/documents/:id: a receipt's or an order's lines with where each is. */
export function useTrackedDocument(id: number) {
  return useQuery({
    queryKey: unitTrackingKeys.document(id),
    queryFn: async () => trackedDocumentSchema.parse(await api<unknown>(`/unit-tracking/documents/${id}`)),
  });
}

/** POST /api/unit-tracking/units (a manager): a new unit. */
export function useAddTrackingUnit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      trackingUnitListSchema.parse(await api<unknown>('/unit-tracking/units', { method: 'POST', body: { name }, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: unitTrackingKeys.all }),
  });
}

export type LineMove = { documentId: number; lineId: string } & ({ unitId: number } | { step: TrackingStep });

/** Hands a line to a unit (`unitId`) or moves it to a step (`step`); the server's rule decides. */
export function useMoveLine() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, lineId, ...body }: LineMove) => {
      const what = 'unitId' in body ? 'unit' : 'step';
      const path = `/unit-tracking/documents/${documentId}/lines/${encodeURIComponent(lineId)}/${what}`;
      return trackedDocumentSchema.parse(await api<unknown>(path, { method: 'POST', body }));
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: unitTrackingKeys.all }),
  });
}
