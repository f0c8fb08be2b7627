import { Dec, round } from './decimal';

/** VAT rates in force in Turkey (KDV). */
export const VAT_RATES = [0, 1, 10, 20] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface PricedLine {
  quantity: string;
  unitPrice: string;
  /** unit multiplier (e.g. 12 for a dozen); "1" when absent */
  multiplier?: string;
  /** percent, "0" when absent */
  discountRate?: string;
  vatRate: number;
  /**
   * The unit price includes the VAT (a shelf price, as Turkish retail shows it): quantity × price, less the
   * discount, is what the line costs with its VAT, and the VAT is taken out of it. Absent (false): the VAT is
   * added on top of the price.
   */
  priceIncludesVat?: boolean;
  /**
   * What campaigns took off the line (src/domain/campaigns), each an amount in the terms of its price (with VAT for
   * a shelf price), after its own discount rate: the net (and the VAT on it) is what is left.
   */
  campaignDiscounts?: readonly { amount: string }[];
}

/** A line's amounts without VAT and its VAT; net + tax is what the line costs. */
export interface LineAmounts {
  /** quantity × unitPrice × multiplier, rounded (VAT-inclusive price: less the VAT in it) */
  gross: string;
  /** gross − net (so that gross − discount = net holds to the cent) */
  discount: string;
  /** gross × (1 − discountRate/100), rounded (VAT-inclusive price: less the VAT in it) */
  net: string;
  /** net × vatRate/100, rounded (VAT-inclusive price: the amount with VAT × rate/(100 + rate), rounded) */
  tax: string;
}

export interface Totals {
  sub: string;
  discount: string;
  tax: string;
  grand: string;
}

export interface VatBreakdownRow {
  vatRate: number;
  base: string;
  tax: string;
}

/**
 * One line's amounts. Each line is rounded half-up to 2 decimals on its own (gross, net, then VAT on the
 * rounded net), the way a printed invoice shows it; document totals are sums of the rounded line
 * figures, so the totals always equal the sum of what is printed on the lines.
 *
 * A VAT-inclusive price (`priceIncludesVat`) is rounded the same way to the line's amount with VAT, of which
 * the VAT is amount × rate/(100 + rate) rounded half-up, and the net the rest: 120.00 at 20 % is 100.00 + 20.00,
 * and net + VAT is always exactly the amount the customer was shown. Its gross is split the same way.
 */
export function lineAmounts(line: PricedLine): LineAmounts {
  if (line.campaignDiscounts !== undefined && line.campaignDiscounts.length > 0) return lessCampaigns(line, withoutCampaigns(line));
  return withoutCampaigns(line);
}

function withoutCampaigns(line: PricedLine): LineAmounts {
  const cents = lineCents(line);
  if (cents) return { gross: fromCents(cents[0]), discount: fromCents(cents[0] - cents[1]), net: fromCents(cents[1]), tax: fromCents(cents[2]) };
  const big = lineCentsBig(line);
  if (big) return { gross: fromCents(big[0]), discount: fromCents(big[0] - big[1]), net: fromCents(big[1]), tax: fromCents(big[2]) };
  return lineAmountsDecimal(line);
}

/** A line's [gross, net, tax] in whole cents before its campaigns, by the same paths as `lineAmounts`, without its strings. */
export function lineCentsBeforeCampaigns(line: PricedLine): readonly [bigint, bigint, bigint] {
  const small = lineCents(line);
  if (small) return [BigInt(small[0]), BigInt(small[1]), BigInt(small[2])];
  const big = lineCentsBig(line);
  if (big) return big;
  const a = lineAmountsDecimal(line);
  return [BigInt(a.gross.replace('.', '')), BigInt(a.net.replace('.', '')), BigInt(a.tax.replace('.', ''))];
}

/**
 * A line's amounts with its campaigns' discounts taken off what it costs after its own discount: a shelf price's
 * amount with VAT less them is split into net and VAT as the line's own amount is; a price without VAT loses them
 * from its net, and its VAT is taken on what is left. Gross stays; the discount grows by what the net lost.
 */
