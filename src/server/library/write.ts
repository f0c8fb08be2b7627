import type { z } from 'zod';
import { libraryCopyBody, libraryMemberBody, libraryRulesBody, type libraryCopySchema, type libraryMemberSchema } from '../../domain/schemas/library';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { addError, fieldValue, validate } from '../http/field-checks';
import {
  barcodeTaken,
  cardNumberTaken,
  findCopy,
  findMember,
  insertCopy,
  insertMember,
  loadRules,
  lockCodes,
  lockMember,
  lockRules,
  recordsExist,
  saveRules,
  unknownAccounts,
  updateCopy,
  updateMember,
} from './queries';

/** The library's own writes: the loan rules matrix, a member, a copy. Each answers every invalid field in one 422. */

export async function writeRules(q: Queryable, companyId: number, raw: unknown): Promise<StoredReply> {
  const { data, errors } = validate(libraryRulesBody, raw);
  if (!data) throw invalid(errors);
  await lockRules(q);
  await saveRules(q, companyId, data);
  return { status: 200, body: { response: await loadRules(q) } };
}

export async function writeMember(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  if (id !== undefined && !(await lockMember(q, id))) throw fail('NF10004');
  const { data, errors } = validate(libraryMemberBody, raw);
  await lockCodes(q, 'members');
  const card = fieldValue(libraryMemberBody, raw, errors, 'cardNumber');
  if (card && (await cardNumberTaken(q, card, id ?? null))) addError(errors, 'cardNumber', 'library.cardNumberTaken');
  if (data) {
    const unknown = await unknownAccounts(q, [data.accountId, data.institutionAccountId]);
    if (data.accountId !== null && unknown.has(data.accountId)) addError(errors, 'accountId', 'library.accountNotFound');
    if (data.institutionAccountId !== null && unknown.has(data.institutionAccountId)) addError(errors, 'institutionAccountId', 'library.accountNotFound');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);
  const pinHash = data.pin ? await hashPassword(data.pin) : null;
  if (id !== undefined) await updateMember(q, id, data, pinHash);
  const saved = id ?? (await insertMember(q, companyId, data, pinHash));
  return { status: id === undefined ? 201 : 200, body: { response: (await findMember(q, saved)) satisfies z.input<typeof libraryMemberSchema> | null } };
}

export async function writeCopy(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  if (id !== undefined && !(await findCopy(q, id))) throw fail('NF10004');
  const { data, errors } = validate(libraryCopyBody, raw);
  await lockCodes(q, 'copies');
  const barcode = fieldValue(libraryCopyBody, raw, errors, 'barcode');
  if (barcode && (await barcodeTaken(q, barcode, id ?? null))) addError(errors, 'barcode', 'library.barcodeTaken');
  if (data) {
    const found = await recordsExist(q, data.productId, data.locationId);
    if (!found.product) addError(errors, 'productId', 'validation.productNotFound');
    if (!found.location) addError(errors, 'locationId', 'validation.locationNotFound');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);
  if (id !== undefined) await updateCopy(q, id, data);
  const saved = id ?? (await insertCopy(q, companyId, data));
  return { status: id === undefined ? 201 : 200, body: { response: (await findCopy(q, saved)) satisfies z.input<typeof libraryCopySchema> | null } };
}
