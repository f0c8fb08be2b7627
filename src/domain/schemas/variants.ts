import { z } from 'zod';
import { normalizeBarcode } from '../identifiers/barcode';
import { MAX_INTEGER } from '../money/limits';
import { VALUE_CODE_RE } from '../variants/value-lines';
import { parseDecimalInput } from './masterdata';

/**
 * Variants (issue #29). Sistem → Varyant (/sistem/varyant) defines the dimensions (size, colour, binding …) and their
 * values; a model's card generates its variants, one product per combination, and edits each one's barcode, price and
 * shelf. Every body is parsed here; the server adds the database's checks to the same 422.
 */

const id = z.number({ message: 'validation.required' }).int().min(1, 'validation.invalid').max(MAX_INTEGER, 'validation.invalid');
const name = (max: number) => z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(max, `validation.maxLength|${max}`);
const valueCode = z
  .string({ message: 'validation.required' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(VALUE_CODE_RE, 'validation.variantValueCode'));

const valueBody = z.strictObject({ id: id.optional(), name: name(40), code: valueCode });

/** POST and PUT /api/variant-dimensions: the dimension with all its values (a value left out is deleted). */
export const dimensionBody = z
  .strictObject({ name: name(40), values: z.array(valueBody, { message: 'validation.required' }).min(1, 'validation.required').max(100, 'validation.invalid') })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.values.forEach((v, i) => {
      if (seen.has(v.code)) ctx.addIssue({ code: 'custom', message: 'validation.codeTaken', path: ['values', i, 'code'] });
      seen.add(v.code);
    });
  });
export type DimensionBody = z.infer<typeof dimensionBody>;

export const variantValueSchema = z.object({ id: z.number(), name: z.string(), code: z.string(), inUse: z.boolean() });
/** A dimension as GET /api/variant-dimensions lists it; `inUse`: a variant has one of its values. */
export const dimensionSchema = z.object({ id: z.number(), name: z.string(), values: z.array(variantValueSchema), inUse: z.boolean() });
export type Dimension = z.infer<typeof dimensionSchema>;
export const dimensionListSchema = z.object({ items: z.array(dimensionSchema) });

/** POST /api/products/{id}/variants: the values chosen in each dimension; the combinations not yet there are made. */
export const generateVariantsBody = z.strictObject({
  dimensions: z
    .array(z.strictObject({ dimensionId: id, valueIds: z.array(id).min(1, 'validation.required').max(100, 'validation.invalid') }), {
      message: 'validation.required',
    })
    .min(1, 'validation.required')
    .max(4, 'validation.invalid'),
  /** give each new variant a generated EAN-13 (20…, see src/domain/variants/barcodes.ts) */
  barcodes: z.boolean().default(true),
});
export type GenerateVariantsBody = z.infer<typeof generateVariantsBody>;

const barcode = z.union([
  z.null(),
  z.string().transform((v, ctx) => {
    if (v.trim() === '') return null;
    const code = normalizeBarcode(v);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: 'validation.barcode' });
    return z.NEVER;
  }),
]);
const price = z.unknown().transform((v, ctx) => {
  const r = parseDecimalInput(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.key });
  return z.NEVER;
});

/** PUT /api/products/{id}/variants: each listed variant's barcode, price and shelf. */
export const updateVariantsBody = z.strictObject({
  items: z
    .array(z.strictObject({ id, barcode, price, locationId: id }), { message: 'validation.required' })
    .min(1, 'validation.required')
    .max(1000, 'validation.invalid')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((v, i) => {
        if (v.barcode && seen.has(v.barcode)) ctx.addIssue({ code: 'custom', message: 'validation.barcodeTaken', path: [i, 'barcode'] });
        if (v.barcode) seen.add(v.barcode);
      });
    }),
});
export type UpdateVariantsBody = z.infer<typeof updateVariantsBody>;

const choiceValue = z.object({ dimensionId: z.number(), dimension: z.string(), valueId: z.number(), value: z.string() });
/** A variant as the till's picker needs it (the product list, the card and the offline catalogue carry a model's). */
export const variantChoiceSchema = z.object({ id: z.number(), values: z.array(choiceValue) });

export const variantSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  price: z.string(),
  locationId: z.number(),
  stockQuantity: z.string(),
  values: z.array(choiceValue),
});
export type Variant = z.infer<typeof variantSchema>;

/** GET /api/products/{id}/variants (and the answer of a generate or a save): the model, its stock over its variants, and each variant. */
export const modelVariantsSchema = z.object({
  model: z.object({ id: z.number(), code: z.string(), name: z.string(), stockQuantity: z.string() }),
  items: z.array(variantSchema),
});
export type ModelVariants = z.infer<typeof modelVariantsSchema>;
