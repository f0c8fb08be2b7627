import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/public';
import { messageRound } from './round';
import { overdueRound } from './sources/overdue';
import type { MessageOptions } from './sending';

/**
 * The round of messages (MESSAGES_POLL_MS) as a scheduled job of the queue (`messages`, every `everyMs`): the kind is
 * a singleton, so with several servers on one database one round runs at a time (messageRound is the whole work).
 */
export function defineMessageSender(jobs: JobQueue, db: Database, o: MessageOptions, everyMs: number): void {
  jobs.define('messages', (_data, job) => messageRound(db, o, () => job.stopping()), { schedule: { everyMs }, expireSeconds: 120 });
  // the library's overdue notices, made into the outbox (the round above sends them); the company's day decides
  jobs.define('library-overdue', async (_data, job) => ({ made: await overdueRound(db, () => job.stopping()) }), { schedule: { everyMs }, expireSeconds: 120 });
}
