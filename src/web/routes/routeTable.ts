import { ROUTES, type RouteDef } from '../../domain/navigation';
import { allowedByRoles } from '../../domain/roles';

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const RENEWAL_PATH = '/sifre-yenileme';

export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

export function mayOpen(route: RouteDef, roles: readonly string[]): boolean {
  return allowedByRoles(route.roles, roles);
}

/** /fis pages are exempt from the inactivity reload (spec §2). */
export function isReceiptPath(path: string): boolean {
  return path === '/fis' || path.startsWith('/fis/');
}
