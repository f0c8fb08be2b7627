import { cmp, isDecimalString } from './decimal';
import { discountedLines } from './discounted-totals';
import type { DocumentDiscount, DocumentWithholding } from './document-totals';
import { lineAmounts, type PricedLine } from './totals';
import { COMPUTATION_VAT_RATES } from './withholding';

/**
 * Live totals of a receipt being edited (up to 1250 lines), kept as whole-cent sums so that one
 * line edit costs one line: the old line's contribution is taken out and the new one put in. Each line's
 * cents come from totals.ts `lineAmounts`, so the sums are exactly `computeTotals` and, with
 * withholding, `documentTotals` without ÖTV or a document discount (proven by
 * tests/unit/money/receipt-totals-model.test.ts). A line that cannot be computed yet (a half-typed
 * quantity, no price) contributes nothing.
 */

export interface ModelLine extends PricedLine {
  withholding?: DocumentWithholding;
}

/** whole cents; sums stay exact while below 2^53 cents (90 trillion), far beyond any receipt */
interface Contribution {
  gross: number;
  net: number;
  tax: number;
  withholding: number;
  vatRate: number;
}

export interface LiveTotals {
  sub: string;
  discount: string;
  /** the VAT: Σ line tax */
  tax: string;
  /** sub − discount + tax */
  grand: string;
  withholding: string;
  /** grand − withholding */
  payable: string;
  /** one row per VAT rate that has lines, lowest rate first */
  vatBreakdown: { vatRate: number; base: string; tax: string }[];
}

const cents = (twoPlaces: string): number => Number(twoPlaces.replace('.', ''));

function fromCents(value: number): string {
  const neg = value < 0;
  const s = String(neg ? -value : value).padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

const POW10: number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** [scaled integer, scale] of a plain decimal ("12.50" → [1250, 2]) with at most 15 digits, else null. */
function scaled(value: string | undefined, absent: [number, number]): [number, number] | null {
  if (value === undefined) return absent;
  let n = 0;
  let digits = 0;
  let scale = -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 46) {
      if (scale >= 0 || i === 0 || i === value.length - 1) return null;
      scale = 0;
    } else if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      if (n > 0) digits++;
      if (scale >= 0) scale++;
    } else return null;
  }
  if (value.length === 0 || digits > 15) return null;
  return [n, scale < 0 ? 0 : scale];
}

/** n / 10^k (n ≥ 0, safe) rounded half-up to cents; null when not exact in doubles. */
function centsOf(n: number, k: number): number | null {
  if (k <= 2) {
    const c = n * POW10[2 - k]!;
    return c <= Number.MAX_SAFE_INTEGER ? c : null;
  }
  const e = k - 2;
  if (e > 22) return 0;
  const div = POW10[e]!;
  const r = n % div;
  const q = (n - r) / div;
  return 2 * r >= div ? q + 1 : q;
}

/**
 * [gross, net, tax] cents of a line with safe-integer arithmetic (the same scaled-integer formulas as
 * totals.ts, which documents them); null sends the line to `lineAmounts`, as a VAT-inclusive price does.
 */
function fastCents(line: ModelLine): [number, number, number] | null {
  if (line.priceIncludesVat === true) return null;
  const q = scaled(line.quantity, [0, 0]);
  const p = scaled(line.unitPrice, [0, 0]);
  const m = scaled(line.multiplier, [1, 0]);
  const r = scaled(line.discountRate, [0, 0]);
  if (!q || !p || !m || !r) return null;
  const g = q[0] * p[0] * m[0];
  if (!Number.isSafeInteger(g) || q[0] * p[0] > Number.MAX_SAFE_INTEGER) return null;
  const s = q[1] + p[1] + m[1];
  const d = r[1];
  if (d + 2 > 15) return null;
  const full = POW10[d + 2]!;
  if (r[0] > full) return null;
  const gk = g * (full - r[0]);
  if (!Number.isSafeInteger(gk)) return null;
  const gross = centsOf(g, s);
  const net = centsOf(gk, s + d + 2);
  if (gross === null || net === null) return null;
  const nv = net * line.vatRate;
  if (!Number.isSafeInteger(nv)) return null;
  const tax = centsOf(nv, 4);
  return tax === null ? null : [gross, net, tax];
}

function optionalDecimal(v: string | undefined): boolean {
  return v === undefined || isDecimalString(v);
}

const VAT_OK = new Set<number>(COMPUTATION_VAT_RATES);

