import { backgroundLease } from '../background/lease';
import type { Database } from '../db/database';
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
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  async function tick(): Promise<void> {
    try {
      if (await lease.take()) await bulletinDayFor(db, baseUrl, istanbulToday());
    } catch (e) {
      if (!stopped) console.warn(e instanceof TcmbUnreachable ? e.message : `scheduled TCMB fetch: ${(e as Error).message}`);
    }
    if (!stopped) timer = setTimeout(loop, everyMs);
  }

  function loop() {
    running = tick();
  }

  timer = setTimeout(loop, 0);
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
      await lease.release().catch(() => undefined);
    },
  };
}
