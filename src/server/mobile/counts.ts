import { createDocumentBody } from '../../../machines/parse-create';
import { countAdjustment, countRefusal } from '../../domain/mobile/count-differences';
import type { MobileCountBody } from '../../domain/schemas/mobile';
import { systemUser } from '../background/system-user';
import type { Queryable } from '../db/database';
import { createDocument } from '../documents/commands';
import { lockStock } from '../documents/row-locks';
import { fail, invalid, fieldErrorMap } from '../http/errors';
import { parseWith } from '../http/validate';
import { countIdByKey, insertCount, knownProducts, readMobileSettings, setCountDocuments, warehouseStock } from './queries';

/** The draft stock receipt that corrects the differences one way; none when there are none. */
async function draftCorrection(
  q: Queryable,
  companyId: number,
  userId: number,
  type: 'stockIn' | 'stockOut',
  warehouseId: number,
  lines: { productId: number; quantity: string }[],
  note: string,
): Promise<number | null> {
  if (lines.length === 0) return null;
  const body = parseWith(createDocumentBody, {
    type,
    warehouseId: String(warehouseId),
    note,
    lines: lines.map((l) => ({ productId: String(l.productId), quantity: l.quantity, unitPrice: '0', vatRate: 0 })),
  });
  // made as the manager the background works as: an operator counts, a manager completes the draft
  const doc = await createDocument({ q, auth: systemUser(companyId, userId) }, body);
  return doc.id;
}

/**
 * A phone's count: each product's count beside the warehouse's stock, and the differences as drafts for approval (a
 * stock receipt in for the surpluses, out for the shortfalls); nothing moves stock until a manager completes them.
 * A count whose key was kept already makes nothing and answers the first one's id.
 */
export async function sendCount(q: Queryable, companyId: number, user: { id: number; deviceId: string }, body: MobileCountBody): Promise<number> {
  const settings = await readMobileSettings(q);
  const refusal = countRefusal(settings);
  if (refusal) throw fail(refusal);
  const warehouseId = settings!.warehouseId!;
  const ids = [...new Set(body.lines.map((l) => l.productId))];
  const known = await knownProducts(q, ids);
  const errors = fieldErrorMap();
  body.lines.forEach((l, i) => {
    if (!known.has(l.productId)) errors[`lines.${i}.productId`] = [{ key: 'validation.productNotFound' }];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await lockStock(q, ids.map(String));
  const stock = await warehouseStock(q, warehouseId, ids);
  const adjustment = countAdjustment(body.lines, (id) => stock.get(id) ?? '0');
  const id = await insertCount(q, companyId, { key: body.key, userId: user.id, deviceId: user.deviceId, warehouseId, lines: adjustment.lines });
  if (id === null) return countIdByKey(q, body.key);
  const note = `Mobil sayım #${id}`;
  const stockInId = await draftCorrection(q, companyId, user.id, 'stockIn', warehouseId, adjustment.surpluses, note);
  const stockOutId = await draftCorrection(q, companyId, user.id, 'stockOut', warehouseId, adjustment.shortfalls, note);
  await setCountDocuments(q, id, stockInId, stockOutId);
  return id;
}
