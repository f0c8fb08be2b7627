import { useQuery } from '@tanstack/react-query';
import { instalmentPlanListSchema, type InstalmentPlan } from '../../domain/schemas/instalments';
import { api } from './client';
import { instalmentKeys } from './queryKeys';

/** GET /api/instalment-plans?accountId=: the account's instalment plans, oldest first. */
export async function fetchInstalmentPlans(accountId: number): Promise<InstalmentPlan[]> {
  return instalmentPlanListSchema.parse(await api<unknown>(`/instalment-plans?accountId=${accountId}`)).items;
}

/** Disabled until an account is picked. */
export function useInstalmentPlans(accountId: number | null) {
  return useQuery({ queryKey: instalmentKeys.ofAccount(accountId), queryFn: () => fetchInstalmentPlans(accountId!), enabled: accountId !== null });
}
