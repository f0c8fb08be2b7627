import { Dec, round } from '../money/decimal';
import { lineAmounts, type PricedLine } from '../money/totals';
import { VAT_EXEMPTION_CODES, WITHHOLDING_PERCENTS } from '../money/withholding';

/**
 * GİB's withholding (KDV tevkifatı) and exemption (KDV istisnası) codes of a sales invoice line, from GİB's code list
 * (`UBL-TR_Codelist.xml` of UBL-TR 1.2.1, release 20260312: `WithholdingTaxTypeWithPercent`, kept in money/withholding.ts,
 * and `istisnaTaxExemptionReasonCodeType`, below). A withholding code comes with the share of the VAT the buyer withholds.
 */
/** Each withholding code with the percents GİB allows for it (one list: money/withholding.ts, which the receipt totals use). */
export const WITHHOLDING_CODES: ReadonlyMap<string, readonly number[]> = new Map(Object.entries(WITHHOLDING_PERCENTS));

/** The exemption codes of an ISTISNA invoice (full exemptions: the line's VAT is 0). */
export const EXEMPTION_CODES: readonly string[] = (
  '001,101,102,103,104,105,106,107,108,201,202,204,205,206,207,208,209,211,212,213,214,215,216,217,218,219,220,221,223,225,226,227,228,229,230,231,232,234,235,236,237,238,239,240,241,242,250,' +
  '301,302,303,304,305,306,307,308,309,310,311,312,313,314,315,316,317,318,319,320,321,322,323,324,325,326,327,328,329,330,331,332,333,334,335,336,337,338,339,340,341,342,343,344,350,501'
).split(',');

/** GİB's wording of an exemption where Defter knows it, else the code named as a VAT exemption (GİB asks for a non-empty reason). */
export const exemptionReason = (code: string): string => VAT_EXEMPTION_CODES[code] ?? `KDV istisnası (${code})`;

export interface TaxTreatment {
  /** a GİB withholding code (601–627, 650, 801–825) and the share of the VAT withheld */
  withholdingCode?: string;
  withholdingPercent?: number;
  /** a GİB exemption code (301–350 …): the line carries no VAT */
  exemptionCode?: string;
}

export type TaxTreatmentRefusal = 'line.invalidWithholding' | 'line.invalidExemption';

/** A line's withholding or exemption, checked: a known code (with a percent GİB allows), one of the two, an exempt line at 0 % VAT. */
export function checkTaxTreatment(raw: Record<string, unknown>): TaxTreatmentRefusal | null {
  const { withholdingCode: w, withholdingPercent: p, exemptionCode: e } = raw;
  if (w !== undefined || p !== undefined) {
    if (typeof w !== 'string' || typeof p !== 'number' || !WITHHOLDING_CODES.get(w)?.includes(p)) return 'line.invalidWithholding';
    if (e !== undefined) return 'line.invalidWithholding';
  }
  if (e !== undefined && !(typeof e === 'string' && EXEMPTION_CODES.includes(e) && raw.vatRate === 0)) return 'line.invalidExemption';
  return null;
}

/**
 * Only a VAT-registered buyer (one with a VKN, ten digits) withholds VAT: a person (a TCKN) or a final consumer (no
 * tax number, GİB's 11111111111) has no VAT return to pay it in. The index of the first line that withholds for a
 * buyer who cannot, else null.
 */
export function withholdingWithoutVkn(lines: readonly TaxTreatment[], buyerTaxNumber: string | null | undefined): number | null {
  if (buyerTaxNumber && /^\d{10}$/.test(buyerTaxNumber)) return null;
  const i = lines.findIndex((l) => l.withholdingCode !== undefined);
  return i < 0 ? null : i;
}

/** A 0 % sales line's exemption: its own code, else the one its product's card names (a taxed line takes none). */
export const lineExemptionCode = (line: { vatRate: number; exemptionCode?: string }, productCode: string | null | undefined): string | undefined =>
  line.exemptionCode ?? (line.vatRate === 0 && productCode ? productCode : undefined);

/** What the invoice is to GİB: withholding on a line makes it TEVKIFAT, an exemption ISTISNA, and a document holds only one of them. */
export function invoiceTaxKind(lines: readonly TaxTreatment[]): 'withholding' | 'exemption' | 'mixed' | null {
  const w = lines.some((l) => l.withholdingCode !== undefined);
  const e = lines.some((l) => l.exemptionCode !== undefined);
  return w && e ? 'mixed' : w ? 'withholding' : e ? 'exemption' : null;
}

/** The VAT a line's buyer withholds: its VAT × percent, rounded half-up to the cent ("0.00" without withholding). */
export function lineWithheld(line: PricedLine & TaxTreatment, tax = lineAmounts(line).tax): string {
  if (line.withholdingCode === undefined || line.withholdingPercent === undefined) return '0.00';
  return new Dec(round(new Dec(tax).times(line.withholdingPercent).dividedBy(100))).toFixed(2);
}

export interface WithholdingTotals {
  /** the VAT withheld by the buyer, and per withholding code and percent */
  withheld: string;
  byCode: { code: string; percent: number; base: string; withheld: string }[];
  /** what the buyer pays: the total with VAT less the VAT withheld */
  payable: string;
}

/**
 * The withheld VAT and the payable amount of a document, exact: the sum of each line's rounded withholding. `taxes`
 * are the lines' VAT when a document discount changed it (money/discounted-totals.ts), else each line's own.
 */
export function withholdingTotals(lines: readonly (PricedLine & TaxTreatment)[], grand: string, taxes?: readonly string[]): WithholdingTotals {
  let withheld = new Dec(0);
  const byCode = new Map<string, { code: string; percent: number; base: Dec; withheld: Dec }>();
  for (const [i, line] of lines.entries()) {
    if (line.withholdingCode === undefined || line.withholdingPercent === undefined) continue;
    const tax = taxes?.[i] ?? lineAmounts(line).tax;
    const w = new Dec(lineWithheld(line, tax));
    withheld = withheld.plus(w);
    const key = `${line.withholdingCode}/${line.withholdingPercent}`;
    const row = byCode.get(key) ?? { code: line.withholdingCode, percent: line.withholdingPercent, base: new Dec(0), withheld: new Dec(0) };
    row.base = row.base.plus(tax);
    row.withheld = row.withheld.plus(w);
    byCode.set(key, row);
  }
  return {
    withheld: withheld.toFixed(2),
    byCode: [...byCode.values()].map((r) => ({ code: r.code, percent: r.percent, base: r.base.toFixed(2), withheld: r.withheld.toFixed(2) })),
    payable: new Dec(grand).minus(withheld).toFixed(2),
  };
}
