import PgBoss from 'pg-boss';
import type { JobQueueOptions } from '../config';
import type { Database } from '../db/database';

export type { JobQueueOptions };

/** pg-boss's schema in the app's own database, installed (and upgraded) by pg-boss itself at boot. */
export const JOBS_SCHEMA = 'pgboss';

/** What a running job is told: its id, and how to show how far it is (the jobs page reads it). */
export interface JobContext {
  id: string;
  /** `done` of `total` units of work finished; kept on the job until it ends */
  progress(done: number, total: number): Promise<void>;
  /** true once the server is stopping: a handler working through many items ends early (the rest are its next run's) */
  stopping(): boolean;
}

/** A kind's handler: it must be idempotent, since a job whose server died is run again. Its answer is kept on the job. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<unknown>;

export interface JobKindOptions {
  /** failed runs tried again `limit` times, `delaySeconds` apart (doubling with `backoff`), then the job is dead */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /** a job sent every `everyMs` (at start, then after each pause), one waiting at a time whatever the number of servers */
  schedule?: { everyMs: number };
  /** one job waiting and one running per singleton key (the `singletonKey` of `send`; a schedule's key is its kind) */
  singleton?: boolean;
  /** how long a run may take before it counts as failed (its server died): then it is retried. Default 15 minutes. */
  expireSeconds?: number;
}

export interface SendOptions {
  /** with a singleton kind: while a job of this key waits, sending another sends nothing (answers null) */
  singletonKey?: string;
  /** not run before this many milliseconds */
  startAfterMs?: number;
}

/**
 * The durable job queue of a server (issue #32): pg-boss on the app's database. Kinds are defined before `start`;
 * `start` installs pg-boss's tables if needed, makes each kind's queue and starts its worker (and schedule).
 */
export interface JobQueue {
  define<T extends object>(name: string, handler: JobHandler<T>, options?: JobKindOptions): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** a dead (failed) job run again, its retries counted from its last */
  retry(name: string, id: string): Promise<void>;
  /** the kinds defined, with their options */
  kinds(): ReadonlyMap<string, JobKindOptions>;
  start(): Promise<void>;
  /** stops sending schedules and taking jobs, and waits for the runs under way */
  stop(): Promise<void>;
}

/**
 * pg-boss's database: our owner connection, statements outside the app's transactions (pg-boss makes its own). Once
 * the queue has stopped, the database closes; a run that outlived the stop's wait is left to expire and be run again
 * by the next server, so its late bookkeeping (pg-boss's fail or complete, not caught by pg-boss) writes nothing
 * instead of meeting a closed pool.
 */
const bossDb = (db: Database, stopped: () => boolean): PgBoss.Db => ({
  // the answer pg-boss reads of a fail or complete that changed no job
  executeSql: (text, values) => (stopped() ? Promise.resolve({ rows: [{ count: '0' }] }) : db.direct(text, values)),
});

const UNIQUE_VIOLATION = '23505';
/** what two servers making one queue at once, or a queue made while jobs are fetched, may meet: tried again */
const RACES = [UNIQUE_VIOLATION, '40P01'];

