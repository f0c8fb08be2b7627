import { resolve } from 'node:path';
import type { Clock } from '../domain/clock/clock';
import { clockFromEnv } from './clock';

/** How often the recurring services' billing runs when SERVICE_BILLING_MS is not set (src/server/services). */
export const DEFAULT_SERVICE_BILLING_MS = 10 * 60_000;

/** The e-document send queue's timings (edocuments/worker.ts runs it and has the defaults). */
export interface SendWorkerOptions {
  /** how long an idle worker waits before looking again */
  idleMs: number;
  /** the first retry's wait; it doubles with each failure up to maxBackoffMs */
  backoffMs: number;
  maxBackoffMs: number;
  /** how often a sent document's status is asked */
  statusPollMs: number;
  /** how long a taken job is the worker's (more than an integrator call may take) */
  leaseMs: number;
  batch: number;
}

/** The incoming e-documents' listing (edocuments/incoming-worker.ts runs it and has the default). */
export interface IncomingWorkerOptions {
  pollMs: number;
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  webDir: string;
  jwtSecret: string | null;
  /** the central bank's bulletins (TCMB_BASE_URL; a local mirror or a test server) */
  tcmbBaseUrl: string;
  /** TCMB_FETCH_EVERY_MS: how often the bulletin of the day is fetched before anyone asks for a rate; null (unset or 0): only when asked */
  tcmbFetchEveryMs: number | null;
  /** the e-document integrator (INTEGRATOR_URL; `npm start` sets it to the sandbox integrator it starts when none is given) */
  integratorUrl: string | null;
  /** the sandbox payment provider (PAYMENTS_URL; `npm start` sets it to the sandbox it starts when none is given): a company whose
   * virtual POS settings name no provider of its own pays through it, with the sandbox's credentials */
  paymentsUrl: string | null;
  /** the sandbox carrier (CARGO_URL; `npm start` sets it to the sandbox it starts when none is given): a company's carrier on the
   * sandbox ships through it */
  cargoUrl: string | null;
  /** how often shipments are asked about at their carriers, in ms (CARGO_POLL_MS, default 30 s); null (0): never in the background */
  cargoPollMs: number | null;
  /** the sandbox Mikro (MIKRO_URL; `npm start` sets it to the sandbox it starts when none is given): a company's Mikro on the sandbox */
  mikroUrl: string | null;
  /** how often completed documents waiting for Mikro are sent, in ms (MIKRO_POLL_MS, default 30 s); null (0): never in the background */
  mikroPollMs: number | null;
  /** how long a server's claim on a shipment it sends lasts, in ms (CARGO_CLAIM_MS, default 30 s; cargo/shipping.ts): longer than any carrier call */
  cargoClaimMs?: number;
  /** the sandbox marketplace (MARKET_URL; `npm start` sets it to the sandbox it starts when none is given): a company's marketplace on the
   * sandbox pulls orders from it and pushes stock to it */
  marketUrl: string | null;
  /** how often the marketplace round runs (orders pulled when due, changed stock pushed), in ms (MARKET_POLL_MS, default 30 s); null (0): never */
  marketPollMs: number | null;
  /** the sandbox SMTP server (SMTP_URL, smtp://host:port) and its HTTP admin (SMTP_ADMIN_URL), the sandbox SMS provider (SMS_URL):
   * `npm start` starts them when none is given; a company whose message settings name the sandbox sends through them */
  smtpUrl: string | null;
  smtpAdminUrl: string | null;
  smsUrl: string | null;
  /** how often queued messages are sent and new events looked for, in ms (MESSAGES_POLL_MS, default 10 s); null (0): never in the background */
  messagesPollMs: number | null;
  /** the panel's public address (PUBLIC_URL, e.g. https://defter.example.com): a password reset link points there; when
   * unset, to the address the request came to */
  publicUrl: string | null;
  /** DEMO=0: an empty database stays empty (an installation a company backup is restored into) */
  demo: boolean;
  /** DEMO_HISTORY=0: the demo without the bookshop's last months of documents (seed/demo-history.ts); the tests start so */
  demoHistory: boolean;
  /** the send queue's timings in ms (SEND_IDLE_MS, SEND_BACKOFF_MS, SEND_POLL_MS, SEND_LEASE_MS; worker.ts has the defaults) */
  sendWorker: Partial<SendWorkerOptions>;
  /** how often incoming e-documents are listed and answers handed over, in ms (INCOMING_POLL_MS; incoming-worker.ts has the default) */
  incomingWorker: Partial<IncomingWorkerOptions>;
  /** how often recurring services are billed, in ms (SERVICE_BILLING_MS; services/billing.ts has the default); null (0): never in the background */
  serviceBillingMs: number | null;
  /** how often the shared catalogue's publishing runs are looked for, in ms (CATALOGUE_JOBS_MS, default 5 s); null (0): never in the background */
  catalogueJobsMs: number | null;
  /** how often card payments left waiting for the bank are asked of their provider, in ms (CARD_RECHECK_MS, default 1 min); null (0): never in the background */
  cardRecheckMs: number | null;
  /** how often data transfer jobs another server left are looked for, in ms (TRANSFER_JOBS_MS, default 5 s); an upload starts its own at once */
  transferJobsMs: number | null;
  /** the job queue's timings (JOBS_POLL_MS, JOBS_SUPERVISE_S, JOBS_EXPIRE_S; jobs/queue.ts has the defaults): the tests make them short */
  jobs: JobQueueOptions;
  /** DEFTER_CLOCK=<ISO instant>: the server's clock starts at that instant and ticks on (a demo or a test on another day) */
  clock: Clock;
}

