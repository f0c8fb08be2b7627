import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReplayPass, ReplayShareResult } from './replay.worker';

/** issue #34: replay at 60 % of its floor (the same events canonicalised and SHA-256-chained, nothing else) or more */
const GOAL_RATIO = 0.6;

/**
 * Replay with hash verification over a journal of N events (default 1,000,000): every document's chain
 * is re-hashed (`brokenLink`) and its state rebuilt from the journal (`replayJournal`, the server's own
 * function) and compared with the stored state. Prints events per second.
 *
 * The documents are split over worker threads (BENCH_REPLAY_WORKERS, default: the CPU count, at most 2):
 * each worker builds its own share of the journal with the authoritative path (journal-fixture.ts),
 * waits until every worker has built, then all replay at once; the time is the wall clock from that
 * start to the last worker's end, for the floor and then the replay. Building is not timed. The server's replay endpoint stays one
 * document per request; only this benchmark runs documents in parallel.
 */
export async function replayBench(total = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000)) {
  const workers = Math.max(1, Number(process.env.BENCH_REPLAY_WORKERS ?? Math.min(2, availableParallelism())));
  const t0 = performance.now();
  const pool = Array.from({ length: workers }, (_, w) => {
    const share = Math.ceil(total / workers);
    // the worker loads the TypeScript entry through tsx's API (execArgv `--import tsx` is not honoured there)
    const entry = JSON.stringify(new URL('./replay.worker.ts', import.meta.url).href);
    const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    return new Worker(`import(${api}).then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
      eval: true,
      workerData: { events: share, firstId: w + 1, stride: workers },
    });
  });
  const message = <T>(worker: Worker) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await Promise.all(pool.map((w) => message<'built'>(w)));
  const built = performance.now() - t0;
  const time = async (pass: ReplayPass) => {
    const t = performance.now();
    const results = pool.map((w) => message<ReplayShareResult>(w));
    for (const w of pool) w.postMessage(pass);
    const shares = await Promise.all(results);
    return { shares, seconds: (performance.now() - t) / 1000 };
  };
  const floor = await time('floor');
  const { shares, seconds } = await time('replay');
  await Promise.all(pool.map((w) => w.terminate()));

  const events = shares.reduce((s, r) => s + r.events, 0);
  const documents = shares.reduce((s, r) => s + r.documents, 0);
  const mismatches = shares.reduce((s, r) => s + r.mismatches, 0) + floor.shares.reduce((s, r) => s + r.mismatches, 0);
  const fallbacks = shares.reduce((s, r) => s + r.fallbacks, 0);
  const rate = Math.round(events / seconds);
  const floorRate = Math.round(events / floor.seconds);
  const ratio = rate / floorRate;
  const fmt = (n: number) => n.toLocaleString('en');
  console.log(
    [
      `replay with hash verification: ${fmt(events)} events, ${fmt(documents)} documents, ${seconds.toFixed(2)} s → ${fmt(rate)} events/s`,
      `  its floor (the same events canonicalised and SHA-256-chained, nothing else): ${floor.seconds.toFixed(2)} s → ${fmt(floorRate)} events/s`,
      `  replay at ${(ratio * 100).toFixed(0)} % of its floor (goal ≥ ${GOAL_RATIO * 100} %: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'})`,
      `  ${workers} worker thread(s): ${shares.map((r) => `${fmt(Math.round(r.events / (r.ms / 1000)))}/s`).join(', ')} each; mismatches ${mismatches}; fold steps that fell back to XState ${fallbacks}`,
      `  journal built with the authoritative family.create/decide in ${(built / 1000).toFixed(1)} s (not timed)`,
    ].join('\n'),
  );
  if (mismatches) throw new Error('replay found mismatches in an untouched journal');
  return ratio;
}
