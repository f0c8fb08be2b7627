import type { Context } from 'hono';

/** The host the client asked for (a proxy's X-Forwarded-Host first): it chooses the brand and the reader area's company. */
export function requestHost(c: Context): string {
  return (c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '').split(',')[0]!.trim().toLowerCase();
}
