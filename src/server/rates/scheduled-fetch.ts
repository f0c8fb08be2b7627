import { backgroundLease } from '../background/lease';
import type { Database } from '../db/database';
import { backgroundLoop } from '../background/loop';
import { TcmbUnreachable } from './fetch-bulletin';
import { istanbulToday } from './istanbul-day';
import { bulletinDayFor } from './resolve';

/**
 * The scheduled TCMB fetch (TCMB_FETCH_EVERY_MS): every `everyMs` the bulletin that answers for today is fetched
 * unless it is stored already, so that the day's rates are there before anyone asks. With several servers on one
 * database only the holder of the `tcmb-fetch` lease fetches: TCMB is asked once per bulletin, not once per server.
 */
export function startRateFetcher(db: Database, baseUrl: string, everyMs: number) {
  const lease = backgroundLease(db, 'tcmb-fetch', everyMs);
  const loop = backgroundLoop({
    round: async () => {
      if (await lease.take()) await bulletinDayFor(db, baseUrl, istanbulToday());
    },
    pauseMs: () => everyMs,
    report: (e) => console.warn(e instanceof TcmbUnreachable ? e.message : `scheduled TCMB fetch: ${(e as Error).message}`),
    afterStop: () => lease.release().catch(() => undefined),
  });
  return { stop: () => loop.stop() };
}
