import { serve } from '@hono/node-server';
import { marketSandboxApp } from './app';
import { SANDBOX_MARKET_API_KEY } from './credentials';

/**
 * The sandbox marketplace as its own process (`npm start` runs it beside the app when no MARKET_URL is given; alone:
 * `npm run sandbox:market`). SANDBOX_MARKET_PORT (default PORT + 4; 0 takes a free port), SANDBOX_MARKET_HOST
 * (default 127.0.0.1). Its orders and stock live in memory.
 */
const env = process.env;
const port = env.SANDBOX_MARKET_PORT !== undefined ? Number(env.SANDBOX_MARKET_PORT) : Number(env.PORT || 8080) + 4;
const host = env.SANDBOX_MARKET_HOST || '127.0.0.1';
const app = marketSandboxApp({ apiKey: SANDBOX_MARKET_API_KEY });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Sandbox marketplace listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
