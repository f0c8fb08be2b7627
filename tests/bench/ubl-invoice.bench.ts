import { buildUblInvoice, type UblInvoiceInput } from '../../src/server/edocuments/ubl-invoice';

/** Goal of issue #17: the UBL-TR of a 1250-line invoice in 50 ms or less. Printed, never asserted. */
const LINES = 1250;
const RUNS = Number(process.env.BENCH_UBL_RUNS ?? 50);

function invoice(n: number): UblInvoiceInput {
  const rates = [1, 10, 20];
  return {
    profile: 'TICARIFATURA',
    typeCode: 'TEVKIFAT',
    number: 'DFT2026000000001',
    uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b',
    issueDate: '2026-11-20',
    currency: 'TRY',
    supplier: {
      name: 'Demo Kitabevi',
      taxNumber: '2920084496',
      address: { street: 'Moda Cad. 12', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
    },
    customer: { name: 'Okur Kültür Merkezi', taxNumber: '4540536920', address: { street: 'Moda Cad.', district: 'Kadıköy', city: 'İstanbul' } },
    lines: Array.from({ length: n }, (_, i) => ({
      name: `Ürün ${i + 1}`,
      unit: i % 7 === 0 ? 'KG' : 'ADET',
      quantity: String(1 + (i % 17)),
      unitPrice: `${10 + (i % 450)}.${String((i * 37) % 100).padStart(2, '0')}`,
      discountRate: i % 5 === 0 ? '7.5' : '0',
      vatRate: rates[i % 3]!,
      priceIncludesVat: i % 2 === 0,
      ...(i % 10 === 0 ? { withholdingCode: '613', withholdingPercent: 90 } : {}),
    })),
  };
}

export async function ublInvoiceBench(): Promise<void> {
  const input = invoice(LINES);
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
