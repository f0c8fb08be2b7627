import { serve } from '@hono/node-server';
import { paymentsSandboxApp } from './app';
import { SANDBOX_API_KEY, SANDBOX_SECRET_KEY } from './credentials';

/**
 * The sandbox payment provider as its own process (`npm start` runs it beside the app when no PAYMENTS_URL is given;
 * alone: `npm run sandbox:payments`). SANDBOX_PAYMENTS_PORT (default PORT + 2; 0 takes a free port),
 * SANDBOX_PAYMENTS_HOST (default 127.0.0.1), SANDBOX_PAYMENTS_API_KEY and SANDBOX_PAYMENTS_SECRET_KEY (the
 * credentials it accepts; defaults in credentials.ts, which Defter uses for a company whose provider is the sandbox),
 * SANDBOX_PAYMENTS_HANG_MS (how long a "timeout" card's bank keeps the call, default 30 s). Its payments live in memory.
 */
const env = process.env;
const port = env.SANDBOX_PAYMENTS_PORT !== undefined ? Number(env.SANDBOX_PAYMENTS_PORT) : Number(env.PORT || 8080) + 2;
const host = env.SANDBOX_PAYMENTS_HOST || '127.0.0.1';
let publicUrl = '';
const app = paymentsSandboxApp({
  apiKey: env.SANDBOX_PAYMENTS_API_KEY || SANDBOX_API_KEY,
  secretKey: env.SANDBOX_PAYMENTS_SECRET_KEY || SANDBOX_SECRET_KEY,
  hangMs: Number(env.SANDBOX_PAYMENTS_HANG_MS ?? 30_000),
  publicUrl: () => publicUrl,
});
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  publicUrl = env.SANDBOX_PAYMENTS_PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`;
  console.log(`Sandbox payment provider listening on ${publicUrl}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
