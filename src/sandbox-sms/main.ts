import { serve } from '@hono/node-server';
import { smsSandboxApp } from './app';

/**
 * The sandbox SMS provider as its own process (`npm start` runs it beside the app when no SMS_URL is given).
 * SANDBOX_SMS_PORT (default PORT + 7; 0 takes a free port), SANDBOX_SMS_HOST (default 127.0.0.1). Its SMS live in memory.
 */
const env = process.env;
const port = env.SANDBOX_SMS_PORT !== undefined ? Number(env.SANDBOX_SMS_PORT) : Number(env.PORT || 8080) + 7;
const host = env.SANDBOX_SMS_HOST || '127.0.0.1';
const server = serve({ fetch: smsSandboxApp().fetch, port, hostname: host }, (info) => {
  console.log(`Sandbox SMS provider listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
