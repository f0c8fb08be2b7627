import type { Effect } from '../../../machines/index';
import { Dec } from '../../domain/money/decimal';
import type { LedgerDifference } from '../../domain/schemas/audit';
import { accountRowOf, cashAmountOf, cashBoxOf, cashMoveInBoxCurrency, idOf, stockRowOf } from '../documents/ledger-rows';

export type LedgerName = LedgerDifference['ledger'];
export type LedgerField = LedgerDifference['field'];

/**
 * What a ledger total is of: one document's moves on one account in one currency, one product in one warehouse, one
 * cash account, or one account's loyalty points.
 */
export interface LedgerSubject {
  ledger: LedgerName;
  documentId: number;
  accountId?: number;
  currency?: string;
  productId?: number;
  warehouseId?: number;
  /** stock on the shelf location a line chose (the warehouse's total is a subject of its own) */
  locationId?: number;
  cashBoxId?: number;
}

export interface LedgerTotal extends LedgerSubject {
  sums: Partial<Record<LedgerField, Dec>>;
}

export type LedgerTotals = Map<string, LedgerTotal>;

/** Where a move that names no warehouse or cash account goes, and each cash account's currency (effects.ts's rules). */
export interface LedgerDefaults {
  warehouseId: number | null;
  cashBoxId: number | null;
  boxCurrency: ReadonlyMap<number, string>;
}

const keyOf = (s: LedgerSubject) => [s.ledger, s.documentId, s.accountId, s.currency, s.productId, s.warehouseId, s.locationId, s.cashBoxId].join('|');

/** A document's stock of one product in one warehouse, whose lines chose its shelf location: its moves are checked per location too. */
export const locatedKey = (documentId: number, productId: number, warehouseId: number) => `${documentId}|${productId}|${warehouseId}`;

/** Adds an amount to a subject's total of one field. */
export function addToTotal(totals: LedgerTotals, subject: LedgerSubject, field: LedgerField, amount: Dec): void {
  const key = keyOf(subject);
  let total = totals.get(key);
  if (!total) totals.set(key, (total = { ...subject, sums: {} }));
  total.sums[field] = (total.sums[field] ?? new Dec(0)).plus(amount);
}

/** As the database stores it: quantities to 4 places, amounts to 2 (numeric rounds half away from zero). */
const stored = (v: string, places: number) => new Dec(v).toDecimalPlaces(places, Dec.ROUND_HALF_UP);

/**
 * Adds the ledger rows one document's effects write (effects.ts, stock-valuation.ts), as totals per subject. A
 * stock move's value is left out: it follows from every earlier move of the product (the moving average), not from
 * the document; so are the kur farkı moves, which follow from the account's position.
 */
export function addExpected(totals: LedgerTotals, documentId: number, effects: readonly Effect[], defaults: LedgerDefaults): void {
  for (const { type, params } of effects) {
    if (type === 'stockMove') {
      const row = stockRowOf(params);
      const warehouseId = row.warehouseId ?? defaults.warehouseId;
      if (row.productId === null || warehouseId === null) continue;
      addToTotal(totals, { ledger: 'stock', documentId, productId: row.productId, warehouseId }, 'quantity', stored(row.quantity, 4));
      if (row.locationId !== null)
        addToTotal(
          totals,
          { ledger: 'stock', documentId, productId: row.productId, warehouseId, locationId: row.locationId },
          'quantity',
          stored(row.quantity, 4),
        );
    } else if (type === 'accountMove') {
      if (params.kind === 'exchangeDifference') continue;
      const row = accountRowOf(params);
      if (row.accountId === null) continue;
      const subject: LedgerSubject = { ledger: 'account', documentId, accountId: row.accountId, currency: row.currency };
      addToTotal(totals, subject, 'debit', stored(row.debit, 2));
      addToTotal(totals, subject, 'credit', stored(row.credit, 2));
    } else if (type === 'cashMove') {
      const cashBoxId = cashBoxOf(params) ?? defaults.cashBoxId;
      if (cashBoxId === null) continue;
      const moved = cashMoveInBoxCurrency(params, defaults.boxCurrency.get(cashBoxId) ?? 'TRY');
      if (moved) addToTotal(totals, { ledger: 'cash', documentId, cashBoxId }, 'amount', stored(cashAmountOf(moved), 2));
    } else if (type === 'pointsMove') {
      // whole points, signed as src/server/loyalty/engine-hooks.ts writes them
      const accountId = idOf(params.accountId);
      if (accountId !== null) addToTotal(totals, { ledger: 'points', documentId, accountId }, 'points', new Dec(String(params.points)));
    }
  }
}

const FIELDS: readonly LedgerField[] = ['quantity', 'debit', 'credit', 'amount', 'points'];
const LEDGER_ORDER: readonly LedgerName[] = ['stock', 'account', 'cash', 'points'];

/** Every subject and field where the two sets of totals differ (a total one side lacks is zero there), by document and ledger. */
export function compareTotals(
  expected: LedgerTotals,
  found: LedgerTotals,
  documents: ReadonlyMap<number, { type: string; number: string }>,
): LedgerDifference[] {
  const out: LedgerDifference[] = [];
  for (const key of new Set([...expected.keys(), ...found.keys()])) {
    const want = expected.get(key);
    const have = found.get(key);
    const { sums: _, ...subject } = (want ?? have)!;
    const doc = documents.get(subject.documentId);
    for (const field of FIELDS) {
      const e = want?.sums[field];
      const f = have?.sums[field];
      if (e === undefined && f === undefined) continue;
      const exp = e ?? new Dec(0);
      const fnd = f ?? new Dec(0);
      if (exp.equals(fnd)) continue;
      out.push({ ...subject, type: doc?.type ?? '', number: doc?.number ?? '', field, expected: exp.toFixed(), found: fnd.toFixed() });
    }
  }
  return out.sort((a, b) => a.documentId - b.documentId || LEDGER_ORDER.indexOf(a.ledger) - LEDGER_ORDER.indexOf(b.ledger));
}
