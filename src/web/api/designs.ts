import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  labelDesignSchema,
  printDesignSchema,
  type LabelDesignBody,
  type LabelDesignView,
  type PrintDesignBody,
  type PrintDesignView,
} from '../../domain/schemas/print-design';
import { api } from './client';
import { designKeys } from './queryKeys';

/** GET /api/print-design: how every document of the company prints. */
export function usePrintDesign() {
  return useQuery({
    queryKey: designKeys.print,
    queryFn: async (): Promise<PrintDesignView> => printDesignSchema.parse(await api<unknown>('/print-design')),
    staleTime: 60_000,
  });
}

/** PUT /api/print-design (admins), guarded by the design's version. */
export function useSavePrintDesign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrintDesignBody) => printDesignSchema.parse(await api<unknown>('/print-design', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (d) => qc.setQueryData(designKeys.print, d),
  });
}

/** GET /api/label-design: the label sheet's layout. */
export function useLabelDesign() {
  return useQuery({
    queryKey: designKeys.label,
    queryFn: async (): Promise<LabelDesignView> => labelDesignSchema.parse(await api<unknown>('/label-design')),
    staleTime: 60_000,
  });
}

/** PUT /api/label-design (admins and managers), guarded by the design's version. */
export function useSaveLabelDesign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LabelDesignBody) => labelDesignSchema.parse(await api<unknown>('/label-design', { method: 'PUT', body, formShowsErrors: true })),
    onSuccess: (d) => qc.setQueryData(designKeys.label, d),
  });
}
