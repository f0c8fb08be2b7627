import type { RouteDef } from '../../domain/navigation';
import { findRoute, HOME_PATH, mayOpen, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './routeTable';

export type Resolution = { kind: 'page'; route: RouteDef } | { kind: 'redirect'; to: string } | { kind: 'notFound' } | { kind: 'unauthorized' };

/**
 * Spec §2 inside the panel: / → /dashboard; /redirect/<path> → <path>; /404 and /401 pages;
 * unknown → /404; a route the user's roles (or, for a provider's page, not being the provider) may not open → /401.
 */
export function resolvePanelPath(path: string, search: string, roles: readonly string[], provider = false): Resolution {
  if (path === '/' || path === '') return { kind: 'redirect', to: HOME_PATH };
  if (path.startsWith('/redirect/')) {
    const target = path.slice('/redirect'.length);
    return { kind: 'redirect', to: target + (search ? `?${search}` : '') };
  }
  if (path === NOT_FOUND_PATH) return { kind: 'notFound' };
  if (path === UNAUTHORIZED_PATH) return { kind: 'unauthorized' };
  const route = findRoute(path);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (!mayOpen(route, roles, provider)) return { kind: 'redirect', to: UNAUTHORIZED_PATH };
  return { kind: 'page', route };
}
