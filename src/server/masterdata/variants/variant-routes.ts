import { Hono } from 'hono';
import { generateVariantsBody, updateVariantsBody, type GenerateVariantsBody, type UpdateVariantsBody } from '../../../domain/schemas/variants';
import { nextInStoreBarcodes } from '../../../domain/variants/barcodes';
import { variantCode, variantCombinations, variantKey, variantName, type ChosenDimension } from '../../../domain/variants/combinations';
import { PRODUCT_CODE_RE } from '../../../domain/schemas/masterdata';
import { requireDefinitionAuthority } from '../../auth/middleware';
import type { Queryable } from '../../db/database';
import type { AppEnv } from '../../env';
import { fail, invalid, fieldErrorMap, type FieldError } from '../../http/errors';
import { idParam } from '../../http/params';
import { parseBody } from '../../http/validate';
import { isUniqueViolation } from '../../http/field-checks';
import { lockCodes } from '../code-lock';
import { searchKeys } from '../products-checks';
import {
  barcodesTaken,
  clearBarcodes,
  codesTaken,
  existingVariants,
  highestInStoreNumber,
  insertVariant,
  locationsFound,
  lockModel,
  modelVariants,
  notVariantsOf,
  updateVariant,
  valuesByIds,
} from './variant-queries';

type Errors = Record<string, FieldError[]>;
const add = (errors: Errors, field: string, key: string, values?: FieldError['values']) => (errors[field] ??= []).push(values ? { key, values } : { key });

/** The model of a generation or a save: a product that is not a variant itself (a variant has no variants: 409 VR10002). */
async function theModel(q: Queryable, id: number) {
  const model = await lockModel(q, id);
  if (!model) throw fail('NF10004');
  if (model.parent_product_id !== null) throw fail('VR10002');
  return model;
}

/** The chosen values by dimension, each checked to be a value of the dimension it is listed under. */
async function chosenDimensions(q: Queryable, body: GenerateVariantsBody, errors: Errors): Promise<ChosenDimension[]> {
  const values = await valuesByIds(
    q,
    body.dimensions.flatMap((d) => d.valueIds),
  );
  const seen = new Set<number>();
  return body.dimensions
    .map((d, i) => {
      if (seen.has(d.dimensionId)) add(errors, `dimensions.${i}.dimensionId`, 'validation.invalid');
      seen.add(d.dimensionId);
      const own = values.filter((v) => v.dimensionId === d.dimensionId && d.valueIds.includes(v.id));
      if (own.length !== new Set(d.valueIds).size) add(errors, `dimensions.${i}.valueIds`, 'validation.invalid');
      return { dimensionId: d.dimensionId, values: own };
    })
    .sort((a, b) => a.dimensionId - b.dimensionId);
}

/**
 * Makes the variants of the chosen combinations the model does not have yet. A model varies in one set of dimensions:
 * more values of them can be added later, another dimension cannot (422 on `dimensions`). Each new variant's code
 * (`MODEL-RED-M`) must be a free, valid product code; barcodes, when asked for, are generated EAN-13s.
 */
export async function generate(q: Queryable, modelId: number, body: GenerateVariantsBody): Promise<void> {
  await lockCodes(q, 'products');
  const model = await theModel(q, modelId);
  const errors = fieldErrorMap();
  const dims = await chosenDimensions(q, body, errors);
  const existing = await existingVariants(q, modelId);
  const chosenIds = dims.map((d) => d.dimensionId);
  if (existing.dimensionIds.length && existing.dimensionIds.join() !== chosenIds.join()) add(errors, 'dimensions', 'validation.variantDimensionsFixed');
  if (Object.keys(errors).length) throw invalid(errors);

  const fresh = variantCombinations(dims).filter((values) => !existing.keys.has(variantKey(values)));
  const codes = fresh.map((values) => variantCode(model.code, values));
  const taken = await codesTaken(q, codes);
  for (const code of codes) {
    if (!PRODUCT_CODE_RE.test(code)) add(errors, 'dimensions', 'validation.variantCode', { code });
    else if (taken.has(code.toLowerCase())) add(errors, 'dimensions', 'validation.variantCodeTaken', { code });
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const barcodes = body.barcodes ? nextInStoreBarcodes(await highestInStoreNumber(q), fresh.length) : [];
  for (const [i, values] of fresh.entries()) {
    const name = variantName(model.name, values);
    await insertVariant(q, modelId, { code: codes[i]!, name, ...searchKeys(name), barcode: barcodes[i] ?? null, key: variantKey(values), values });
  }
}

/** Saves each listed variant's barcode, price and shelf; every invalid field in one 422 (`items.3.barcode` …). */
async function save(q: Queryable, modelId: number, body: UpdateVariantsBody): Promise<void> {
  await lockCodes(q, 'products');
  await theModel(q, modelId);
  const errors = fieldErrorMap();
  const ids = body.items.map((i) => i.id);
  const strangers = await notVariantsOf(q, modelId, ids);
  const locations = await locationsFound(
    q,
    body.items.map((i) => i.locationId),
  );
  const barcodes = body.items.flatMap((i) => (i.barcode ? [i.barcode] : []));
  const taken = await barcodesTaken(q, barcodes, ids);
  body.items.forEach((item, i) => {
    if (strangers.includes(item.id)) add(errors, `items.${i}.id`, 'validation.invalid');
    if (!locations.has(item.locationId)) add(errors, `items.${i}.locationId`, 'validation.locationNotFound');
    if (item.barcode && taken.has(item.barcode)) add(errors, `items.${i}.barcode`, 'validation.barcodeTaken');
  });
  if (Object.keys(errors).length) throw invalid(errors);
  // a barcode may move from one listed variant to another: cleared first, so the unique index never sees it twice
  await clearBarcodes(q, ids);
  for (const item of body.items) await updateVariant(q, item);
}

/** A write that meets the database's unique barcode or combination (a write in parallel) is a 422 as the checks' are. */
async function asFieldErrors(write: () => Promise<void>, field: string): Promise<void> {
  try {
    await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ [field]: [{ key: 'validation.barcodeTaken' }] });
    throw e;
  }
}

/**
 * /api/products/{id}/variants: a model's variants. Every signed-in user reads them (the till's picker); who may write
 * product cards generates and edits them.
 */
export function variantRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/products/:id{[0-9]+}/variants', async (c) => {
    const id = idParam(c);
    const found = await c.var.db.company(c.var.auth.companyId, (q) => modelVariants(q, id));
    if (!found) throw fail('NF10004');
    return c.json({ response: found });
  });

  app.post('/products/:id{[0-9]+}/variants', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, generateVariantsBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await asFieldErrors(() => generate(q, id, body), 'dimensions');
      return modelVariants(q, id);
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/products/:id{[0-9]+}/variants', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, updateVariantsBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await asFieldErrors(() => save(q, id, body), 'items');
      return modelVariants(q, id);
    });
    return c.json({ response: saved });
  });
  return app;
}
