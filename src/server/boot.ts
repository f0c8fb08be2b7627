import { DEFAULT_MESSAGES_POLL_MS, readConfig, type Config, type IncomingWorkerOptions, type SendWorkerOptions } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { loadSigningKey } from './auth/tokens';
import { createApp } from './app';
import { installEngineHooks } from './engine-hooks';
import { seedDemoIfEmpty } from './seed/demo';
import { companyIntegrators } from './edocuments/factory';
import { sandboxIntegrator } from './edocuments/sandbox-client';
import { startSendWorker } from './edocuments/worker';
import { defineIncomingPoll } from './edocuments/incoming-worker';
import type { Integrator } from './edocuments/integrator';
import { observeUbl } from './edocuments/ubl-observers';
import { defineRateFetch } from './rates/scheduled-fetch';
import { defineServiceBilling } from './services/billing';
import { defineCataloguePublisher } from './catalogue/public';
import { defineCardPaymentRecheck } from './payments/public';
import { defineCargoFollowUp } from './cargo/public';
import { defineMikroRound } from './mikro/public';
import { defineMarketplaceRound } from './marketplace/public';
import { defineMessageSender } from './messages/public';
import { defineTransferJobs } from './transfer/public';
import { jobQueue } from './jobs/public';
import { setServerClock } from './clock';
import { systemClock, type Clock } from '../domain/clock/clock';

export interface Booted {
  db: Database;
  app: ReturnType<typeof createApp>;
}

