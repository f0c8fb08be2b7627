import { Hono } from 'hono';
import { updateProductBody, type UpdateProductBody } from '../../domain/schemas/masterdata';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { idParam } from '../http/params';
import { idempotentWrite, readJsonBody } from '../http/write';
import { isUniqueViolation, validate } from '../http/field-checks';
import { lockCodes } from './code-lock';
import { checkProductFields, productValues } from './products-checks';
import { findProductForUpdate, updateProduct } from './queries';
import { productJson, selectProduct } from './views';
import { copyModelFields } from './variants/variant-queries';

/**
 * PUT /api/products/:id: saves the whole card. The same checks as POST (every invalid field in one 422,
 * nothing written), the code unique except on the card itself. With `version`, a card saved by someone
 * else since it was read is not overwritten: 409 DC10009.
 */
async function saveProductCard(q: Queryable, id: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'products');
  const current = await findProductForUpdate(q, id);
  if (!current) throw fail('NF10004');
  const { data, errors } = validate(updateProductBody, raw);
  await checkProductFields(q, raw, errors, id);
  if (!data || Object.keys(errors).length) throw invalid(errors);
  if (data.version !== undefined && data.version !== current.version) throw fail('DC10009');

  await writeProduct(q, id, data, data.code ?? current.code);
  await copyModelFields(q, id);
  const row = await selectProduct(q, id);
  return { status: 200, body: { response: productJson(row!) } };
}

async function writeProduct(q: Queryable, id: number, body: UpdateProductBody, code: string): Promise<void> {
  try {
    await updateProduct(q, id, productValues(body, code));
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ code: [{ key: 'validation.codeTaken' }] });
    throw e;
  }
}

/** Mounted by masterDataRoutes, behind its authentication; the roles of POST /products. */
export function productUpdateRoutes() {
  const app = new Hono<AppEnv>();
  app.put('/products/:id{[0-9]+}', requireDefinitionAuthority(), async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveProductCard(q, id, json));
  });
  return app;
}

/**
 * Changes a card's name or price through the editor's own path (its checks, its version): the card's other fields
 * as they are. A version other than the card's is refused (DC10009), as an editor's stale save is.
 */
export async function changeProductCard(q: Queryable, id: number, change: { name?: string; price?: string }, version: number): Promise<StoredReply> {
  const row = await selectProduct(q, id);
  if (!row) throw fail('NF10004');
  const current = Object.fromEntries(Object.entries(productJson(row)).filter(([, v]) => v !== null));
  return saveProductCard(q, id, { ...current, ...change, version });
}
