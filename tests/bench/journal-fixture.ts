import { familyForType, type DocumentEvent } from '../../machines/index';
import { entryHash, GENESIS_HASH, type JournalRow } from '../../src/server/documents/journal';

const EVENTS: DocumentEvent[] = [
  { type: 'EDIT', note: 'checked' },
  { type: 'START' },
  { type: 'EDIT', note: 'late' },
  { type: 'COMPLETE' },
  { type: 'CLOSE', cashBoxOpen: false },
];

/**
 * A journal as the server writes it: each document is created, edited, started, refused an edit,
 * completed and closed (six rows, one refused), hashed into its chain. Returns the rows per document
 * with the stored final state, built with the same machine and hash the server uses.
 *
 * States are built with the AUTHORITATIVE path only (`family.create / decide`, XState's transition),
 * never with the fast replay fold, so the benchmark's "mismatches 0" is a real cross-check. Every
 * document is distinct in content (number, account, products, quantities, prices follow its id).
 * The benchmark splits the work over worker threads with `firstId` / `stride`: worker w of n builds
 * the ids w+1, w+1+n, … so the shares never overlap.
 */
export function buildJournal(totalEvents: number, { firstId = 1, stride = 1 }: { firstId?: number; stride?: number } = {}) {
  const family = familyForType('salesInvoice')!;
  const docs: { rows: JournalRow[]; stored: { status: string; context: Record<string, unknown> } }[] = [];
  let events = 0;
  for (let id = firstId; events < totalEvents; id += stride) {
    const input = {
      type: 'salesInvoice',
      number: `SF2026${String(id).padStart(6, '0')}`,
      date: '2026-11-21',
      accountId: String(1 + (id % 50)),
      warehouseId: String(1 + (id % 2)),
      lines: [
        { productId: String(1 + (id % 97)), quantity: String(1 + (id % 5)), unitPrice: `${10 + (id % 13)}.50`, vatRate: 20 },
        { productId: String(2 + (id % 89)), quantity: '1', unitPrice: '5.25', discountRate: '10', vatRate: 10 },
        { productId: String(3 + (id % 83)), quantity: '3', unitPrice: '1.99', vatRate: 1 },
      ],
    };
    const rows: JournalRow[] = [];
    let prev = GENESIS_HASH;
    const push = (event: string, payload: Record<string, unknown>, from: string | null, to: string, accepted: boolean, reason: string | null) => {
      const entry = {
        companyId: 1,
        documentId: id,
        seq: rows.length + 1,
        event,
        payload,
        from,
        to,
        accepted,
        reason,
        userId: 1,
        at: new Date(1_790_000_000_000 + id * 1000 + rows.length).toISOString(),
      };
      const hash = entryHash(prev, entry);
      rows.push({ ...entry, prevHash: prev, hash });
      prev = hash;
    };
    const created = family.create(input);
    if (!created.ok) throw new Error(created.reason);
    let state = created.state;
    push('CREATE', input, null, state.status, true, null);
    for (const e of EVENTS) {
      const { type, ...payload } = e;
      const d = family.decide(state, e);
      if (d.ok) {
        push(type, payload, state.status, d.state.status, true, null);
        state = d.state;
      } else push(type, payload, state.status, state.status, false, d.reason);
    }
    docs.push({ rows, stored: state });
    events += rows.length;
  }
  return { docs, events };
}
