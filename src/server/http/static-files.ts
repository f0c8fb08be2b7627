import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

/** Vite names every file of /assets/ after a hash of its content: a new build makes new names, never new contents. */
export const ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html (which names the assets), sw.js and the other unhashed files: the browser asks again every time. */
export const PAGE_CACHE = 'no-cache';

const isHashedAsset = (path: string) => path.startsWith('/assets/');

/**
 * The built web app (dist/web). The build writes a Brotli and a gzip twin of each compressible file (vite.config.ts),
 * sent to a browser that accepts them; any other compressible file is gzipped on the way. Hashed assets may be kept
 * a year; the page itself is checked on every load, so that a new build is seen at once. A path that is no file is
 * the single-page app's (index.html), except under /assets/: a missing chunk is a 404, not the page in its place.
 */
export function webRoutes(webDir: string) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', isHashedAsset(c.req.path) ? ASSETS_CACHE : PAGE_CACHE);
  });
  app.use('*', compress());
  app.use('*', serveStatic({ root: webDir, precompressed: true }));
  const page = serveStatic({ path: `${webDir}/index.html`, precompressed: true });
  app.get('*', async (c, next) => (isHashedAsset(c.req.path) ? c.notFound() : ((await page(c, next)) ?? c.notFound())));
  return app;
}