/** Opens the database, migrates it, seeds the demo into an empty one (unless `demo` is false; its months of history with `demoHistory`), and builds the app. */
export async function boot(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'jwtSecret'> &
    Partial<
      Pick<Config, 'demo' | 'demoHistory' | 'jobs' | 'tcmbFetchEveryMs' | 'serviceBillingMs' | 'catalogueJobsMs' | 'cardRecheckMs' | 'transferJobsMs'>
    > & {
      /** how long a card payment waits for its callback before the background round asks its provider (waiting-recheck.ts has the default) */
      cardRecheckAfterMs?: number;
      webDir?: string;
      tcmbBaseUrl?: string;
      trustProxy?: boolean;
      /** with an integrator, queued e-documents are sent in the background; closing the database stops the sender first */
      integratorUrl?: string | null;
      /** the sandbox payment provider beside the server (PAYMENTS_URL), for the companies whose virtual POS is the sandbox */
      paymentsUrl?: string | null;
      /** the sandbox carrier beside the server (CARGO_URL); with `cargoPollMs`, shipments are followed in the background */
      cargoUrl?: string | null;
      cargoPollMs?: number | null;
      /** the sandbox Mikro beside the server (MIKRO_URL); with `mikroPollMs`, completed documents are sent to Mikro in the background */
      mikroUrl?: string | null;
      mikroPollMs?: number | null;
      cargoClaimMs?: number;
      /** the sandbox marketplace beside the server (MARKET_URL); with `marketPollMs`, orders are pulled and stock pushed in the background */
      marketUrl?: string | null;
      marketPollMs?: number | null;
      /** the sandbox SMTP server, its admin and the sandbox SMS provider beside the server; with `messagesPollMs`, messages are sent in the background */
      smtpUrl?: string | null;
      smtpAdminUrl?: string | null;
      smsUrl?: string | null;
      messagesPollMs?: number | null;
      /** how long after a transient failure a message is tried again (sending.ts) */
      messagesRetryMs?: number;
      sendWorker?: Partial<SendWorkerOptions>;
      incomingWorker?: Partial<IncomingWorkerOptions>;
      /** shown every UBL the server builds (the tests check each against GİB's XSD and schematron); until the database closes */
      onUbl?: (xml: string) => void;
      /** the clock every business date is read from (src/server/clock.ts); the system's when none is given */
      clock?: Clock;
    },
): Promise<Booted> {
  setServerClock(config.clock ?? systemClock);
  installEngineHooks();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (config.demo !== false) await seedDemoIfEmpty(db, { history: config.demoHistory === true });
    const signingKey = await loadSigningKey(db, config.jwtSecret);
    if (config.onUbl) {
      const stopObserving = observeUbl(config.onUbl);
      const close = db.close.bind(db);
      db.close = async () => {
        await close();
        stopObserving();
      };
    }
    // background work stops, its round under way finished, before the database closes
    const stopBeforeClose = (work: { stop(): Promise<unknown> }) => {
      const close = db.close.bind(db);
      db.close = async () => {
        await work.stop();
        await close();
      };
    };
    // the durable job queue (jobs/public.ts): each kind defined here, then the queue started, and stopped before the database closes
    const jobs = jobQueue(db, config.jobs);
    if (config.tcmbFetchEveryMs) defineRateFetch(jobs, db, config.tcmbBaseUrl ?? readConfig().tcmbBaseUrl, config.tcmbFetchEveryMs);
    // recurring services bill their due periods (services/billing.ts); the tests' servers start without it
    if (config.serviceBillingMs) defineServiceBilling(jobs, db, config.serviceBillingMs);
    // the shared catalogue's publishing runs (catalogue/publisher.ts); the tests' servers start without it unless asked
    if (config.catalogueJobsMs) defineCataloguePublisher(jobs, db, config.catalogueJobsMs);
    // card payments left waiting for the bank are asked of their provider (payments/waiting-recheck.ts)
    if (config.cardRecheckMs) defineCardPaymentRecheck(jobs, db, config.paymentsUrl ?? null, config.cardRecheckMs, config.cardRecheckAfterMs);
    // shipments followed at their carriers until delivered or returned (cargo/tracker.ts); the tests' servers start without it unless asked
    if (config.cargoPollMs)
      defineCargoFollowUp(jobs, db, { sandboxUrl: config.cargoUrl ?? null, followMs: config.cargoPollMs, claimMs: config.cargoClaimMs }, config.cargoPollMs);
    // completed documents sent to Mikro (mikro/round.ts); the tests' servers start without it unless asked
    if (config.mikroPollMs) defineMikroRound(jobs, db, { sandboxUrl: config.mikroUrl ?? null, retryMs: config.mikroPollMs }, config.mikroPollMs);
    // marketplace orders pulled when due and changed stock pushed (marketplace/round.ts); the tests' servers start without it unless asked
    if (config.marketPollMs) defineMarketplaceRound(jobs, db, { sandboxUrl: config.marketUrl ?? null }, config.marketPollMs);
    const messages = {
      smtpUrl: config.smtpUrl ?? null,
      smtpAdminUrl: config.smtpAdminUrl ?? null,
      smsUrl: config.smsUrl ?? null,
      retryMs: config.messagesRetryMs ?? config.messagesPollMs ?? DEFAULT_MESSAGES_POLL_MS,
    };
    // queued messages sent, and the events' messages made (messages/round.ts); the tests' servers start without it unless asked
    if (config.messagesPollMs) defineMessageSender(jobs, db, messages, config.messagesPollMs);
    // the data transfer jobs (transfer/job-runner.ts): an upload sends its own, taken at once; the sweep sends what no server
    // holds; the tests' servers start without it unless asked (their first upload defines the kind)
    if (config.transferJobsMs) defineTransferJobs(jobs, db, config.transferJobsMs);
    // incoming e-documents are listed from the sandbox beside the server, the integrator every company starts with
    const integrator: Integrator | undefined = config.integratorUrl ? sandboxIntegrator(config.integratorUrl) : undefined;
    if (integrator) defineIncomingPoll(jobs, db, integrator, config.incomingWorker);
    await jobs.start();
    stopBeforeClose(jobs);
    // each company sends through the integrator it chose (edocuments/factory.ts)
    if (config.integratorUrl) stopBeforeClose(startSendWorker(db, companyIntegrators(db, config.integratorUrl), config.sendWorker));
    return {
      db,
      app: createApp({
        db,
        signingKey,
        webDir: config.webDir,
        tcmbBaseUrl: config.tcmbBaseUrl,
        trustProxy: config.trustProxy,
        integratorUrl: config.integratorUrl ?? null,
        integrator,
        paymentsUrl: config.paymentsUrl ?? null,
        cargoUrl: config.cargoUrl ?? null,
        ...(config.cargoPollMs ? { cargoPollMs: config.cargoPollMs } : {}),
        mikroUrl: config.mikroUrl ?? null,
        ...(config.mikroPollMs ? { mikroPollMs: config.mikroPollMs } : {}),
        cargoClaimMs: config.cargoClaimMs,
        marketUrl: config.marketUrl ?? null,
        messages,
      }),
    };
  } catch (e) {
    // a database that cannot be served (e.g. a user that may not act as the app role) is not left open
    await db.close().catch(() => undefined);
    throw e;
  }
}
