import { clearOfflineData } from '../offline/clearOfflineData';
import { api } from './client';
import { queryClient } from './queryClient';
import { loginResponseSchema } from './schemas';
import { clearSession, setToken, storeUser, type SessionUser } from './session';

/** POST /api/auth/login: stores the token (cookie) and the user (for the expired-password rule). */
export async function login(email: string, password: string): Promise<SessionUser> {
  const raw = await api<unknown>('/auth/login', { method: 'POST', body: { email: email.trim(), password }, isPublic: true });
  const { authorization, user } = loginResponseSchema.parse(raw);
  clearSession(); // another user's caches must not leak into this session
  queryClient.clear();
  setToken(authorization.access_token);
  const sessionUser: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    permissions: user.permissions,
    expiredPassword: user.expiredPassword,
  };
  storeUser(sessionUser);
  return sessionUser;
}

/** POST /api/auth/logout, then clear token, menu, UI settings, tabs and the offline data whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await api('/auth/logout', { method: 'POST', isPublic: true });
  } catch {
    // a revoked or expired token is logged out all the same
  }
  clearSession();
  queryClient.clear();
  // the catalogue, accounts and sale queue kept in IndexedDB (spec §4); imported up front, as a lazy chunk
  // could not be fetched when logging out offline
  await clearOfflineData().catch(() => {});
}