const MONEY_TEXT = /^\d+\.\d{2}$/;
function lessCampaigns(line: PricedLine, a: LineAmounts): LineAmounts {
  const off = line.campaignDiscounts!.reduce(
    (s, d) => s + BigInt(MONEY_TEXT.test(d.amount) ? d.amount.replace('.', '') : new Dec(d.amount).toFixed(2).replace('.', '')),
    0n,
  );
  const net0 = BigInt(a.net.replace('.', ''));
  const gross = BigInt(a.gross.replace('.', ''));
  const v = BigInt(line.vatRate);
  const half = (n: bigint, d: bigint) => (2n * (n % d) >= d ? n / d + 1n : n / d);
  let net: bigint;
  let tax: bigint;
  if (line.priceIncludesVat === true) {
    const withVat = net0 + BigInt(a.tax.replace('.', '')) - off;
    const left = withVat < 0n ? 0n : withVat;
    tax = half(left * v, 100n + v);
    net = left - tax;
  } else {
    net = net0 - off < 0n ? 0n : net0 - off;
    tax = half(net * v, 100n);
  }
  return { gross: fromCents(gross), discount: fromCents(gross - net), net: fromCents(net), tax: fromCents(tax) };
}

/** The reference: decimal.js, for every line (the fast paths below must give exactly its strings). */
export function lineAmountsDecimal(line: PricedLine): LineAmounts {
  const gross = new Dec(line.quantity).times(line.unitPrice).times(line.multiplier ?? '1');
  const grossR = new Dec(round(gross));
  const rate = new Dec(line.discountRate ?? '0');
  const netR = new Dec(round(gross.minus(gross.times(rate).dividedBy(100))));
  if (line.priceIncludesVat === true) {
    const vatIn = (amount: Dec) => new Dec(round(amount.times(line.vatRate).dividedBy(new Dec(100).plus(line.vatRate))));
    const taxR = vatIn(netR);
    const grossEx = grossR.minus(vatIn(grossR));
    const netEx = netR.minus(taxR);
    return { gross: grossEx.toFixed(2), discount: grossEx.minus(netEx).toFixed(2), net: netEx.toFixed(2), tax: taxR.toFixed(2) };
  }
  const taxR = new Dec(round(netR.times(line.vatRate).dividedBy(100)));
  return {
    gross: grossR.toFixed(2),
    discount: grossR.minus(netR).toFixed(2),
    net: netR.toFixed(2),
    tax: taxR.toFixed(2),
  };
}

/** Document totals: sub = Σ gross, discount = Σ discount, tax = Σ VAT, grand = sub − discount + tax. */
export function computeTotals(lines: readonly PricedLine[]): Totals {
  // exact sums of whole cents while they stay safe integers (the usual case), else decimal.js
  let sub = 0;
  let net = 0;
  let tax = 0;
  for (const line of lines) {
    const c = line.campaignDiscounts?.length ? null : lineCents(line);
    if (!c) return computeTotalsDecimal(lines);
    sub += c[0];
    net += c[1];
    tax += c[2];
    if (sub > MAX_SAFE || net + tax > MAX_SAFE) return computeTotalsDecimal(lines);
  }
  return { sub: fromCents(sub), discount: fromCents(sub - net), tax: fromCents(tax), grand: fromCents(net + tax) };
}

/** The reference: decimal.js sums of `lineAmounts` (which itself takes the exact fast paths). */
export function computeTotalsDecimal(lines: readonly PricedLine[]): Totals {
  let sub = new Dec(0);
  let discount = new Dec(0);
  let tax = new Dec(0);
  for (const line of lines) {
    const a = lineAmounts(line);
    sub = sub.plus(a.gross);
    discount = discount.plus(a.discount);
    tax = tax.plus(a.tax);
  }
  return {
    sub: sub.toFixed(2),
    discount: discount.toFixed(2),
    tax: tax.toFixed(2),
    grand: sub.minus(discount).plus(tax).toFixed(2),
  };
}

/*
 * Exact integer fast paths of lineAmounts, proven equal to decimal.js by tests/unit/replay/totals.test.ts.
 *
 * A line of plain non-negative decimal strings (q = Q/10^a, p = P/10^b, m = M/10^c, discount r = R/10^d
 * with r ≤ 100) and a non-negative integer VAT rate V is, in scaled integers:
 *   gross = G / 10^s                          G = Q·P·M, s = a + b + c
 *   net   = G·(10^(d+2) − R) / 10^(s+d+2)     (= gross − gross·r/100)
 *   tax   = netCents·V / 10^4                 (VAT on the rounded net)
 * each rounded half-up to cents. decimal.js (precision 40) computes every step exactly when each exact
 * intermediate has at most 40 significant digits, and then rounds the same way; the BigInt path checks
 * that bound on every intermediate and returns null outside it (decimal.js decides). The Number path
 * needs every intermediate to be a safe integer (< 2^53, so far below 40 digits) and returns null
 * otherwise. Anything else (signs, exponents, other shapes, non-integer or negative VAT, r > 100)
 * goes to decimal.js.
 */

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/** the cents as a decimal string with two places ("-" for negatives, which the paths never produce) */
function fromCents(cents: number | bigint): string {
  const neg = cents < 0;
  let s = String(neg ? -cents : cents);
  if (s.length < 3) s = s.padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}

