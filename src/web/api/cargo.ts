import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Carrier } from '../../domain/cargo/carriers';
import {
  carrierSettingsSchema,
  shipmentLabelSchema,
  shipmentSchema,
  shipOutcomeSchema,
  waitingDocumentSchema,
  type CarrierSettings,
  type CarrierSettingsBody,
} from '../../domain/schemas/cargo';
import { api } from './client';
import { documentKeys } from './documentKeys';

/** Cargo carriers (issue #32): the company's carriers, the documents waiting to ship, the shipments and their labels. */
export const cargoKeys = {
  all: ['cargo'] as const,
  carriers: () => [...cargoKeys.all, 'carriers'] as const,
  carrier: (carrier: Carrier) => [...cargoKeys.carriers(), carrier] as const,
  waiting: (carrier: Carrier) => [...cargoKeys.all, 'waiting', carrier] as const,
  shipments: (carrier: Carrier) => [...cargoKeys.all, 'shipments', carrier] as const,
};

/** GET /api/cargo/carriers: all five, saved or not. */
export function useCarriers() {
  return useQuery({
    queryKey: cargoKeys.carriers(),
    queryFn: async () => z.object({ items: z.array(carrierSettingsSchema) }).parse(await api<unknown>('/cargo/carriers')).items,
  });
}

/** GET /api/cargo/carriers/:carrier */
export function useCarrier(carrier: Carrier) {
  return useQuery({ queryKey: cargoKeys.carrier(carrier), queryFn: async () => carrierSettingsSchema.parse(await api<unknown>(`/cargo/carriers/${carrier}`)) });
}

/** PUT /api/cargo/carriers/:carrier, guarded by the settings' version. */
export function useSaveCarrier(carrier: Carrier) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CarrierSettingsBody): Promise<CarrierSettings> =>
      carrierSettingsSchema.parse(await api<unknown>(`/cargo/carriers/${carrier}`, { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: () => qc.invalidateQueries({ queryKey: cargoKeys.carriers() }),
  });
}

/** GET /api/cargo/:carrier/waiting: the documents to ship with it. */
export function useWaitingForCargo(carrier: Carrier) {
  return useQuery({
    queryKey: cargoKeys.waiting(carrier),
    queryFn: async () => z.object({ items: z.array(waitingDocumentSchema) }).parse(await api<unknown>(`/cargo/${carrier}/waiting`)).items,
  });
}

/** GET /api/cargo/:carrier/shipments: newest first; asked again while one is on its way. */
export function useShipments(carrier: Carrier) {
  return useQuery({
    queryKey: cargoKeys.shipments(carrier),
    queryFn: async () => z.object({ items: z.array(shipmentSchema) }).parse(await api<unknown>(`/cargo/${carrier}/shipments`)).items,
    refetchInterval: (q) => (q.state.data?.some((s) => s.state === 'sending' || s.state === 'accepted' || s.state === 'inTransit') ? 3000 : false),
  });
}

/** POST /api/cargo/:carrier/shipments {documentIds}: each document's outcome. */
export async function shipDocuments(carrier: Carrier, documentIds: number[]) {
  return z.object({ items: z.array(shipOutcomeSchema) }).parse(await api<unknown>(`/cargo/${carrier}/shipments`, { method: 'POST', body: { documentIds } }))
    .items;
}

/** POST /api/cargo/shipments/:id/cancel or /refresh */
export function useShipmentAction(carrier: Carrier) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'cancel' | 'refresh' }) =>
      shipmentSchema.parse(await api<unknown>(`/cargo/shipments/${id}/${action}`, { method: 'POST', body: {} })),
    onSettled: () => invalidateCargo(qc, carrier),
  });
}

export const invalidateCargo = (qc: ReturnType<typeof useQueryClient>, carrier: Carrier) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: cargoKeys.waiting(carrier) }),
    qc.invalidateQueries({ queryKey: cargoKeys.shipments(carrier) }),
    qc.invalidateQueries({ queryKey: documentKeys.all }),
  ]);

/** GET /api/cargo/shipments/:id/label */
export function useShipmentLabel(id: number | null) {
  return useQuery({
    queryKey: [...cargoKeys.all, 'label', id],
    queryFn: async () => shipmentLabelSchema.parse(await api<unknown>(`/cargo/shipments/${id}/label`)),
    enabled: id !== null,
  });
}
