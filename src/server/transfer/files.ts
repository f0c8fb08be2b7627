import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { MAX_CELL_LENGTH, MAX_TRANSFER_ROWS, type TransferFormat } from '../../domain/transfer/columns';
import { isStorableText } from '../../domain/text/storable';
import { calendarDayOfUtcMidnight } from '../../domain/clock/clock';
import type { FieldError } from '../http/errors';
import { invalid } from '../http/errors';

/** An xlsx file is a zip archive: it opens with the zip's local header. */
export const formatOf = (bytes: Uint8Array): TransferFormat =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? 'xlsx' : 'csv';

const refused = (key: string, values?: FieldError['values']) => invalid({ file: [{ key, ...(values ? { values } : {}) }] });

const DELIMITERS: Record<'semicolon' | 'tab', string> = { semicolon: ';', tab: '\t' };

function csvRows(bytes: Uint8Array, separator: 'semicolon' | 'tab'): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('transfer.file.notUtf8');
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  if (!isStorableText(text)) throw refused('validation.badCharacters');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // the company's separator (general settings), else whichever the header line uses (a file from another program)
  const own = DELIMITERS[separator];
  const delimiter = firstLine.includes(own) ? own : ([';', '\t', ','].find((d) => firstLine.includes(d)) ?? own);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  return parsed.data;
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw refused('transfer.file.notXlsx');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refused('transfer.file.noRows');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i++) cells.push(cellText(row.getCell(i).value));
    rows.push(cells);
  });
  return rows;
}

/** A cell's value as text: a number as JavaScript writes it, a formula's last result, rich text's characters, a date as yyyy-mm-dd. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return calendarDayOfUtcMidnight(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/**
 * The rows of an uploaded CSV or xlsx file, the header first, refused whole (422 on `file`, the row and column
 * named) when it cannot be stored: text PostgreSQL cannot hold, a cell longer than any field, too many rows.
 */
export async function readTable(bytes: Uint8Array, separator: 'semicolon' | 'tab'): Promise<{ format: TransferFormat; rows: string[][] }> {
  if (!bytes.length) throw refused('transfer.file.noRows');
  const format = formatOf(bytes);
  const rows = format === 'xlsx' ? await xlsxRows(bytes) : csvRows(bytes, separator);
  if (rows.length < 2) throw refused('transfer.file.noRows');
  if (rows.length - 1 > MAX_TRANSFER_ROWS) throw refused('transfer.file.tooManyRows', { n: MAX_TRANSFER_ROWS });
  rows.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (!isStorableText(cell)) throw refused('transfer.file.badCell', { row: r + 1, column: c + 1 });
      if (cell.length > MAX_CELL_LENGTH) throw refused('transfer.file.longCell', { row: r + 1, column: c + 1, n: MAX_CELL_LENGTH });
    }),
  );
  return { format, rows };
}

/** A CSV as Excel opens it: a byte-order mark, the company's separator, CRLF lines (cells already neutralised by the caller). */
export function writeCsv(header: string[], rows: string[][], separator: 'semicolon' | 'tab'): string {
  return '\uFEFF' + Papa.unparse({ fields: header, data: rows }, { delimiter: DELIMITERS[separator], newline: '\r\n', escapeFormulae: false }) + '\r\n';
}

/** An xlsx of one sheet; every cell is text, so that a price or a code reads back exactly as written (no float, no lost zeros). */
export async function writeXlsx(sheetName: string, header: string[], rows: string[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((col) => {
    col.width = 18;
    col.numFmt = '@';
  });
  const buffer = await book.xlsx.writeBuffer();
  return buffer instanceof ArrayBuffer ? buffer : (new Uint8Array(buffer as unknown as ArrayLike<number>).buffer as ArrayBuffer);
}
