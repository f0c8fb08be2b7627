import { z } from 'zod';
import { ROUNDING_MODES } from '../secondhand/price';
import { LEDGER_QUANTITY } from '../money/limits';
import { decimalText, recordIdNumber } from './fields';

/** an e-book costs at most its printed book */
const percent = decimalText({ integerDigits: 3, scale: 2 }).refine((v) => Number(v) <= 100, { message: 'validation.invalid' });
/** a product's price: numeric(18, 4), as products.price */
const money = decimalText(LEDGER_QUANTITY);

/** PUT /api/ebook-pricing: the rules (a share of the printed price, for a category, a publisher, both or all) and the rounding. */
export const ebookPricingBody = z.object({
  rules: z
    .array(z.object({ share: percent, categoryId: recordIdNumber().nullable(), manufacturerId: recordIdNumber().nullable() }))
    .max(100)
    .refine((rs) => new Set(rs.map((r) => `${r.categoryId}:${r.manufacturerId}`)).size === rs.length, { message: 'validation.duplicate' }),
  roundingStep: decimalText({ integerDigits: 6, scale: 2 }).refine((v) => Number(v) > 0, { message: 'validation.invalid' }),
  roundingMode: z.enum(ROUNDING_MODES),
});
export type EbookPricingBody = z.infer<typeof ebookPricingBody>;

/** PUT /api/ebook-pricing/editions/:ebookProductId: the printed book an e-book is priced from; null unlinks it. */
export const ebookEditionBody = z.object({ printedProductId: recordIdNumber().nullable() });

const change = z.object({ productId: z.number(), oldPrice: money, newPrice: money });

/** POST /api/ebook-pricing/apply: the changes the preview showed, applied only if they are still the changes. */
export const ebookApplyBody = z.object({ changes: z.array(change).max(100_000) });

export const ebookEditionSchema = z.object({
  ebookProductId: z.number(),
  ebookName: z.string(),
  ebookPrice: z.string(),
  printedProductId: z.number(),
  printedName: z.string(),
  printedPrice: z.string(),
});
export type EbookEdition = z.infer<typeof ebookEditionSchema>;

/** GET and PUT /api/ebook-pricing: the rules and the e-books with their printed books. */
export const ebookPricingSchema = ebookPricingBody.extend({ editions: z.array(ebookEditionSchema) });
export type EbookPricingView = z.infer<typeof ebookPricingSchema>;

/** GET /api/ebook-pricing/preview and POST …/apply: every e-book price that changes, old and new, with the names. */
export const ebookChangesSchema = z.object({
  items: z.array(change.extend({ name: z.string(), printedName: z.string(), printedPrice: z.string() })),
});
export type EbookChanges = z.infer<typeof ebookChangesSchema>;
