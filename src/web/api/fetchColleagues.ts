import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { colleaguePageSchema } from '../../domain/schemas/users';

/** GET /api/colleagues: the company's active users, whom a task or a job may be given to (and whose documents a report shows); asked only when `enabled`. */
export function useColleagues(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['colleagues'],
    queryFn: async () => colleaguePageSchema.parse(await api<unknown>('/colleagues')).items,
    staleTime: 60_000,
  });
}
