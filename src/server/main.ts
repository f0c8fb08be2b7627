import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { boot } from './boot';

const config = readConfig();
const { db, app } = await boot(config);
const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
  console.log(`Defter listening on http://localhost:${info.port} (database: ${db.kind}${db.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
});

let closing = false;
const shutdown = () => {
  if (closing) return;
  closing = true;
  server.close();
  void db.close().finally(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
