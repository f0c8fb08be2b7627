import { DEFAULT_UNIT } from '../../../domain/schemas/masterdata';
import { toIsbn13 } from '../../../domain/identifiers/isbn';
import type { Product } from '../../../domain/schemas/products';
import type { NewProduct } from '../../api/createProduct';
import { optional as opt } from '../common/useMasterForm';
import { typedDecimal } from '../../../domain/money/format';

/** The stock card form's values (all text, as the inputs hold them) and their way to and from the API. */

export const EMPTY_STOCK_FORM = {
  name: '',
  barcode: '',
  code: '',
  unit: DEFAULT_UNIT,
  boxUnit: '',
  vatRate: '20',
  price: '',
  /** 'true' when the price includes the VAT (a shelf price), as a new card does */
  priceIncludesVat: 'true',
  /** a 0 % product's own exemption code, '' for none */
  vatExemptionCode: '',
  locationId: '',
  criticalStock: '',
  stockValue: '',
  categoryId: '',
  manufacturerId: '',
  typeId: '',
  brand: '',
  authorId: '',
  translatorId: '',
  editorId: '',
  author: '',
  publisher: '',
  pageCount: '',
  editionNumber: '',
  editionDate: '',
  printDate: '',
  cover: '',
  paper: '',
  weight: '',
  width: '',
  height: '',
  depth: '',
  color: '',
  variants: '',
  setProducts: '',
  showcase: '',
  salesStatus: '',
};
export type StockFormValues = typeof EMPTY_STOCK_FORM;
type Field = keyof StockFormValues;

const TEXT_FIELDS = ['boxUnit', 'brand', 'author', 'publisher', 'cover', 'paper', 'color', 'editionDate', 'printDate', 'salesStatus'] as const;
const DECIMAL_FIELDS = ['criticalStock', 'stockValue', 'weight', 'width', 'height', 'depth'] as const;
const NUMBER_FIELDS = ['pageCount', 'editionNumber'] as const;
export const REFERENCE_FIELDS = ['categoryId', 'manufacturerId', 'typeId', 'authorId', 'translatorId', 'editorId'] as const;
/** Fields of older cards the form does not show; an edit sends them back unchanged. */
const KEPT_FIELDS = ['category', 'manufacturer'] as const;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A set's parts as the form shows them: one "code quantity" per line. */
export const setProductLines = (parts: { code: string; quantity: string }[]) => parts.map((p) => `${p.code} ${p.quantity}`).join('\n');

/** The values of a loaded card; a copy (`/stok/cogalt`) starts without code and barcode. */
export function valuesOf(p: Product, codesById: Map<number, string>, copy: boolean): StockFormValues {
  const v = { ...EMPTY_STOCK_FORM };
  const raw = p as Record<string, unknown>;
  for (const f of Object.keys(v) as Field[]) if (raw[f] !== undefined && raw[f] !== null && typeof raw[f] !== 'object') v[f] = text(raw[f]);
  v.showcase = raw.showcase === true ? 'true' : '';
  v.priceIncludesVat = p.priceIncludesVat === false ? '' : 'true';
  v.variants = Array.isArray(raw.variants) ? raw.variants.join(', ') : '';
  const parts = Array.isArray(raw.setProducts) ? (raw.setProducts as { productId: number; quantity: string }[]) : [];
  v.setProducts = setProductLines(parts.map((s) => ({ code: codesById.get(s.productId) ?? `#${s.productId}`, quantity: String(s.quantity) })));
  if (copy) {
    v.code = '';
    v.barcode = '';
  }
  return v;
}

/** The lines of the set field: [code, quantity] (quantity 1 when left out). */
export function parseSetLines(value: string): { code: string; quantity: string }[] {
  return value
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [code = '', quantity = '1'] = l.split(/\s+/);
      return { code, quantity };
    });
}

/**
 * The form has one "Barkod / ISBN" field: a book's barcode is its ISBN, and the server keeps the ISBN-13 of it.
 * A card given an ISBN of its own besides another barcode (through the API) keeps it when edited here.
 */
function separateIsbn(kept: Product | null): string | undefined {
  return kept?.isbn && kept.isbn !== toIsbn13(kept.barcode ?? '') ? kept.isbn : undefined;
}

/** The body of POST or PUT; `kept` carries the card's fields the form does not show (on edit). */
export function bodyOf(v: StockFormValues, setProducts: { productId: number; quantity: string }[], kept: Product | null): NewProduct {
  const body: NewProduct = {
    name: v.name.trim(),
    barcode: opt(v.barcode),
    isbn: separateIsbn(kept),
    code: opt(v.code),
    unit: opt(v.unit),
    vatRate: Number(v.vatRate),
    price: typedDecimal(v.price),
    priceIncludesVat: v.priceIncludesVat === 'true',
    // only a 0 % product has an exemption (the server refuses one on a taxed product)
    vatExemptionCode: v.vatRate === '0' ? opt(v.vatExemptionCode) : undefined,
    locationId: v.locationId ? Number(v.locationId) : undefined,
  };
  for (const f of KEPT_FIELDS) if (kept && (kept as Record<string, unknown>)[f] !== undefined) body[f] = (kept as Record<string, unknown>)[f];
  for (const f of [...TEXT_FIELDS, ...NUMBER_FIELDS]) body[f] = opt(v[f]);
  for (const f of DECIMAL_FIELDS) body[f] = opt(typedDecimal(v[f]));
  for (const f of REFERENCE_FIELDS) body[f] = v[f] ? Number(v[f]) : undefined;
  const variants = v.variants
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  body.variants = variants.length ? variants : undefined;
  body.setProducts = setProducts.length ? setProducts : undefined;
  body.showcase = v.showcase === 'true';
  return body;
}
