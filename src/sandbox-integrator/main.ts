import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { sandboxApp } from './app';
import { schematronFailures, schematronSef } from './gib/validator';

/**
 * The sandbox integrator as its own process (`npm start` runs it beside the app when no INTEGRATOR_URL is given).
 * SANDBOX_PORT (default: PORT + 1), SANDBOX_STATE (default: DATA_DIR/sandbox-integrator.json), SANDBOX_USERS (more
 * registered VKNs, comma separated), SANDBOX_GIB_DELAY_MS and SANDBOX_ANSWER_DELAY_MS (how long GİB and a buyer take),
 * SANDBOX_SUPPLY_EVERY_MS (how often its supplier sends a document, default 15 minutes, 0: only on demand) and
 * SANDBOX_SUPPLY_TO (to whom, comma separated; default the demo company). SANDBOX_HOST (default 127.0.0.1) is the
 * address it listens on: 0.0.0.0 when app servers on other machines share it (`npm run sandbox`).
 */
const env = process.env;
const port = env.SANDBOX_PORT !== undefined ? Number(env.SANDBOX_PORT) : Number(env.PORT || 8080) + 1;
const stateFile = env.SANDBOX_STATE || join(resolve(env.DATA_DIR || './data'), 'sandbox-integrator.json');
// the demo's customers who are registered e-invoice users, and the demo company itself
const DEMO_USERS = ['4540536920', '0010213576', '2920084496'];
const users = [...DEMO_USERS, ...(env.SANDBOX_USERS ?? '').split(',').filter((u) => /^\d{10,11}$/.test(u.trim()))];

// GİB's schematron, compiled: unpacked from the shipped SEF when its hash matches, compiled only when it does not; run
// once on an empty invoice before listening, so that the first document sent is not the one that waits for it to load
schematronSef();
schematronFailures('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>');
const app = sandboxApp({
  stateFile,
  users,
  gibDelayMs: Number(env.SANDBOX_GIB_DELAY_MS ?? 3000),
  answerDelayMs: Number(env.SANDBOX_ANSWER_DELAY_MS ?? 60_000),
  supplyEveryMs: Number(env.SANDBOX_SUPPLY_EVERY_MS ?? 900_000),
  supplyTo: (env.SANDBOX_SUPPLY_TO ?? '2920084496').split(',').filter((u) => /^\d{10,11}$/.test(u.trim())),
});
const host = env.SANDBOX_HOST || '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Sandbox integrator listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${info.port}`);
});
const stop = () => server.close(() => process.exit(0));
// the app (or a test) that started it died without stopping it: it goes too, and leaves no stray process
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop();
}, 1000).unref();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
