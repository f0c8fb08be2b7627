import { Dec, isDecimalString } from './decimal';
import { lineAmounts, type PricedLine } from './totals';
import { COMPUTATION_VAT_RATES, WITHHOLDING_ALLOWED_TYPES, isAllowedWithholding, isVatExemptionCode, isWithholdingCode, withholdingRatio } from './withholding';

/**
 * Document totals of an invoice or receipt, the way GİB's UBL-TR LegalMonetaryTotal shows them:
 *
 *   lineExtension  Σ quantity × unit price × multiplier (per line, rounded)      (= `sub` of totals.ts)
 *   discount       Σ line discounts + the document discount
 *   taxExclusive   lineExtension − discount                                       (matrah before ÖTV)
 *   otv            Σ quantity × multiplier × ÖTV per unit (ÖTV list I, per line, rounded)
 *   vatBase        taxExclusive + otv                                             (ÖTV is in the VAT base)
 *   vat            Σ line VAT, each vatBase × rate rounded half-up to cents
 *   withholding    Σ line VAT × withholding percent (tevkifat), rounded per line
 *   taxInclusive   taxExclusive + otv + vat
 *   payable        taxInclusive − withholding
 *
 * Every figure is a sum of per-line figures rounded to cents, so the document always equals the sum of
 * its printed lines. The document discount is shared over the lines in proportion to their net (largest
 * remainder, to the cent) before VAT, so the VAT is computed on what is really charged.
 *
 * Gross, line discount and net come from totals.ts `lineAmounts` (its exact integer fast path); the rest
 * is whole-cent BigInt arithmetic. Without ÖTV and document discount the result equals `computeTotals`
 * (sub, discount, tax, grand) exactly.
 */

export interface DocumentWithholding {
  /** GİB tevkifat code, "601"–"627" or "801"–"825" */
  code: string;
  /** the withheld share of the VAT in percent: 90 for 9/10 */
  percent: number;
}

export interface DocumentLine extends PricedLine {
  /** KDV exemption reason code, required on a 0 % line (e.g. "301", "351") and refused otherwise */
  exemptionCode?: string;
  withholding?: DocumentWithholding;
  /** ÖTV per base unit (quantity × multiplier), a decimal string */
  otvPerUnit?: string;
}

export type DocumentDiscount = { rate: string } | { amount: string };

export interface DocumentInput {
  lines: readonly DocumentLine[];
  /** percent of the lines' net, or an amount (at most the lines' net) */
  documentDiscount?: DocumentDiscount;
  /** InvoiceTypeCode when known: withholding is refused on a type that does not allow it */
  invoiceTypeCode?: string;
}

export interface DocumentLineTotals {
  gross: string;
  lineDiscount: string;
  /** gross − line discount */
  net: string;
  /** this line's share of the document discount */
  documentDiscount: string;
  /** net − documentDiscount */
  taxExclusive: string;
  otv: string;
  vatBase: string;
  vatRate: number;
  vat: string;
  withholding: string;
  taxInclusive: string;
  payable: string;
}

export interface VatBreakdownEntry {
  vatRate: number;
  exemptionCode: string | null;
  base: string;
  tax: string;
}

export interface WithholdingBreakdownEntry {
  code: string;
  percent: number;
  /** "9/10" */
  ratio: string;
  /** the VAT the share is taken from */
  vat: string;
  amount: string;
}

export interface DocumentTotals {
  lineExtension: string;
  /** alias of lineExtension, the name totals.ts uses */
  sub: string;
  lineDiscount: string;
  documentDiscount: string;
  discount: string;
  taxExclusive: string;
  otv: string;
  vatBase: string;
  vat: string;
  /** otv + vat */
  taxTotal: string;
  withholding: string;
  taxInclusive: string;
  payable: string;
  vatBreakdown: VatBreakdownEntry[];
  withholdingBreakdown: WithholdingBreakdownEntry[];
  lines: DocumentLineTotals[];
}

export type DocumentIssueCode =
  | 'empty'
  | 'decimal'
  | 'discount-rate'
  | 'vat-rate'
  | 'exemption-required'
  | 'exemption-code'
  | 'exemption-on-taxed-line'
  | 'withholding-code'
  | 'withholding-percent'
  | 'withholding-on-exempt'
  | 'withholding-not-allowed'
  | 'document-discount';

export interface DocumentIssue {
  /** index of the line, null for the document */
  line: number | null;
  code: DocumentIssueCode;
  message: string;
}

export class DocumentTotalsError extends Error {
  readonly issues: readonly DocumentIssue[];
  constructor(issues: readonly DocumentIssue[]) {
    super(`invalid document: ${issues.map((i) => (i.line === null ? i.message : `line ${i.line + 1}: ${i.message}`)).join('; ')}`);
    this.name = 'DocumentTotalsError';
    this.issues = issues;
  }
}