// ---- Number path ----

const POW10: number[] = Array.from({ length: 23 }, (_, i) => 10 ** i); // exact doubles up to 10^22

/** [scaled integer, scale] of a plain decimal string with at most 15 significant digits, else null */
function parseSmall(value: unknown): [number, number] | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const m = PLAIN.exec(value);
  if (!m) return null;
  const frac = m[2] ?? '';
  const digits = (m[1] as string) + frac;
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  if (digits.length - i > 15) return null;
  return [Number(digits.slice(i)), frac.length];
}

/** half-up rounding of n / 10^k (n ≥ 0 safe) to whole cents; null when not exact in doubles */
function centsOf(n: number, k: number): number | null {
  if (k <= 2) {
    const c = n * POW10[2 - k]!;
    return c <= MAX_SAFE ? c : null;
  }
  const e = k - 2;
  if (e > 22) return 0; // n < 2^53 < 10^16 ≤ 10^e / 2: rounds to zero
  const div = POW10[e]!;
  const r = n % div; // exact for doubles
  const q = (n - r) / div; // exact: n − r is a multiple of div
  return 2 * r >= div ? q + 1 : q;
}

/** [gross, net, tax] in cents, or null when the line is outside the Number path */
function lineCents(line: PricedLine): [number, number, number] | null {
  const q = parseSmall(line.quantity);
  const p = parseSmall(line.unitPrice);
  const m = line.multiplier === undefined ? ONE : parseSmall(line.multiplier);
  const r = line.discountRate === undefined ? ZERO : parseSmall(line.discountRate);
  const v = line.vatRate;
  if (!q || !p || !m || !r || typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || Object.is(v, -0)) return null;
  const qp = q[0] * p[0];
  if (qp > MAX_SAFE) return null;
  const g = qp * m[0];
  if (g > MAX_SAFE) return null;
  const s = q[1] + p[1] + m[1];
  const d = r[1];
  if (d + 2 > 15) return null;
  const full = POW10[d + 2]!;
  if (r[0] > full) return null; // discount above 100 %
  const keep = full - r[0];
  const gk = g * keep;
  if (gk > MAX_SAFE) return null;
  const gross = centsOf(g, s);
  const net = centsOf(gk, s + d + 2);
  if (gross === null || net === null) return null;
  if (line.priceIncludesVat === true) return includedCents(gross, net, v);
  const nv = net * v;
  if (nv > MAX_SAFE) return null;
  const tax = centsOf(nv, 4);
  if (tax === null) return null;
  return [gross, net, tax];
}

/** n / d rounded half-up (n ≥ 0 and d > 0 safe integers): exact, as `%` and the division of a multiple are */
function roundDiv(n: number, d: number): number {
  const r = n % d;
  const q = (n - r) / d;
  return 2 * r >= d ? q + 1 : q;
}

/** [gross, net, tax] cents without VAT of a line whose gross and net cents include VAT at v % */
function includedCents(gross: number, net: number, v: number): [number, number, number] | null {
  if (gross * v > MAX_SAFE) return null; // net ≤ gross
  const tax = roundDiv(net * v, 100 + v);
  return [gross - roundDiv(gross * v, 100 + v), net - tax, tax];
}

const ONE: [number, number] = [1, 0];
const ZERO: [number, number] = [0, 0];

// ---- BigInt path (large or long decimals) ----

const PRECISION_LIMIT = 10n ** 40n; // decimal.js precision: 40 significant digits

/** [scaled integer, scale] of a plain decimal string */
function parseBig(value: unknown): [bigint, number] | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const m = PLAIN.exec(value);
  if (!m) return null;
  const frac = m[2] ?? '';
  return [BigInt((m[1] as string) + frac), frac.length];
}

/** x when it has at most 40 digits (so decimal.js holds it exactly), else null */
const fits = (x: bigint): bigint | null => (x < PRECISION_LIMIT ? x : null);

function centsOfBig(n: bigint, k: number): bigint {
  if (k <= 2) return n * 10n ** BigInt(2 - k);
  const div = 10n ** BigInt(k - 2);
  const q = n / div;
  return 2n * (n % div) >= div ? q + 1n : q;
}

