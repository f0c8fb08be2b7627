import { backgroundLoop } from '../background/loop';
import type { Database } from '../db/database';
import { runTransferJobs } from './work';

/**
 * How the data transfer service hands its jobs to the background: the one seam to change when every job moves onto
 * the shared job queue (issue #32). `wake` is called when a job is uploaded or confirmed; `stop` waits for the job
 * under way (a server closing).
 */
export interface TransferJobRunner {
  wake(): void;
  stop(): Promise<void>;
}

const RUNNERS = new WeakMap<Database, TransferJobRunner>();

/**
 * The runner of a database, made on first use: woken, it works through the waiting jobs at once in this process;
 * with `everyMs` it also looks every `everyMs` for jobs another server left (each job is claimed for one server at a
 * time, transfer_jobs.claimed_until, so two servers never work on one).
 */
export function transferJobRunner(db: Database, everyMs?: number): TransferJobRunner {
  const known = RUNNERS.get(db);
  if (known) return known;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let busy = false;
  const run = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    running = (async () => {
      do {
        again = false;
        await runTransferJobs(db, { goOn: () => !stopped }).catch((e: unknown) => {
          if (!stopped) console.error(`data transfer jobs: ${e instanceof Error ? e.message : String(e)}`);
        });
      } while (again && !stopped);
      busy = false;
    })();
  };
  const rounds = everyMs
    ? backgroundLoop({ round: async () => run(), pauseMs: () => everyMs, report: (e) => console.error(`data transfer jobs: ${String(e)}`) })
    : null;
  const runner: TransferJobRunner = {
    wake: run,
    async stop() {
      stopped = true;
      await rounds?.stop();
      await running;
    },
  };
  RUNNERS.set(db, runner);
  return runner;
}
