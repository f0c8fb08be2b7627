import { backgroundLease } from '../background/lease';
import { backgroundLoop } from '../background/loop';
import type { Database } from '../db/database';
import { messageRound } from './round';
import type { MessageOptions } from './sending';

/**
 * The background round of messages (MESSAGES_POLL_MS) until the job queue takes it over (messageRound is the whole
 * work; only this caller changes). With several servers on one database only the holder of the `messages` lease runs it.
 */
export function startMessageSender(db: Database, o: MessageOptions, everyMs: number) {
  const lease = backgroundLease(db, 'messages', everyMs);
  const loop = backgroundLoop({
    round: async () => {
      if (await lease.take()) await messageRound(db, o, () => loop.stopping());
    },
    pauseMs: () => everyMs,
    report: (e) => console.warn(`messages: ${e instanceof Error ? e.message : String(e)}`),
    afterStop: () => lease.release().catch(() => undefined),
  });
  return { stop: () => loop.stop() };
}
