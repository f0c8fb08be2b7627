/**
 * How a company's documents print (Sistem → Tasarım, spec §9): the paper, the font, which details and columns appear,
 * and texts above and below. The editor's print and the design page's preview both render from it, so the preview is
 * what prints.
 */
export const PAPERS = ['A4', 'A5', 'Letter', 'custom'] as const;
export type Paper = (typeof PAPERS)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const PRINT_FONTS = ['Arial', 'Tahoma', 'Verdana', 'Calibri', 'Ubuntu', 'Roboto', 'Raleway'] as const;
export type PrintFont = (typeof PRINT_FONTS)[number];

/**
 * What each font name prints in. The original where the reader's machine has it; otherwise a free font shipped with
 * the app: Arimo, Carlito and Wine's Tahoma have the metrics of Arial, Calibri and Tahoma (a line breaks where it
 * would; src/web/print/fonts/tahoma/NOTICE.md). No free font has Verdana's metrics (Debian's Veranda is Bitstream
 * Vera renamed, every letter and digit as wide as DejaVu Sans's), so DejaVu Sans, of the same family, stands in for it.
 * Ubuntu, Roboto and Raleway are free and shipped. Every one of them has the Turkish letters; DejaVu Sans after Wine
 * Tahoma draws what Wine Tahoma lacks (₺).
 */
export const FONT_STACKS: Record<PrintFont, string> = {
  Arial: 'Arial, Arimo, sans-serif',
  Tahoma: "Tahoma, 'Wine Tahoma', 'DejaVu Sans', sans-serif",
  Verdana: "Verdana, 'DejaVu Sans', sans-serif",
  Calibri: 'Calibri, Carlito, sans-serif',
  Ubuntu: 'Ubuntu, sans-serif',
  Roboto: 'Roboto, sans-serif',
  Raleway: 'Raleway, sans-serif',
};

/** Details of the head of a printed document that can be left out. */
export const PRINT_FIELDS = ['logo', 'companyAddress', 'companyTax', 'companyContact', 'ibans', 'accountTax', 'note'] as const;
export type PrintField = (typeof PRINT_FIELDS)[number];

/** The line columns, in the order they print; the product name and the line total always print. */
export const PRINT_COLUMNS = ['code', 'name', 'quantity', 'unit', 'unitPrice', 'discount', 'vat', 'total'] as const;
export type PrintColumn = (typeof PRINT_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly PrintColumn[] = ['name', 'total'];

/** A custom paper's bounds in millimetres: a till roll's width up to A3's long side. */
export const CUSTOM_PAPER_MM = { min: 50, max: 420 } as const;
export const FONT_SIZE_PT = { min: 7, max: 14 } as const;
export const DESIGN_TEXT_MAX = 500;

export interface PrintDesign {
  paper: Paper;
  orientation: Orientation;
  /** a custom paper's size; ignored for the named ones */
  widthMm: number | null;
  heightMm: number | null;
  font: PrintFont;
  fontSizePt: number;
  hiddenFields: PrintField[];
  columns: PrintColumn[];
  headerText: string;
  footerText: string;
}

export const DEFAULT_PRINT_DESIGN: PrintDesign = {
  paper: 'A4',
  orientation: 'portrait',
  widthMm: null,
  heightMm: null,
  font: 'Arial',
  fontSizePt: 10,
  hiddenFields: [],
  columns: [...PRINT_COLUMNS],
  headerText: '',
  footerText: '',
};

/** The CSS `@page` size of a design: "A5 landscape", or "80mm 200mm" for a custom paper. */
export function pageSize(d: Pick<PrintDesign, 'paper' | 'orientation' | 'widthMm' | 'heightMm'>): string {
  if (d.paper === 'custom' && d.widthMm && d.heightMm) return `${d.widthMm}mm ${d.heightMm}mm`;
  return `${d.paper === 'custom' ? 'A4' : d.paper} ${d.orientation}`;
}

/** The columns a design prints, in the fixed order, the required ones always among them. */
export function printedColumns(d: Pick<PrintDesign, 'columns'>): PrintColumn[] {
  return PRINT_COLUMNS.filter((c) => d.columns.includes(c) || REQUIRED_COLUMNS.includes(c));
}

export const shows = (d: Pick<PrintDesign, 'hiddenFields'>, field: PrintField): boolean => !d.hiddenFields.includes(field);

const PAPER_MM: Record<Exclude<Paper, 'custom'>, [number, number]> = { A4: [210, 297], A5: [148, 210], Letter: [216, 279] };

/** The sheet's width and height in millimetres, as it lies in the printer. */
export function paperMm(d: Pick<PrintDesign, 'paper' | 'orientation' | 'widthMm' | 'heightMm'>): { width: number; height: number } {
  if (d.paper === 'custom' && d.widthMm && d.heightMm) return { width: d.widthMm, height: d.heightMm };
  const [w, h] = PAPER_MM[d.paper === 'custom' ? 'A4' : d.paper];
  return d.orientation === 'landscape' ? { width: h, height: w } : { width: w, height: h };
}
