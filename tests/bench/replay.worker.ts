import { parentPort, workerData } from 'node:worker_threads';
import { fastFamily } from '../../machines/fast-fold';
import { receiptFamily } from '../../machines/index';
import { brokenLink } from '../../src/server/documents/journal';
import { replayJournal } from '../../src/server/documents/replay';
import { buildJournal } from './journal-fixture';

/** What the main thread asks a worker to time: the replay, or its floor (the hash chain alone over the same rows). */
export type ReplayPass = 'replay' | 'floor';

export interface ReplayShareResult {
  pass: ReplayPass;
  events: number;
  documents: number;
  mismatches: number;
  fallbacks: number;
  ms: number;
}

/** One worker of replay.bench.ts: builds its share of the journal, then times each pass when told to. */
if (parentPort) {
  const port = parentPort;
  const { events: total, firstId, stride } = workerData as { events: number; firstId: number; stride: number };
  const { docs, events } = buildJournal(total, { firstId, stride });
  const passes: Record<ReplayPass, (d: (typeof docs)[number]) => boolean> = {
    // the server's replay: the chain re-hashed, the state folded from the journal and compared with the stored one
    replay: (d) => {
      const r = replayJournal('salesInvoice', d.rows, d.stored);
      return r.matches && r.chainValid && r.events === d.rows.filter((row) => row.accepted).length;
    },
    // the floor: the same rows canonicalised and SHA-256-chained by the journal's own check, nothing else
    floor: (d) => brokenLink(d.rows) === null,
  };
  // both passes once over a few documents, so that neither is timed while the other's code is still cold
  for (const d of docs.slice(0, 200)) for (const run of Object.values(passes)) run(d);
  port.on('message', (pass: ReplayPass) => {
    const fallbacksBefore = fastFamily(receiptFamily).stats.fallback;
    const run = passes[pass];
    const t = performance.now();
    let mismatches = 0;
    for (const d of docs) if (!run(d)) mismatches++;
    const ms = performance.now() - t;
    const result: ReplayShareResult = {
      pass,
      events,
      documents: docs.length,
      mismatches,
      fallbacks: fastFamily(receiptFamily).stats.fallback - fallbacksBefore,
      ms,
    };
    port.postMessage(result);
  });
  port.postMessage('built');
}
