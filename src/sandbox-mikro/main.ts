import { serve } from '@hono/node-server';
import { mikroSandboxApp } from './app';

/**
 * The sandbox Mikro as its own process (`npm start` runs it beside the app when no MIKRO_URL is given; alone:
 * `npm run sandbox:mikro`). SANDBOX_MIKRO_PORT (default PORT + 5; 0 takes a free port), SANDBOX_MIKRO_HOST (default
 * 127.0.0.1). What it is sent lives in memory.
 */
const env = process.env;
const port = env.SANDBOX_MIKRO_PORT !== undefined ? Number(env.SANDBOX_MIKRO_PORT) : Number(env.PORT || 8080) + 5;
const host = env.SANDBOX_MIKRO_HOST || '127.0.0.1';
const app = mikroSandboxApp();
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Sandbox Mikro listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
