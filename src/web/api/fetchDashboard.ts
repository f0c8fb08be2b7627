import { useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard } from '../../domain/schemas/dashboard';
import { api } from './client';
import { reportKeys } from './queryKeys';

export type { Dashboard } from '../../domain/schemas/dashboard';

/** GET /api/dashboard: the home page's figures (under the reports' key: what refreshes the reports refreshes it). */
export async function fetchDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await api<unknown>('/dashboard'));
}

export function useDashboard() {
  return useQuery({ queryKey: [...reportKeys.all, 'dashboard'], queryFn: fetchDashboard });
}
