import { buildUblInvoice } from '../../src/server/edocuments/ubl-invoice';
import { largeUblInvoice } from '../support/large-ubl-invoice';

/** Goal of issue #17: the UBL-TR of a 1250-line invoice in 50 ms or less. Printed, never asserted. */
const LINES = 1250;
const RUNS = Number(process.env.BENCH_UBL_RUNS ?? 50);

export async function ublInvoiceBench(): Promise<void> {
  const input = largeUblInvoice(LINES);
  for (let i = 0; i < 5; i++) buildUblInvoice(input); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    buildUblInvoice(input);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))]!;
  console.log(`UBL-TR invoice, ${LINES} lines (${Math.round(buildUblInvoice(input).length / 1024)} KB)`);
  console.log(`  build: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (goal ≤ 50 ms) ${median <= 50 ? 'met' : 'NOT met'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await ublInvoiceBench();
