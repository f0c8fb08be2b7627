import { clearOfflineData } from '../offline/clearOfflineData';
import { api } from './client';
import { queryClient } from './queryClient';
import { clearSession } from './session';

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
