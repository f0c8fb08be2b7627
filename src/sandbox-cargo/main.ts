import { serve } from '@hono/node-server';
import { cargoSandboxApp } from './app';
import { SANDBOX_CARGO_PASSWORD, SANDBOX_CARGO_USERNAME } from './credentials';

/**
 * The sandbox carrier as its own process (`npm start` runs it beside the app when no CARGO_URL is given; alone:
 * `npm run sandbox:cargo`). SANDBOX_CARGO_PORT (default PORT + 3; 0 takes a free port), SANDBOX_CARGO_HOST (default
 * 127.0.0.1), SANDBOX_CARGO_STEP_MS (how long a shipment stays at each step before it moves on, default 60 s). Its
 * shipments live in memory.
 */
const env = process.env;
const port = env.SANDBOX_CARGO_PORT !== undefined ? Number(env.SANDBOX_CARGO_PORT) : Number(env.PORT || 8080) + 3;
const host = env.SANDBOX_CARGO_HOST || '127.0.0.1';
const app = cargoSandboxApp({ username: SANDBOX_CARGO_USERNAME, password: SANDBOX_CARGO_PASSWORD, stepMs: Number(env.SANDBOX_CARGO_STEP_MS ?? 60_000) });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Sandbox carrier listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
