import { fetchMenu } from '../api/fetchMenu';
import { fetchUiSettings } from '../api/fetchUiSettings';
import { queryClient } from '../api/queryClient';
import { menuKeys, uiSettingsKeys } from '../api/queryKeys';
import { getStoredUser, getToken } from '../api/session';
import { currentPath } from '../routes/hashLocation';
import { preloadPageGroup } from '../routes/pageGroups';
import { findRoute, LOGIN_PATH, RENEWAL_PATH } from '../routes/routeTable';

/**
 * Asks for what the signed-in panel needs first (the UI settings, the menu, the chunk of the page the address
 * names) while the language's messages load.
 *
 * Why: otherwise each waits for the one before: the messages, React's first render of the panel, its two
 * queries, then the page's chunk. That chain was about half a second of every cold start.
 *
 * Why it is safe: the queries are the panel hooks' own (same keys, same functions), so the hooks find them in
 * flight or answered. A failed one holds no data, so its hook asks again on mount and shows the error as before.
 * The chunk is only loaded: whether the user's roles may open the page is still decided by the panel.
 */
export function prefetchPanel(): void {
  const path = currentPath();
  if (!getToken() || path === LOGIN_PATH || path === RENEWAL_PATH || getStoredUser()?.expiredPassword) return;
  void queryClient.prefetchQuery({ queryKey: uiSettingsKeys.all, queryFn: () => fetchUiSettings(), staleTime: Infinity });
  void queryClient.prefetchQuery({ queryKey: menuKeys.all, queryFn: fetchMenu, staleTime: Infinity });
  const route = findRoute(path);
  if (route) preloadPageGroup(route.group);
}
