import { SmartRouter } from 'hono/router/smart-router';

/** Where a handler or middleware was registered: the `app.get(…)` / `app.use(…)` call in the server's source. */
export interface SourceSite {
  file: string;
  line: number;
  column: number;
}

/** One call the server answers: its handlers in order (middleware first), each with the site that registered it. */
export interface RegisteredRoute {
  method: string;
  path: string;
  /** the route's own registrations: the middleware given with it, then the handler */
  handlers: SourceSite[];
  /** `use` registrations whose path matches this route, in order */
  middleware: SourceSite[];
}

const SERVER_FRAME = /\((\/.*\/src\/server\/[^:)]+):(\d+):(\d+)\)$/;

/**
 * The server's route table as Hono builds it (`app.routes`), each entry traced to the source line that registered it.
 * Every Hono instance adds its routes through the router's `add`; the first time a handler is added (in its own
 * area's sub-app, before it is mounted) the call stack names the `app.get(…)` that made it. The server is built, never
 * started: no database is opened.
 */
export async function registeredRoutes(): Promise<RegisteredRoute[]> {
  const sites = new WeakMap<object, SourceSite>();
  const add = SmartRouter.prototype.add;
  SmartRouter.prototype.add = function (this: SmartRouter<unknown>, method: string, path: string, handler: unknown) {
    const fn = (handler as [object])[0];
    if (!sites.has(fn)) {
      const frame = (new Error().stack ?? '').split('\n').find((l) => SERVER_FRAME.test(l.trim()));
      const m = frame?.trim().match(SERVER_FRAME);
      if (m) sites.set(fn, { file: m[1]!, line: Number(m[2]), column: Number(m[3]) });
    }
    return add.call(this, method, path, handler as never);
  };
  try {
    const { createApp } = await import('../../src/server/app');
    const app = createApp({ db: {} as never, signingKey: new Uint8Array(32) });
    const uses = app.routes.filter((r) => r.method === 'ALL' && r.path.startsWith('/api'));
    const byKey = new Map<string, RegisteredRoute>();
    for (const r of app.routes) {
      if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
      const key = `${r.method} ${r.path}`;
      let route = byKey.get(key);
      if (!route) {
        route = { method: r.method, path: r.path, handlers: [], middleware: [] };
        for (const u of uses) if (pathMatches(u.path, r.path)) pushSite(route.middleware, sites.get(u.handler));
        byKey.set(key, route);
      }
      pushSite(route.handlers, sites.get(r.handler));
    }
    return [...byKey.values()].sort((a, b) => compare(a.path, b.path) || compare(a.method, b.method));
  } finally {
    SmartRouter.prototype.add = add;
  }
}

function pushSite(list: SourceSite[], site: SourceSite | undefined) {
  if (site && !list.some((s) => s.file === site.file && s.line === site.line && s.column === site.column)) list.push(site);
}

/** Hono's `use` patterns as the server writes them: `*` at the end matches the rest (and nothing), `:name` one segment. */
export function pathMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
    .replace(/\/\.\*$/, '(/.*)?');
  return new RegExp(`^${source}$`).test(path);
}

/** Code-point order: the same on every machine, whatever its locale. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