/** [gross, net, tax] in cents, or null when decimal.js might round an intermediate */
function lineCentsBig(line: PricedLine): [bigint, bigint, bigint] | null {
  const q = parseBig(line.quantity);
  const p = parseBig(line.unitPrice);
  const m = line.multiplier === undefined ? ([1n, 0] as [bigint, number]) : parseBig(line.multiplier);
  const r = line.discountRate === undefined ? ([0n, 0] as [bigint, number]) : parseBig(line.discountRate);
  const v = line.vatRate;
  if (!q || !p || !m || !r || typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0 || Object.is(v, -0)) return null;
  const qp = fits(q[0] * p[0]);
  if (qp === null) return null;
  const g = fits(qp * m[0]);
  if (g === null) return null;
  const s = q[1] + p[1] + m[1];
  const d = r[1];
  const full = 10n ** BigInt(d + 2);
  if (r[0] > full) return null; // discount above 100 %
  // gross·rate, then gross − gross·rate/100: both exact in 40 digits
  if (fits(g * r[0]) === null) return null;
  const gk = fits(g * (full - r[0]));
  if (gk === null) return null;
  const gross = centsOfBig(g, s);
  const net = centsOfBig(gk, s + d + 2);
  // grossR − netR (the discount) and netR·V are decimal.js operations too
  const nv = fits(net * BigInt(v));
  if (nv === null || fits(gross - net) === null) return null;
  if (line.priceIncludesVat === true) return includedCentsBig(gross, net, BigInt(v));
  return [gross, net, centsOfBig(nv, 4)];
}

/**
 * `includedCents` in BigInt. decimal.js rounds amount·V/(100 + V) to 40 digits before rounding it to cents;
 * a quotient of a denominator of at most 1,100 is never within 10⁻⁶ of a half cent unless it is one, so that
 * rounding changes nothing while amount·V stays below 10³⁰ cents.
 */
function includedCentsBig(gross: bigint, net: bigint, v: bigint): [bigint, bigint, bigint] | null {
  if (gross * v >= 10n ** 30n || v > 1000n) return null;
  const split = (amount: bigint) => {
    const n = amount * v;
    const d = 100n + v;
    const q = n / d;
    return 2n * (n % d) >= d ? q + 1n : q;
  };
  const tax = split(net);
  return [gross - split(gross), net - tax, tax];
}

/** @internal for the equality tests: which path a line takes */
export function linePath(line: PricedLine): 'number' | 'bigint' | 'decimal' {
  return lineCents(line) ? 'number' : lineCentsBig(line) ? 'bigint' : 'decimal';
}

/** @internal for the equality tests: the BigInt path alone (null outside its range) */
export function lineAmountsBig(line: PricedLine): LineAmounts | null {
  const big = lineCentsBig(line);
  return big && { gross: fromCents(big[0]), discount: fromCents(big[0] - big[1]), net: fromCents(big[1]), tax: fromCents(big[2]) };
}

/** A line's amounts and what it costs with its VAT (net + tax): the figure a till or a slip shows on the line. */
export interface LineSum extends LineAmounts {
  total: string;
}

/** Everything a document shows of its money: each line, the base and VAT per rate, the totals. */
export interface DocumentSums {
  lines: LineSum[];
  vat: VatBreakdownRow[];
  totals: Totals;
}

const cents = (twoPlaces: string): bigint => BigInt(twoPlaces.replace('.', ''));

/**
 * The one computation of a document's money, VAT added on top of a price or included in it: each line's
 * amounts (`lineAmounts`), the net base and VAT per rate (ascending, only rates that occur) and the totals,
 * all sums of the rounded line figures in whole cents. So the lines' totals add up to the grand total and
 * the VAT rows to the VAT, to the cent; `totals` equals `computeTotals` (its fast path for the same sums).
 */
export function documentSums(lines: readonly PricedLine[]): DocumentSums {
  const rows = new Map<number, { base: bigint; tax: bigint }>();
  const sum = { gross: 0n, net: 0n, tax: 0n };
  const each = lines.map((line): LineSum => {
    const a = lineAmounts(line);
    const [gross, net, tax] = [cents(a.gross), cents(a.net), cents(a.tax)];
    sum.gross += gross;
    sum.net += net;
    sum.tax += tax;
    const row = rows.get(line.vatRate) ?? { base: 0n, tax: 0n };
    rows.set(line.vatRate, { base: row.base + net, tax: row.tax + tax });
    return { ...a, total: fromCents(net + tax) };
  });
  return {
    lines: each,
    vat: [...rows.entries()].sort(([a], [b]) => a - b).map(([vatRate, r]) => ({ vatRate, base: fromCents(r.base), tax: fromCents(r.tax) })),
    totals: { sub: fromCents(sum.gross), discount: fromCents(sum.gross - sum.net), tax: fromCents(sum.tax), grand: fromCents(sum.net + sum.tax) },
  };
}

/** Net base and VAT per rate, ascending by rate, only rates that occur (`documentSums`). */
export function vatBreakdown(lines: readonly PricedLine[]): VatBreakdownRow[] {
  return documentSums(lines).vat;
}
