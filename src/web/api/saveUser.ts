import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UserView } from '../../domain/schemas/users';
import { api } from './client';
import { userKeys } from './queryKeys';

export interface UserFields {
  name: string;
  email: string;
  password?: string;
  roles: string[];
  permissions: string[];
  authorizedIps: string;
  expiredPassword: boolean;
  active: boolean;
}

/** What the user form saves: a new user (POST /api/users), a copy of one (POST /api/users/:id/copies) or an edit (PUT /api/users/:id). */
export type UserSave =
  | { mode: 'new'; fields: UserFields }
  | { mode: 'copy'; sourceId: number; fields: UserFields }
  | { mode: 'edit'; id: number; version: number; fields: UserFields };

export async function saveUser(save: UserSave): Promise<UserView> {
  const { active, ...rest } = save.fields;
  const opts = { formShowsErrors: true } as const;
  if (save.mode === 'new') return userSchema.parse(await api<unknown>('/users', { method: 'POST', body: rest, ...opts }));
  if (save.mode === 'copy') {
    const { name, email, password } = rest;
    return userSchema.parse(await api<unknown>(`/users/${save.sourceId}/copies`, { method: 'POST', body: { name, email, password }, ...opts }));
  }
  const body = { version: save.version, ...rest, active, password: rest.password || undefined };
  return userSchema.parse(await api<unknown>(`/users/${save.id}`, { method: 'PUT', body, ...opts }));
}

export function useSaveUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
}
