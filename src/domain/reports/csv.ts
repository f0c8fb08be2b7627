import type { ReportColumn, ReportRow } from '../schemas/reports';

export type CsvLanguage = 'tr' | 'en' | 'de' | 'fr' | 'ar';

/** The decimal separator a spreadsheet in each language expects (no thousands separator is ever written). */
export const CSV_DECIMAL_SEPARATOR: Readonly<Record<CsvLanguage, string>> = { tr: ',', de: ',', fr: ',', en: '.', ar: '.' };

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is kept as text with a leading quote. */
export const neutralizeFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One cell as the CSV writes it: numbers with the language's decimal separator, dates day.month.year, text defused. */
export function csvCell(column: Pick<ReportColumn, 'type'>, value: ReportRow[string] | undefined, lang: CsvLanguage): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (column.type === 'money' || column.type === 'quantity') return text.replace('.', CSV_DECIMAL_SEPARATOR[lang]);
  if (column.type === 'id') return text;
  if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text.slice(8, 10)}.${text.slice(5, 7)}.${text.slice(0, 4)}`;
  return neutralizeFormula(text);
}
