import { z } from 'zod';
import { listPage } from './fields';
import { variantChoiceSchema } from './variants';

/**
 * Answers of /api/products (contract "Master data"; bodies in masterdata.ts). The list item, the card and the
 * answer of a save have one shape: the columns below, the card's other fields beside them (spec §3), and the
 * name of each definition it points at (`categoryName` beside `categoryId`, …). Amounts are decimal strings.
 */
export const productSchema = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  isbn: z.string().nullable(),
  unit: z.string(),
  vatRate: z.number(),
  price: z.string(),
  /** the price includes the VAT (a shelf price, the default) or the VAT is added on top of it */
  priceIncludesVat: z.boolean(),
  /** a 0 % product's own VAT exemption code (GİB's istisna list), which its 0 % sales lines take; null: none */
  vatExemptionCode: z.string().nullable(),
  locationId: z.number(),
  criticalStock: z.string().nullable(),
  stockQuantity: z.string(),
  /** the stock ledger per warehouse (warehouses with moves only) */
  stockByWarehouse: z.array(z.object({ warehouseId: z.number(), warehouseName: z.string(), quantity: z.string() })),
  /** what each shelf location holds (locations holding stock only), per warehouse in the locations' picking order */
  stockByLocation: z.array(z.object({ warehouseId: z.number(), locationId: z.number(), locationName: z.string(), quantity: z.string() })),
  version: z.number(),
  /** a variant's model (issue #29), null for any other card */
  parentProductId: z.number().nullable(),
  /** a variant's value in each dimension it varies in; [] for any other card */
  variantValues: z.array(variantChoiceSchema.shape.values.element),
  /** a model's variants with their values (`variants` is the card's free-text list; what the till's size/colour picker offers); [] for any other card */
  variantChoices: z.array(variantChoiceSchema),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products?q=&limit=&offset= */
export const productPageSchema = listPage(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;
