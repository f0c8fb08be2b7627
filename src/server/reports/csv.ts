import Papa from 'papaparse';
import { csvCell, type CsvLanguage } from '../../domain/reports/csv';
import type { Report } from '../../domain/schemas/reports';

/**
 * A report as a spreadsheet file: UTF-8 with a byte-order mark (so Excel reads Turkish letters), a header of
 * the column titles, the rows, then a row of the totals under their columns when there are any. Cells are
 * written by csvCell (decimal separator of the language, formulas neutralised) and quoted by papaparse.
 */
export function reportCsv(report: Report, lang: CsvLanguage, separator: 'semicolon' | 'tab', totalsTitle: string): string {
  const fields = report.columns.map((c) => c.title);
  const data = report.rows.map((r) => report.columns.map((c) => csvCell(c, r[c.key], lang)));
  if (Object.keys(report.totals).length) {
    data.push(report.columns.map((c, i) => (c.key in report.totals ? csvCell(c, report.totals[c.key], lang) : i === 0 ? totalsTitle : '')));
  }
  return '\uFEFF' + Papa.unparse({ fields, data }, { delimiter: separator === 'tab' ? '\t' : ';', newline: '\r\n', escapeFormulae: false }) + '\r\n';
}
