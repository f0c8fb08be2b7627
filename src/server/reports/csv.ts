import Papa from 'papaparse';
import { csvCell, type CsvLanguage } from '../../domain/reports/csv';
import { Dec } from '../../domain/money/decimal';
import type { Report, ReportColumn, ReportRow } from '../../domain/schemas/reports';

const delimiterOf = (separator: 'semicolon' | 'tab') => (separator === 'tab' ? '\t' : ';');
const unparse = (data: unknown[][] | { fields: string[]; data: unknown[][] }, separator: 'semicolon' | 'tab') =>
  Papa.unparse(data, { delimiter: delimiterOf(separator), newline: '\r\n', escapeFormulae: false });

const totalsLine = (columns: readonly ReportColumn[], totals: Record<string, string>, lang: CsvLanguage, title: string) =>
  columns.map((c, i) => (c.key in totals ? csvCell(c, totals[c.key], lang) : i === 0 ? title : ''));

/**
 * A report as a spreadsheet file: UTF-8 with a byte-order mark (so Excel reads Turkish letters), a header of
 * the column titles, the rows, then a row of the totals under their columns when there are any. Cells are
 * written by csvCell (decimal separator of the language, formulas neutralised) and quoted by papaparse.
 */
export function reportCsv(report: Report, lang: CsvLanguage, separator: 'semicolon' | 'tab', totalsTitle: string): string {
  const fields = report.columns.map((c) => c.title);
  const data = report.rows.map((r) => report.columns.map((c) => csvCell(c, r[c.key], lang)));
  if (Object.keys(report.totals).length) data.push(totalsLine(report.columns, report.totals, lang, totalsTitle));
  return '\uFEFF' + unparse({ fields, data }, separator) + '\r\n';
}

export interface CsvPages {
  columns: readonly ReportColumn[];
  /** the summed columns, each with its decimals (money 2; none: as exact as the values) */
  totals: readonly string[];
  places: Record<string, number>;
  /** the page after the key `after` (null: the first), and the key of the next (null after the last) */
  page(after: unknown): Promise<{ rows: ReportRow[]; after: unknown }>;
}

/**
 * The same file as reportCsv, written a page of rows at a time as the reader takes it, the totals summed on the way:
 * a million rows never sit in memory. The first page is read before the stream is handed out, so a query that fails
 * is an error reply, never a 200 cut short.
 */
export async function reportCsvStream(
  pages: CsvPages,
  lang: CsvLanguage,
  separator: 'semicolon' | 'tab',
  totalsTitle: string,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const sums = new Map(pages.totals.map((k) => [k, new Dec(0)]));
  let next = await pages.page(null);
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return;
      let out = started ? '' : '\uFEFF' + unparse([pages.columns.map((c) => c.title)], separator);
      started = true;
      const { rows, after } = next;
      for (const r of rows) for (const [k, sum] of sums) if (r[k] !== null && r[k] !== undefined) sums.set(k, sum.plus(r[k]));
      if (rows.length)
        out +=
          '\r\n' +
          unparse(
            rows.map((r) => pages.columns.map((c) => csvCell(c, r[c.key], lang))),
            separator,
          );
      if (after === null) {
        done = true;
        if (sums.size) {
          const totals = Object.fromEntries([...sums].map(([k, s]) => [k, pages.places[k] === undefined ? s.toFixed() : s.toFixed(pages.places[k])]));
          out += '\r\n' + unparse([totalsLine(pages.columns, totals, lang, totalsTitle)], separator);
        }
        controller.enqueue(encoder.encode(out + '\r\n'));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(out));
      next = await pages.page(after);
    },
  });
}
