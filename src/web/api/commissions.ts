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
import { CREDITED_TYPES } from '../../domain/commissions/rules';
import { COMMISSION_READ_ROLES, COMMISSION_WRITE_ROLES, allowedByRoles } from '../../domain/roles';
import { useUiSettings } from './fetchUiSettings';
import { api } from './client';
import { downloadFile } from './downloadFile';

export const commissionKeys = {
  salespeople: ['commissions', 'salespeople'] as const,
  report: (period: CommissionPeriod, date: string) => ['commissions', 'report', period, date] as const,
};

/** GET /api/commissions/salespeople: the salespeople with their rules and targets (/komisyon/tanimlar). */
const fetchSalespeople = async (): Promise<Salesperson[]> => salespersonListSchema.parse(await api<unknown>('/commissions/salespeople')).items;

export function useSalespeople() {
  return useQuery({ queryKey: commissionKeys.salespeople, queryFn: fetchSalespeople });
}

/**
 * The active salespeople a sale of `type` may be credited to, for a user who may read them; null when the type is not
 * one a salesperson is credited with or the user may not (the editor then leaves the sale to its writer).
 */
export function useCreditableSalespeople(type: string): Salesperson[] | null {
  const roles = useUiSettings().data?.authorizedUser.roles;
  const may = !!roles && CREDITED_TYPES.includes(type) && allowedByRoles([...COMMISSION_WRITE_ROLES, ...COMMISSION_READ_ROLES], roles);
  const people = useQuery({ queryKey: commissionKeys.salespeople, queryFn: fetchSalespeople, enabled: may });
  return may ? (people.data ?? []).filter((s) => s.active) : null;
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
