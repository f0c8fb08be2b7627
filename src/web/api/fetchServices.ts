import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { serviceDetailSchema, servicePageSchema } from '../../domain/schemas/services';
import { api } from './client';
import { serviceKeys } from './queryKeys';

export interface ServiceQuery {
  limit: number;
  offset: number;
}

/** GET /api/services: the recurring services, active ones first. */
export function useServices(query: ServiceQuery) {
  return useQuery({
    queryKey: serviceKeys.list(query),
    queryFn: async () => servicePageSchema.parse(await api<unknown>(`/services?limit=${query.limit}&offset=${query.offset}`)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/services/:id: one service with the invoices it made, newest period first. */
export function useService(id: number | null) {
  return useQuery({
    queryKey: serviceKeys.one(id),
    queryFn: async () => serviceDetailSchema.parse(await api<unknown>(`/services/${id}`)),
    enabled: id !== null,
  });
}
