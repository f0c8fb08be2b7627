import { APP_ROUTES as ROUTES } from '../../../machines/routes';
import type { RouteDef } from '../../domain/navigation';
import { allowedByRoles } from '../../domain/roles';
import { mayKeepCatalogue } from '../../domain/catalogue/keeper';

const byPath = new Map(ROUTES.filter((r) => !r.path.includes('{')).map((r) => [r.path, r]));

/** `{id}` is a number segment, `{id?}` one that may be absent. */
const patterns = ROUTES.filter((r) => r.path.includes('{')).map((def) => {
  const names: string[] = [];
  const source = def.path.replace(/\/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => {
    names.push(name);
    return optional ? '(?:/([0-9]{1,15}))?' : '/([0-9]{1,15})';
  });
  return { def, names, re: new RegExp(`^${source}$`) };
});

/** Concrete routes of patterns, one object per path so that tabs and the page cache see a stable value. */
const resolved = new Map<string, RouteDef>();

export const HOME_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const RENEWAL_PATH = '/sifre-yenileme';
/** "Forgot my password" and the page its link opens (issue #33): open to all, like the log-in. */
export const FORGOT_PATH = '/sifremi-unuttum';
export const RESET_PATH = '/sifre-sifirla';
/** The desktop shell's own routes (spec §1): its placeholder and its refresh of a given page (shell/desktop/ShellPages.tsx). */
export const SHELL_PLACEHOLDER_PATH = '/shell/placeholder';
export const SHELL_REFRESH_PATH = '/shell/refresh';
export const isShellPath = (path: string): boolean => path === SHELL_PLACEHOLDER_PATH || path === SHELL_REFRESH_PATH;
/** The reader area (spec §2: outside the main layout): /okuyucu and its pages but the staff's settings page. */
export const isReaderPath = (path: string): boolean => (path === '/okuyucu' || path.startsWith('/okuyucu/')) && path !== '/okuyucu/ayarlar';
/** The dealers' shop (issue #31: outside the panel, the dealer's own session): /magaza and its pages. */
export const isShopPath = (path: string): boolean => path === '/magaza' || path.startsWith('/magaza/');
/** The QR menu a table's code opens (issue #33: outside the panel, no log-in): /menu/<code>. */
export const isMenuPath = (path: string): boolean => /^\/menu\/[^/]+$/.test(path);

/** The route of a path; a pattern route comes back with `path` set to the concrete path and its `params`. */
export function findRoute(rawPath: string): RouteDef | undefined {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const exact = byPath.get(path);
  if (exact) return exact;
  const known = resolved.get(path);
  if (known) return known;
  for (const { def, names, re } of patterns) {
    const m = re.exec(path);
    if (!m) continue;
    const params = Object.fromEntries(names.flatMap((n, i) => (m[i + 1] === undefined ? [] : [[n, m[i + 1]!]])));
    const route: RouteDef = { ...def, path, pattern: def.path, params };
    resolved.set(path, route);
    return route;
  }
  return undefined;
}

/** A pattern filled in: `routePath('/stok/duzen/{id}', { id: 5 })` is `/stok/duzen/5`. */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/\{(\w+)\??\}/g, (_, name: string) => (params[name] === undefined ? '' : `/${params[name]}`));
}

export function mayOpen(route: RouteDef, roles: readonly string[], provider = false): boolean {
  return allowedByRoles(route.roles, roles) && (!route.providerOnly || mayKeepCatalogue({ provider }));
}

/** /fis pages are exempt from the inactivity reload (spec §2). */
export function isReceiptPath(path: string): boolean {
  return path === '/fis' || path.startsWith('/fis/');
}
