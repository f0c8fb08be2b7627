import { ReceiptTotalsModel, type ModelLine } from '../../src/domain/money/receipt-totals-model';

/** Goals of issue #4: full totals of a 1250-line receipt ≤ 2 ms, one line edit ≤ 0.2 ms. Printed, never asserted. */
const LINES = 1250;
const RUNS = Number(process.env.BENCH_TOTALS_RUNS ?? 500);

function receiptLines(n: number): ModelLine[] {
  const rates = [0, 1, 10, 20];
  return Array.from({ length: n }, (_, i) => ({
    quantity: String(1 + (i % 17)),
    unitPrice: `${10 + (i % 450)}.${String((i * 37) % 100).padStart(2, '0')}`,
    multiplier: i % 9 === 0 ? '12' : '1',
    discountRate: i % 5 === 0 ? '7.5' : '0',
    vatRate: rates[i % 4]!,
  }));
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const fmt = (ms: number) => `${ms.toFixed(4)} ms`;

export async function receiptTotalsBench(): Promise<void> {
  const lines = receiptLines(LINES);
  const model = new ReceiptTotalsModel();
  for (let i = 0; i < 50; i++) model.reset(lines); // warm-up

  const full: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    model.reset(lines);
    model.totals();
    full.push(performance.now() - t0);
  }

  const edit: number[] = [];
  for (let i = 0; i < RUNS * 10; i++) {
    const at = (i * 7919) % LINES;
    const line = { ...lines[at]!, quantity: String(1 + (i % 23)) };
    const t0 = performance.now();
    model.setLine(at, line);
    model.totals();
    edit.push(performance.now() - t0);
  }

  const f = stats(full);
  const e = stats(edit);
  console.log(`receipt totals, ${LINES} lines`);
  console.log(`  full recompute: median ${fmt(f.median)}, p95 ${fmt(f.p95)} (goal ≤ 2 ms) ${f.median <= 2 ? 'met' : 'NOT met'}`);
  console.log(`  one line edit:  median ${fmt(e.median)}, p95 ${fmt(e.p95)} (goal ≤ 0.2 ms) ${e.median <= 0.2 ? 'met' : 'NOT met'}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await receiptTotalsBench();
