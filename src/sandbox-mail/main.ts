import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { mailSandbox } from './app';

/**
 * The sandbox SMTP server as its own process (`npm start` runs it beside the app when no SMTP_URL is given).
 * SANDBOX_SMTP_PORT (default PORT + 6; 0 takes a free port) for SMTP, SANDBOX_SMTP_ADMIN_PORT (default: a free port)
 * for its HTTP admin, SANDBOX_SMTP_HOST (default 127.0.0.1). It prints where SMTP listens (`listening on smtp://…`)
 * and where its admin does (`admin on http://…`). What it caught lives in memory.
 */
const env = process.env;
const port = env.SANDBOX_SMTP_PORT !== undefined ? Number(env.SANDBOX_SMTP_PORT) : Number(env.PORT || 8080) + 6;
const adminPort = Number(env.SANDBOX_SMTP_ADMIN_PORT ?? 0);
const host = env.SANDBOX_SMTP_HOST || '127.0.0.1';
const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
const { smtp, admin } = mailSandbox();

const adminServer = serve({ fetch: admin.fetch, port: adminPort, hostname: host }, (info) => {
  smtp.listen(port, host, () => {
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    // one line, so that whoever waits for it has both addresses
    console.log(`Sandbox SMTP server admin on http://${shown}:${info.port} listening on smtp://${shown}:${smtpPort}`);
  });
});
const stop = () => smtp.close(() => adminServer.close(() => process.exit(0)));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
