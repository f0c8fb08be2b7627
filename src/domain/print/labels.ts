import { isValidEan13 } from '../identifiers/ean';
import { compactIsbn, isValidIsbn13 } from '../identifiers/isbn';

/**
 * Shelf and price labels (Sistem → Etiket): a sheet of rows × columns of labels, each with a barcode or QR code of the
 * product's code and what the design shows beside it.
 */
export const SYMBOLOGIES = ['auto', 'ean13', 'isbn', 'code128', 'qrcode'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];
export const LABEL_PAPERS = ['A4', 'Letter'] as const;

export const LABEL_LIMITS = { rows: { min: 1, max: 40 }, columns: { min: 1, max: 10 }, marginMm: { min: 0, max: 40 }, gapMm: { min: 0, max: 20 } } as const;

export interface LabelDesign {
  paper: (typeof LABEL_PAPERS)[number];
  rows: number;
  columns: number;
  marginMm: number;
  gapMm: number;
  symbology: Symbology;
  showName: boolean;
  showPrice: boolean;
  showCode: boolean;
}

/** A common sheet: 3 × 8 labels of about 70 × 37 mm on A4. */
export const DEFAULT_LABEL_DESIGN: LabelDesign = {
  paper: 'A4',
  rows: 8,
  columns: 3,
  marginMm: 8,
  gapMm: 2,
  symbology: 'auto',
  showName: true,
  showPrice: true,
  showCode: true,
};

/** What bwip-js draws for a code: its encoder and text, and a caption above (an ISBN's). */
export interface LabelSymbol {
  bcid: 'ean13' | 'code128' | 'qrcode';
  text: string;
  caption?: string;
}

const CODE128_MAX = 48;
// Code 128 encodes ASCII; a code with other letters (ğ, ş…) cannot be printed as one
const ASCII = /^[\x20-\x7e]+$/;

/**
 * The barcode of a code in a design's symbology, or why it cannot be drawn. `auto`: EAN-13 for a valid EAN-13 (an
 * ISBN-13 is one), else Code 128. An ISBN prints as its EAN-13 bars with "ISBN …" above, as on a book's back.
 */
export function labelSymbol(
  code: string,
  symbology: Symbology,
): LabelSymbol | { error: 'labels.notEan13' | 'labels.notIsbn' | 'labels.notCode128' | 'labels.noCode' } {
  const c = code.trim();
  if (!c) return { error: 'labels.noCode' };
  const ean = isValidEan13(c);
  switch (symbology) {
    case 'qrcode':
      return { bcid: 'qrcode', text: c };
    case 'ean13':
      return ean ? { bcid: 'ean13', text: c } : { error: 'labels.notEan13' };
    case 'isbn':
      return isValidIsbn13(c) ? { bcid: 'ean13', text: compactIsbn(c), caption: `ISBN ${compactIsbn(c)}` } : { error: 'labels.notIsbn' };
    case 'code128':
      return ASCII.test(c) && c.length <= CODE128_MAX ? { bcid: 'code128', text: c } : { error: 'labels.notCode128' };
    case 'auto':
      if (ean) return { bcid: 'ean13', text: c };
      return ASCII.test(c) && c.length <= CODE128_MAX ? { bcid: 'code128', text: c } : { bcid: 'qrcode', text: c };
  }
}
