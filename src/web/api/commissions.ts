import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commissionReportSchema,
  salespersonListSchema,
  salespersonSchema,
  type CommissionReport,
  type Salesperson,
  type SalespersonBody,
} from '../../domain/schemas/commissions';
import type { CommissionPeriod } from '../../domain/commissions/periods';
import { api } from './client';
import { downloadFile } from './downloadFile';

export const commissionKeys = {
  salespeople: ['commissions', 'salespeople'] as const,
  report: (period: CommissionPeriod, date: string) => ['commissions', 'report', period, date] as const,
};

/** GET /api/commissions/salespeople: the salespeople with their rules and targets (/komisyon/tanimlar). */
export function useSalespeople() {
  return useQuery({
    queryKey: commissionKeys.salespeople,
    queryFn: async (): Promise<Salesperson[]> => salespersonListSchema.parse(await api<unknown>('/commissions/salespeople')).items,
  });
}

/** POST /api/commissions/salespeople (no id) or PUT …/{id}: the saved salesperson, or a 422 naming each field. */
export function useSaveSalesperson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: SalespersonBody }): Promise<Salesperson> =>
      salespersonSchema.parse(
        await api<unknown>(id ? `/commissions/salespeople/${id}` : '/commissions/salespeople', { method: id ? 'PUT' : 'POST', body, formShowsErrors: true }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['commissions'] }),
  });
}

/** DELETE /api/commissions/salespeople/{id}: their sales count for their writers again. */
export function useDeleteSalesperson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api<unknown>(`/commissions/salespeople/${id}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['commissions'] }),
  });
}

const reportParams = (period: CommissionPeriod, date: string) => new URLSearchParams({ period, ...(date ? { date } : {}) });

/** GET /api/commissions/report?period=&date=: each salesperson's line for the period holding `date` (today when blank). */
export function useCommissionReport(period: CommissionPeriod, date: string) {
  return useQuery({
    queryKey: commissionKeys.report(period, date),
    queryFn: async (): Promise<CommissionReport> => commissionReportSchema.parse(await api<unknown>(`/commissions/report?${reportParams(period, date)}`)),
  });
}

/** The same report as a spreadsheet file (format=csv). */
export async function downloadCommissionReport(period: CommissionPeriod, date: string, separator: 'semicolon' | 'tab'): Promise<void> {
  const params = reportParams(period, date);
  params.set('format', 'csv');
  params.set('separator', separator);
  await downloadFile(`commissions/report?${params}`, 'komisyon.csv');
}
