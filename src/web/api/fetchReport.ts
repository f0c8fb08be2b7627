import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportName } from '../../domain/schemas/reports';
import { api } from './client';
import { reportKeys } from './queryKeys';

export type { Report, ReportName } from '../../domain/schemas/reports';

/** A report's filters as query parameters; an empty value is no filter. */
export type ReportQuery = Record<string, string>;

export const reportParams = (query: ReportQuery) => new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));

/** GET /api/reports/:name: the report's columns (titles in the user's language), rows and totals. */
export async function fetchReport(name: ReportName, query: ReportQuery): Promise<Report> {
  return reportSchema.parse(await api<unknown>(`/reports/${name}?${reportParams(query)}`));
}

export function useReport(name: ReportName, query: ReportQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reportKeys.one(name, query),
    queryFn: () => fetchReport(name, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