export function createJobQueue(db: Database, o: JobQueueOptions = {}): JobQueue {
  const defined = new Map<string, { handler: JobHandler<object>; options: JobKindOptions }>();
  let stopped = false;
  const boss = new PgBoss({
    db: bossDb(db, () => stopped),
    schema: JOBS_SCHEMA,
    // schedules are ours (they follow the domain clock and run at any interval); pg-boss's cron is minute-grained
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: o.superviseSeconds ?? 10,
    archiveCompletedAfterSeconds: 24 * 3600,
  });
  boss.on('error', (e: Error & { code?: string }) => {
    // a singleton's next job waits while its last still runs: pg-boss's fetch meets the unique index and tries later
    if (e.code !== UNIQUE_VIOLATION) console.warn(`job queue: ${e.message}`);
  });
  const workers = new Map<string, string>();
  const readiness = new Map<string, Promise<void>>();
  const timers: ReturnType<typeof setInterval>[] = [];
  let started = false;
  let stopping = false;

  /** The kind's queue made, or its options brought up to date. */
  async function makeQueue(name: string): Promise<void> {
    const { options } = defined.get(name)!;
    const queue = {
      name,
      policy: options.singleton || options.schedule ? ('stately' as const) : ('standard' as const),
      retryLimit: options.retry?.limit ?? 0,
      retryDelay: Math.min(o.retryDelaySeconds ?? Infinity, options.retry?.delaySeconds ?? 0),
      retryBackoff: options.retry?.backoff ?? false,
      expireInSeconds: Math.min(o.expireSeconds ?? Infinity, options.expireSeconds ?? 15 * 60),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
        else await boss.createQueue(name, queue);
        return;
      } catch (e) {
        // another server made it at the same moment; or a queue's table attached while jobs were being fetched
        if (attempt >= 5 || !RACES.includes((e as { code?: string }).code ?? '')) throw e;
      }
    }
  }

  /** The kind's worker and its schedule started. */
  async function runKind(name: string): Promise<void> {
    if (stopping) return;
    const { options } = defined.get(name)!;
    const pollingIntervalSeconds = Math.max(0.5, (o.pollMs ?? 2000) / 1000);
    workers.set(name, await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, ([job]) => run(name, job!)));
    const every = options.schedule?.everyMs;
    if (every) {
      const tick = () => void send(name, {}, { singletonKey: name }).catch((e: Error) => !stopping && console.warn(`job ${name}: ${e.message}`));
      tick();
      timers.push(setInterval(tick, every));
    }
  }

  /** A kind defined once the queue runs: its queue, then its worker; once. */
  function ready(name: string): Promise<void> {
    let p = readiness.get(name);
    if (!p) readiness.set(name, (p = makeQueue(name).then(() => runKind(name))));
    return p;
  }

  async function send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    if (defined.has(name) && started) await ready(name);
    const id = await boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterMs ? { startAfter: new Date(Date.now() + options.startAfterMs) } : {}),
    });
    // this server's worker takes it at once rather than at its next look
    const worker = workers.get(name);
    if (id && worker && !options.startAfterMs && !stopping) boss.notifyWorker(worker);
    return id;
  }

  async function run(name: string, job: PgBoss.Job<object>): Promise<unknown> {
    const kind = defined.get(name)!;
    let last: { done: number; total: number } | null = null;
    const context: JobContext = {
      id: job.id,
      stopping: () => stopping,
      async progress(done, total) {
        last = { done, total };
        await db.direct(`update ${JOBS_SCHEMA}.job set output = $3::jsonb where name = $1 and id = $2 and state = 'active'`, [
          name,
          job.id,
          JSON.stringify({ progress: last }),
        ]);
      },
    };
    const answer = await kind.handler(job.data, context).finally(() => {
      // a schedule's (or a singleton key's) next job was sent while this one ran: taken at once rather than after a pause
      const worker = workers.get(name);
      if ((kind.options.schedule || kind.options.singleton) && worker && !stopping) boss.notifyWorker(worker);
    });
    return { ...(last ? { progress: last } : {}), ...(answer && typeof answer === 'object' ? { answer } : {}) };
  }

  return {
    define(name, handler, options = {}) {
      if (defined.has(name)) throw new Error(`job kind ${name} defined twice`);
      defined.set(name, { handler: handler as JobHandler<object>, options });
      // a kind defined once the queue runs (a module's own, or a test's) starts at once
      if (started) void ready(name).catch((e: Error) => console.warn(`job ${name}: ${e.message}`));
    },
    send,
    retry: (name, id) => boss.retry(name, id),
    kinds: () => new Map([...defined].map(([name, k]) => [name, k.options])),
    async start() {
      const begin = async () => {
        await boss.start();
        // every queue made before any worker fetches: a queue's table attached while another's jobs are fetched deadlocks
        for (const name of defined.keys()) await makeQueue(name);
        started = true;
        for (const name of defined.keys()) readiness.set(name, runKind(name));
        await Promise.all(readiness.values());
      };
      // servers started together on one PostgreSQL install pg-boss and make its queues one after the other: its own
      // install checks then creates, and two doing so at once collide. (PGlite has one process, and one connection.)
      if (db.kind === 'postgres')
        await db.system(async (q) => {
          await q.query(`select pg_advisory_xact_lock(hashtext('defter.job-queue.start'))`);
          await begin();
        });
      else await begin();
    },
    async stop() {
      stopping = true;
      for (const t of timers) clearInterval(t);
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      stopped = true;
    },
  };
}

const QUEUES = new WeakMap<Database, JobQueue>();

/** The queue of a database, made on first use (boot makes it with its options, defines the kinds and starts it). */
export function jobQueue(db: Database, options?: JobQueueOptions): JobQueue {
  const known = QUEUES.get(db);
  if (known) return known;
  const queue = createJobQueue(db, options);
  QUEUES.set(db, queue);
  return queue;
}
