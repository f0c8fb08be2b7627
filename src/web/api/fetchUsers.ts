import { useQuery } from '@tanstack/react-query';
import { userPageSchema, type UserView } from '../../domain/schemas/users';
import { api } from './client';
import { userKeys } from './queryKeys';

/** GET /api/users: the company's users (admins only). */
export async function fetchUsers(): Promise<UserView[]> {
  return userPageSchema.parse(await api<unknown>('/users')).items;
}

export function useUsers() {
  return useQuery({ queryKey: userKeys.all, queryFn: fetchUsers });
}