export const DEFAULT_CARGO_POLL_MS = 30_000;
export const DEFAULT_MIKRO_POLL_MS = 30_000;
export const DEFAULT_MESSAGES_POLL_MS = 10_000;

/** The job queue's timings (src/server/jobs/queue.ts). */
export interface JobQueueOptions {
  /** how often an idle worker looks for jobs another server sent (ms, at least 500; default 2 s) */
  pollMs?: number;
  /** how often expired runs are failed (and so retried) and old jobs archived (s, at least 1; default 10) */
  superviseSeconds?: number;
  /** every kind's run time limit (s), over its own: the tests make a killed server's run come back quickly */
  expireSeconds?: number;
  /** every kind's pause before a retry (s), over its own: the tests make retries quick */
  retryDelaySeconds?: number;
}

export const DEFAULT_TCMB_BASE_URL = 'https://www.tcmb.gov.tr/kurlar';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT || 8080),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    webDir: resolve(env.WEB_DIR || './dist/web'),
    jwtSecret: env.JWT_SECRET || null,
    tcmbBaseUrl: env.TCMB_BASE_URL || DEFAULT_TCMB_BASE_URL,
    tcmbFetchEveryMs: env.TCMB_FETCH_EVERY_MS && /^\d{1,9}$/.test(env.TCMB_FETCH_EVERY_MS) ? Number(env.TCMB_FETCH_EVERY_MS) || null : null,
    integratorUrl: env.INTEGRATOR_URL || null,
    paymentsUrl: env.PAYMENTS_URL || null,
    cargoUrl: env.CARGO_URL || null,
    cargoPollMs: env.CARGO_POLL_MS && /^\d{1,9}$/.test(env.CARGO_POLL_MS) ? Number(env.CARGO_POLL_MS) || null : DEFAULT_CARGO_POLL_MS,
    mikroUrl: env.MIKRO_URL || null,
    mikroPollMs: env.MIKRO_POLL_MS && /^\d{1,9}$/.test(env.MIKRO_POLL_MS) ? Number(env.MIKRO_POLL_MS) || null : DEFAULT_MIKRO_POLL_MS,
    ...(env.CARGO_CLAIM_MS && /^[1-9]\d{0,8}$/.test(env.CARGO_CLAIM_MS) ? { cargoClaimMs: Number(env.CARGO_CLAIM_MS) } : {}),
    marketUrl: env.MARKET_URL || null,
    marketPollMs: env.MARKET_POLL_MS && /^\d{1,9}$/.test(env.MARKET_POLL_MS) ? Number(env.MARKET_POLL_MS) || null : 30_000,
    smtpUrl: env.SMTP_URL || null,
    smtpAdminUrl: env.SMTP_ADMIN_URL || null,
    smsUrl: env.SMS_URL || null,
    messagesPollMs: env.MESSAGES_POLL_MS && /^\d{1,9}$/.test(env.MESSAGES_POLL_MS) ? Number(env.MESSAGES_POLL_MS) || null : DEFAULT_MESSAGES_POLL_MS,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    demo: env.DEMO !== '0',
    demoHistory: env.DEMO_HISTORY !== '0',
    clock: clockFromEnv(env.DEFTER_CLOCK),
    serviceBillingMs: env.SERVICE_BILLING_MS && /^\d{1,9}$/.test(env.SERVICE_BILLING_MS) ? Number(env.SERVICE_BILLING_MS) || null : DEFAULT_SERVICE_BILLING_MS,
    catalogueJobsMs: env.CATALOGUE_JOBS_MS && /^\d{1,9}$/.test(env.CATALOGUE_JOBS_MS) ? Number(env.CATALOGUE_JOBS_MS) || null : 5_000,
    cardRecheckMs: env.CARD_RECHECK_MS && /^\d{1,9}$/.test(env.CARD_RECHECK_MS) ? Number(env.CARD_RECHECK_MS) || null : 60_000,
    transferJobsMs: env.TRANSFER_JOBS_MS && /^\d{1,9}$/.test(env.TRANSFER_JOBS_MS) ? Number(env.TRANSFER_JOBS_MS) || null : 5_000,
    jobs: Object.fromEntries(
      (
        [
          ['pollMs', env.JOBS_POLL_MS],
          ['superviseSeconds', env.JOBS_SUPERVISE_S],
          ['expireSeconds', env.JOBS_EXPIRE_S],
          ['retryDelaySeconds', env.JOBS_RETRY_DELAY_S],
        ] as const
      ).flatMap(([k, v]) => (v && /^[1-9]\d{0,6}$/.test(v) ? [[k, Number(v)]] : [])),
    ),
    incomingWorker: env.INCOMING_POLL_MS && /^\d{1,7}$/.test(env.INCOMING_POLL_MS) ? { pollMs: Number(env.INCOMING_POLL_MS) } : {},
    sendWorker: Object.fromEntries(
      (
        [
          ['idleMs', env.SEND_IDLE_MS],
          ['backoffMs', env.SEND_BACKOFF_MS],
          ['statusPollMs', env.SEND_POLL_MS],
          ['leaseMs', env.SEND_LEASE_MS],
        ] as const
      ).flatMap(([k, v]) => (v && /^\d{1,7}$/.test(v) ? [[k, Number(v)]] : [])),
    ),
  };
}
