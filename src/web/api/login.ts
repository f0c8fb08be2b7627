import { loginResponseSchema } from '../../domain/schemas/auth';
import { api } from './client';
import { queryClient } from './queryClient';
import { clearSession, setToken, storeUser, type SessionUser } from './session';

/** POST /api/auth/login: stores the token (cookie) and the user (for the expired-password rule). */
export async function login(email: string, password: string): Promise<SessionUser> {
  const raw = await api<unknown>('/auth/login', { method: 'POST', body: { email: email.trim(), password }, isPublic: true });
  const { authorization, user } = loginResponseSchema.parse(raw);
  clearSession(); // another user's caches must not leak into this session
  queryClient.clear();
  setToken(authorization.access_token);
  storeUser(user);
  return user;
}
