import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { loadSigningKey } from './auth/tokens';
import { createApp } from './app';
import { seedDemoIfEmpty } from './seed/demo';
import { companyIntegrators } from './edocuments/factory';
import { startSendWorker, type SendWorkerOptions } from './edocuments/worker';

export interface Booted {
  db: Database;
  app: ReturnType<typeof createApp>;
}

/** Opens the database, migrates it, seeds the demo into an empty one, and builds the app. */
export async function boot(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'jwtSecret'> & {
    webDir?: string;
    tcmbBaseUrl?: string;
    trustProxy?: boolean;
    /** with an integrator, queued e-documents are sent in the background; closing the database stops the sender first */
    integratorUrl?: string | null;
    sendWorker?: Partial<SendWorkerOptions>;
  },
): Promise<Booted> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    const signingKey = await loadSigningKey(db, config.jwtSecret);
    if (config.integratorUrl) {
      const worker = startSendWorker(db, companyIntegrators(db, config.integratorUrl), config.sendWorker);
      const close = db.close.bind(db);
      db.close = async () => {
        await worker.stop();
        await close();
      };
    }
    return {
      db,
      app: createApp({
        db,
        signingKey,
        webDir: config.webDir,
        tcmbBaseUrl: config.tcmbBaseUrl,
        trustProxy: config.trustProxy,
        integratorUrl: config.integratorUrl ?? null,
      }),
    };
  } catch (e) {
    // a database that cannot be served (e.g. a user that may not act as the app role) is not left open
    await db.close().catch(() => undefined);
    throw e;
  }
}
