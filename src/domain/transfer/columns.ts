/**
 * The data transfer service (/sistem/aktarimservis, issue #32): the kinds of data a file carries and the columns
 * of each, in the order the template and the export write them. A column's title is the locale key
 * `transfer.column.<kind>.<field>`; an import reads a header in any of the five languages.
 */
export const TRANSFER_KINDS = ['products', 'accounts', 'prices', 'openingBalances', 'openingStock'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const TRANSFER_FORMATS = ['csv', 'xlsx'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** A column's cells: text (neutralised against formulas on export), a decimal (the language's separator), a yes/no or a day. */
export type TransferCellKind = 'text' | 'decimal' | 'boolean' | 'date';

export interface TransferColumn {
  field: string;
  cell: TransferCellKind;
  /** written on export but never read back (a price list's product name, for whoever reads the file) */
  exportOnly?: true;
}

const text = (field: string): TransferColumn => ({ field, cell: 'text' });
const decimal = (field: string): TransferColumn => ({ field, cell: 'decimal' });

export const TRANSFER_COLUMNS: Readonly<Record<TransferKind, readonly TransferColumn[]>> = {
  products: [
    text('code'),
    text('name'),
    text('barcode'),
    text('unit'),
    decimal('vatRate'),
    decimal('price'),
    { field: 'priceIncludesVat', cell: 'boolean' },
    text('location'),
    decimal('criticalStock'),
  ],
  accounts: [
    text('code'),
    text('name'),
    text('kind'),
    text('currency'),
    text('taxOffice'),
    text('taxNumber'),
    text('iban'),
    text('email'),
    text('phone'),
    text('city'),
    text('country'),
  ],
  prices: [text('code'), { field: 'name', cell: 'text', exportOnly: true }, decimal('price')],
  /** a current account's opening balance: its debit or its credit on a day, a voucher of the account once written */
  openingBalances: [
    text('code'),
    { field: 'name', cell: 'text', exportOnly: true },
    { field: 'date', cell: 'date' },
    decimal('debit'),
    decimal('credit'),
    decimal('exchangeRate'),
  ],
  /**
   * a product's opening quantity and unit cost in a warehouse (by its name) and, where the warehouse keeps shelves, a
   * shelf location (by its name): one completed stock receipt per warehouse once written
   */
  openingStock: [
    text('code'),
    { field: 'name', cell: 'text', exportOnly: true },
    text('warehouse'),
    text('location'),
    decimal('quantity'),
    decimal('unitCost'),
  ],
};

/** Every kind's rows are matched to the company's records by their code: a code found is a change, else a new record. */
export const KEY_FIELD = 'code';

/**
 * What a row stands for, which a file holds once: its code; an opening stock row is its product in one warehouse's
 * location, so one product may have a row per warehouse and location.
 */
export function rowKeyOf(kind: TransferKind): (cells: Readonly<Record<string, string>>) => string {
  const fields = kind === 'openingStock' ? [KEY_FIELD, 'warehouse', 'location'] : [KEY_FIELD];
  return (cells) => fields.map((f) => (cells[f] ?? '').trim().toLocaleUpperCase('en-US')).join('\u0000');
}

/** The rows a preview shows, as they will be saved. */
export const PREVIEW_ROWS = 20;

/** A file of more rows is refused whole; 10,000 stock cards is the size issue #32 measures. */
export const MAX_TRANSFER_ROWS = 50_000;

/** A cell longer than this is refused when the file is read (no field of a card is longer). */
export const MAX_CELL_LENGTH = 1000;

export const columnTitleKey = (kind: TransferKind, field: string) => `transfer.column.${kind}.${field}`;

/** yes/no as written on export (1, 0) and as people type them. */
const YES = new Set(['1', 'true', 'yes', 'evet', 'ja', 'oui', 'نعم', 'e', 'x']);
const NO = new Set(['0', 'false', 'no', 'hayır', 'hayir', 'nein', 'non', 'لا', 'h']);

export function parseYesNo(cell: string): boolean | null {
  const v = cell.trim().toLocaleLowerCase('tr-TR');
  return YES.has(v) ? true : NO.has(v) ? false : null;
}

/**
 * A cell as the file holds it, made back into what was exported: the quote the export puts before a text a spreadsheet
 * would run as a formula (OWASP's CSV injection rule, neutralizeFormula) is taken off again.
 */
/** A day as people write it in a spreadsheet (31.12.2026, 31/12/2026) or as ISO (2026-12-31), as ISO; null when it is neither. */
export function parseDay(cell: string): string | null {
  const s = cell.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(s);
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : null;
}

/** An ISO day as the file writes it: 31.12.2026 (spec §9, in every language). */
export const dayCell = (iso: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : iso);

export const unneutralize = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