const HUNDRED_PERCENT = (value: string) => isDecimalString(value) && new Dec(value).lte(100);

/** Everything that keeps a document from being computed; [] when `documentTotals` will succeed. */
export function validateDocument(input: DocumentInput): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const push = (line: number | null, code: DocumentIssueCode, message: string) => issues.push({ line, code, message });
  if (!input.lines.length) push(null, 'empty', 'a document needs at least one line');
  input.lines.forEach((l, i) => {
    for (const field of ['quantity', 'unitPrice', 'multiplier', 'discountRate', 'otvPerUnit'] as const) {
      const v = l[field];
      if ((v !== undefined || field === 'quantity' || field === 'unitPrice') && !isDecimalString(v))
        push(i, 'decimal', `${field} is not a plain decimal: ${String(v)}`);
    }
    if (l.discountRate !== undefined && isDecimalString(l.discountRate) && !HUNDRED_PERCENT(l.discountRate))
      push(i, 'discount-rate', 'the line discount is above 100 %');
    if (!(COMPUTATION_VAT_RATES as readonly number[]).includes(l.vatRate))
      push(i, 'vat-rate', `VAT rate ${l.vatRate} % is not one of ${COMPUTATION_VAT_RATES.join(', ')}`);
    if (l.vatRate === 0) {
      if (l.exemptionCode === undefined) push(i, 'exemption-required', 'a 0 % line needs an exemption reason code');
      else if (!isVatExemptionCode(l.exemptionCode)) push(i, 'exemption-code', `unknown exemption reason code ${l.exemptionCode}`);
    } else if (l.exemptionCode !== undefined) push(i, 'exemption-on-taxed-line', 'an exemption reason belongs only on a 0 % line');
    const w = l.withholding;
    if (w) {
      if (!isWithholdingCode(w.code)) push(i, 'withholding-code', `unknown withholding code ${w.code}`);
      else if (!isAllowedWithholding(w.code, w.percent)) push(i, 'withholding-percent', `withholding code ${w.code} does not allow ${w.percent} %`);
      if (l.vatRate === 0) push(i, 'withholding-on-exempt', 'a 0 % line has no VAT to withhold');
      if (input.invoiceTypeCode !== undefined && !(WITHHOLDING_ALLOWED_TYPES as readonly string[]).includes(input.invoiceTypeCode))
        push(i, 'withholding-not-allowed', `invoice type ${input.invoiceTypeCode} does not allow withholding`);
    }
  });
  const d = input.documentDiscount;
  if (d) {
    if ('rate' in d) {
      if (!HUNDRED_PERCENT(d.rate)) push(null, 'document-discount', 'the document discount rate must be a decimal from 0 to 100');
    } else if (!isDecimalString(d.amount)) push(null, 'document-discount', 'the document discount amount is not a plain decimal');
    else if (!issues.length) {
      const net = input.lines.reduce((s, l) => s + toCents(lineAmounts(l).net), 0n);
      if (decimalCents(d.amount) > net) push(null, 'document-discount', 'the document discount is larger than the lines');
    }
  }
  return issues;
}

