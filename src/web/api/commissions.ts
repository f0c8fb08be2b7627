import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  commissionReportSchema,
  salespersonChoiceListSchema,
  salespersonListSchema,
  salespersonSchema,
  type CommissionReport,
  type Salesperson,
  type SalespersonBody,
  type SalespersonChoice,
} from '../../domain/schemas/commissions';
import type { CommissionPeriod } from '../../domain/commissions/periods';
import { SALESPERSON_TYPES } from '../../domain/commissions/rules';
import { api } from './client';
import { downloadFile } from './downloadFile';

export const commissionKeys = {
  salespeople: ['commissions', 'salespeople'] as const,
  choices: ['commissions', 'choices'] as const,
  report: (period: CommissionPeriod, date: string) => ['commissions', 'report', period, date] as const,
};

/** GET /api/commissions/salespeople: the salespeople with their rules and targets (/komisyon/tanimlar). */
const fetchSalespeople = async (): Promise<Salesperson[]> => salespersonListSchema.parse(await api<unknown>('/commissions/salespeople')).items;

export function useSalespeople() {
  return useQuery({ queryKey: commissionKeys.salespeople, queryFn: fetchSalespeople });
}

/** GET /api/commissions/choices: the active salespeople a sale may name, for every user (the till's and the editors' choice). */
export function useSalespersonChoices(enabled = true) {
  return useQuery({
    queryKey: commissionKeys.choices,
    queryFn: async (): Promise<SalespersonChoice[]> => salespersonChoiceListSchema.parse(await api<unknown>('/commissions/choices')).items,
    enabled,
  });
}

/**
 * The active salespeople a document of `type` may be credited to; null when the type names none (the editor then
 * leaves the sale to its writer).
 */
export function useCreditableSalespeople(type: string): SalespersonChoice[] | null {
  const may = SALESPERSON_TYPES.includes(type);
  const people = useSalespersonChoices(may);
  return may ? (people.data ?? NO_SALESPEOPLE) : null;
}

// one empty list while they load, so that a memoized header is not rendered again for a new one each time
const NO_SALESPEOPLE: SalespersonChoice[] = [];

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
