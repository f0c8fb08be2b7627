import { parentPort, workerData } from 'node:worker_threads';
import { fastFamily } from '../../machines/fast-fold';
import { receiptFamily } from '../../machines/index';
import { replayJournal } from '../../src/server/documents/replay';
import { buildJournal } from './journal-fixture';

export interface ReplayShareResult {
  events: number;
  documents: number;
  mismatches: number;
  fallbacks: number;
  ms: number;
}

/** One worker of replay.bench.ts: builds its share of the journal, then replays it when told to. */
if (parentPort) {
  const port = parentPort;
  const { events: total, firstId, stride } = workerData as { events: number; firstId: number; stride: number };
  const { docs, events } = buildJournal(total, { firstId, stride });
  port.once('message', () => {
    const fallbacksBefore = fastFamily(receiptFamily).stats.fallback;
    const t = performance.now();
    let mismatches = 0;
    for (const d of docs) {
      const r = replayJournal('salesInvoice', d.rows, d.stored);
      if (!r.matches || !r.chainValid || r.events !== d.rows.filter((row) => row.accepted).length) mismatches++;
    }
    const ms = performance.now() - t;
    const result: ReplayShareResult = { events, documents: docs.length, mismatches, fallbacks: fastFamily(receiptFamily).stats.fallback - fallbacksBefore, ms };
    port.postMessage(result);
  });
  port.postMessage('built');
}