/** Document totals; throws DocumentTotalsError (with the issues) for input `validateDocument` refuses. */
export function documentTotals(input: DocumentInput): DocumentTotals {
  const issues = validateDocument(input);
  if (issues.length) throw new DocumentTotalsError(issues);

  const base = input.lines.map((l) => lineAmounts(l));
  const nets = base.map((a) => toCents(a.net));
  const shares = shareDiscount(documentDiscountCents(input.documentDiscount, nets), nets);

  const lines: DocumentLineTotals[] = [];
  const vatRows = new Map<string, { vatRate: number; exemptionCode: string | null; base: bigint; tax: bigint }>();
  const wRows = new Map<string, { code: string; percent: number; vat: bigint; amount: bigint }>();
  const sum = { gross: 0n, lineDiscount: 0n, documentDiscount: 0n, otv: 0n, vat: 0n, withholding: 0n };

  input.lines.forEach((l, i) => {
    const a = base[i]!;
    const gross = toCents(a.gross);
    const net = nets[i]!;
    const share = shares[i]!;
    const taxExclusive = net - share;
    const otv = l.otvPerUnit === undefined ? 0n : decimalCents(new Dec(l.quantity).times(l.multiplier ?? '1').times(l.otvPerUnit));
    const vatBase = taxExclusive + otv;
    // with neither ÖTV nor a document discount this is exactly lineAmounts' tax
    const vat = otv === 0n && share === 0n ? toCents(a.tax) : roundDiv(vatBase * BigInt(l.vatRate), 100n);
    const withholding = l.withholding ? roundDiv(vat * BigInt(l.withholding.percent), 100n) : 0n;
    const taxInclusive = vatBase + vat;
    lines.push({
      gross: fromCents(gross),
      lineDiscount: fromCents(gross - net),
      net: fromCents(net),
      documentDiscount: fromCents(share),
      taxExclusive: fromCents(taxExclusive),
      otv: fromCents(otv),
      vatBase: fromCents(vatBase),
      vatRate: l.vatRate,
      vat: fromCents(vat),
      withholding: fromCents(withholding),
      taxInclusive: fromCents(taxInclusive),
      payable: fromCents(taxInclusive - withholding),
    });
    sum.gross += gross;
    sum.lineDiscount += gross - net;
    sum.documentDiscount += share;
    sum.otv += otv;
    sum.vat += vat;
    sum.withholding += withholding;

    const exemptionCode = l.vatRate === 0 ? (l.exemptionCode ?? null) : null;
    const vk = `${l.vatRate}|${exemptionCode ?? ''}`;
    const vr = vatRows.get(vk) ?? { vatRate: l.vatRate, exemptionCode, base: 0n, tax: 0n };
    vr.base += vatBase;
    vr.tax += vat;
    vatRows.set(vk, vr);
    if (l.withholding) {
      const wk = `${l.withholding.code}|${l.withholding.percent}`;
      const wr = wRows.get(wk) ?? { code: l.withholding.code, percent: l.withholding.percent, vat: 0n, amount: 0n };
      wr.vat += vat;
      wr.amount += withholding;
      wRows.set(wk, wr);
    }
  });

  const discount = sum.lineDiscount + sum.documentDiscount;
  const taxExclusive = sum.gross - discount;
  const vatBase = taxExclusive + sum.otv;
  const taxInclusive = vatBase + sum.vat;
  return {
    lineExtension: fromCents(sum.gross),
    sub: fromCents(sum.gross),
    lineDiscount: fromCents(sum.lineDiscount),
    documentDiscount: fromCents(sum.documentDiscount),
    discount: fromCents(discount),
    taxExclusive: fromCents(taxExclusive),
    otv: fromCents(sum.otv),
    vatBase: fromCents(vatBase),
    vat: fromCents(sum.vat),
    taxTotal: fromCents(sum.otv + sum.vat),
    withholding: fromCents(sum.withholding),
    taxInclusive: fromCents(taxInclusive),
    payable: fromCents(taxInclusive - sum.withholding),
    vatBreakdown: [...vatRows.values()]
      .sort((x, y) => x.vatRate - y.vatRate || (x.exemptionCode ?? '').localeCompare(y.exemptionCode ?? ''))
      .map((r) => ({ vatRate: r.vatRate, exemptionCode: r.exemptionCode, base: fromCents(r.base), tax: fromCents(r.tax) })),
    withholdingBreakdown: [...wRows.values()]
      .sort((x, y) => x.code.localeCompare(y.code) || x.percent - y.percent)
      .map((r) => ({ code: r.code, percent: r.percent, ratio: withholdingRatio(r.percent), vat: fromCents(r.vat), amount: fromCents(r.amount) })),
    lines,
  };
}

/**
 * Shares `total` cents over lines in proportion to `weights` (the lines' net cents): each line gets the
 * floor of its exact share, and the cents left over go one each to the largest remainders (the earlier
 * line on a tie). The shares add up to `total` exactly and no share exceeds its line's weight.
 */
export function shareDiscount(total: bigint, weights: readonly bigint[]): bigint[] {
  const all = weights.reduce((s, w) => s + w, 0n);
  if (total === 0n || all === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / all);
  let left = total - shares.reduce((s, x) => s + x, 0n);
  const order = weights.map((w, i) => ({ i, rem: (total * w) % all })).sort((x, y) => (x.rem === y.rem ? x.i - y.i : x.rem > y.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return shares;
}

function documentDiscountCents(d: DocumentDiscount | undefined, nets: readonly bigint[]): bigint {
  if (!d) return 0n;
  if ('amount' in d) return decimalCents(d.amount);
  const all = nets.reduce((s, n) => s + n, 0n);
  return decimalCents(new Dec(all.toString()).times(d.rate).dividedBy(10000));
}

// ---- whole cents ----

/** "1234.50" (two decimals, as lineAmounts gives) → 123450n */
function toCents(value: string): bigint {
  return BigInt(value.replace('.', ''));
}

/** any non-negative decimal, rounded half-up to cents */
function decimalCents(value: string | Dec): bigint {
  return toCents(new Dec(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
}

/** n / d rounded half-up, for n ≥ 0 and d > 0 */
function roundDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return 2n * (n % d) >= d ? q + 1n : q;
}

function fromCents(cents: bigint): string {
  const neg = cents < 0n;
  const s = (neg ? -cents : cents).toString().padStart(3, '0');
  return `${neg ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}