/** The cents one line adds to the totals, or null when the line cannot be computed. */
export function lineContribution(line: ModelLine): Contribution | null {
  if (!VAT_OK.has(line.vatRate)) return null;
  // campaigns' discounts come off through lineAmounts only
  let c = line.campaignDiscounts?.length ? null : fastCents(line);
  if (!c) {
    if (!isDecimalString(line.quantity) || !isDecimalString(line.unitPrice)) return null;
    if (!optionalDecimal(line.multiplier) || !optionalDecimal(line.discountRate)) return null;
    if (line.discountRate !== undefined && cmp(line.discountRate, '100') > 0) return null;
    const a = lineAmounts(line);
    c = [cents(a.gross), cents(a.net), cents(a.tax)];
  }
  const [gross, net, tax] = c;
  const w = line.withholding ? Math.floor((tax * line.withholding.percent * 2 + 100) / 200) : 0;
  return { gross, net, tax, withholding: w, vatRate: line.vatRate };
}

export class ReceiptTotalsModel {
  private parts: (Contribution | null)[] = [];
  private gross = 0;
  private net = 0;
  private tax = 0;
  private withholding = 0;
  private readonly byRate = new Map<number, { base: number; tax: number; lines: number }>();

  constructor(lines: readonly ModelLine[] = []) {
    this.reset(lines);
  }

  get size(): number {
    return this.parts.length;
  }

  /** Full recompute from the lines. */
  reset(lines: readonly ModelLine[]): void {
    this.parts = [];
    this.gross = this.net = this.tax = this.withholding = 0;
    this.byRate.clear();
    for (const line of lines) {
      const c = lineContribution(line);
      this.parts.push(c);
      this.add(c, 1);
    }
  }

  /** One line changed: its old contribution out, the new one in. */
  setLine(index: number, line: ModelLine): void {
    this.checkIndex(index);
    const c = lineContribution(line);
    this.add(this.parts[index] ?? null, -1);
    this.parts[index] = c;
    this.add(c, 1);
  }

  insertLine(index: number, line: ModelLine): void {
    if (index < 0 || index > this.parts.length) throw new RangeError(`no line position ${index}`);
    const c = lineContribution(line);
    this.parts.splice(index, 0, c);
    this.add(c, 1);
  }

  removeLine(index: number): void {
    this.checkIndex(index);
    const [old] = this.parts.splice(index, 1);
    this.add(old ?? null, -1);
  }

  totals(): LiveTotals {
    const grand = this.net + this.tax;
    return {
      sub: fromCents(this.gross),
      discount: fromCents(this.gross - this.net),
      tax: fromCents(this.tax),
      grand: fromCents(grand),
      withholding: fromCents(this.withholding),
      payable: fromCents(grand - this.withholding),
      vatBreakdown: [...this.byRate.entries()]
        .filter(([, r]) => r.lines > 0)
        .sort(([a], [b]) => a - b)
        .map(([vatRate, r]) => ({ vatRate, base: fromCents(r.base), tax: fromCents(r.tax) })),
    };
  }

  private checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.parts.length) throw new RangeError(`no line ${index}`);
  }

  private add(c: Contribution | null, sign: 1 | -1): void {
    if (!c) return;
    this.gross += sign * c.gross;
    this.net += sign * c.net;
    this.tax += sign * c.tax;
    this.withholding += sign * c.withholding;
    const row = this.byRate.get(c.vatRate) ?? { base: 0, tax: 0, lines: 0 };
    row.base += sign * c.net;
    row.tax += sign * c.tax;
    row.lines += sign;
    this.byRate.set(c.vatRate, row);
  }
}

/**
 * The live totals of a receipt with a discount on the whole document: the lines that can be computed
 * (`lineContribution`), the discount shared over them and each line's VAT and withholding on what is left
 * (discounted-totals.ts), as the server computes them. The model above keeps no document discount: an edit
 * recomputes these (a receipt of 1250 lines takes a few milliseconds).
 */
export function discountedLiveTotals(lines: readonly ModelLine[], discount: DocumentDiscount): LiveTotals {
  const ready = lines.filter((l) => lineContribution(l) !== null);
  const d = discountedLines(ready, discount);
  const rows = new Map<number, { base: number; tax: number }>();
  let withholding = 0;
  ready.forEach((l, i) => {
    const a = d.lines[i]!;
    const row = rows.get(l.vatRate) ?? { base: 0, tax: 0 };
    rows.set(l.vatRate, { base: row.base + cents(a.taxExclusive), tax: row.tax + cents(a.tax) });
    if (l.withholding) withholding += Math.floor((cents(a.tax) * l.withholding.percent * 2 + 100) / 200);
  });
  const grand = cents(d.totals.grand);
  return {
    ...d.totals,
    withholding: fromCents(withholding),
    payable: fromCents(grand - withholding),
    vatBreakdown: [...rows.entries()].sort(([a], [b]) => a - b).map(([vatRate, r]) => ({ vatRate, base: fromCents(r.base), tax: fromCents(r.tax) })),
  };
}
