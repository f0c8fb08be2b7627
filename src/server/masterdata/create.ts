import { Hono, type Context } from 'hono';
import { LIRA } from '../../domain/money/lira';
import {
  ACCOUNT_CODE_PREFIX,
  ACCOUNT_COLUMNS,
  createAccountBody,
  createProductBody,
  type AccountKind,
  type CreateAccountBody,
  type CreateProductBody,
} from '../../domain/schemas/masterdata';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import { addError, attributesOf, fieldValue, isUniqueViolation, validate } from '../http/field-checks';
import { lockCodes } from './code-lock';
import type { AppEnv } from '../env';
import { invalid } from '../http/errors';
import { checkAccountGroup } from './account-group-check';
import type { StoredReply } from '../http/idempotency';
import { idempotentWrite, readJsonBody } from '../http/write';
import { checkProductFields, productValues } from './products-checks';
import { accountSearchKeys } from './accounts-search';
import { accountJson, productJson, selectAccount, selectProduct } from './views';
import { accountCodeTaken, highestAccountCodeNumber, highestProductCodeNumber, insertAccount, insertProduct } from './queries';

/** Who may ask about master data at the integrator (the e-invoice check): admin (always, see requireRole) and manager. */
export const MASTERDATA_WRITE_ROLES = ['manager'] as const;

// ---------------------------------------------------------------------------------------------------------
// Products

/** Generated stock codes: STK and seven digits, one above the highest such code of the company. */
export const GENERATED_PRODUCT_PREFIX = 'STK';

async function nextProductCode(q: Queryable): Promise<string> {
  return GENERATED_PRODUCT_PREFIX + String((await highestProductCodeNumber(q, GENERATED_PRODUCT_PREFIX, 7)) + 1).padStart(7, '0');
}

export async function createProduct(q: Queryable, companyId: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'products');
  const { data, errors } = validate(createProductBody, raw);
  await checkProductFields(q, raw, errors);
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const body: CreateProductBody = data;
  // a book's barcode is its ISBN: kept in the ISBN column too (as ISBN-13), so that a search by ISBN finds it
  const id = await saveNewProduct(q, companyId, body, body.code ?? (await nextProductCode(q)));
  const row = await selectProduct(q, id);
  return { status: 201, body: { response: productJson(row!) } };
}

async function saveNewProduct(q: Queryable, companyId: number, body: CreateProductBody, code: string): Promise<number> {
  try {
    return await insertProduct(q, companyId, productValues(body, code));
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ code: [{ key: 'validation.codeTaken' }] });
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Accounts

/** The next free generated code of a kind: C or S and nine digits, one above the highest in the company. */
async function nextAccountCode(q: Queryable, kind: AccountKind): Promise<string> {
  const prefix = ACCOUNT_CODE_PREFIX[kind];
  return prefix + String((await highestAccountCodeNumber(q, prefix, 9)) + 1).padStart(9, '0');
}

export async function createAccount(q: Queryable, companyId: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'accounts');
  const { data, errors } = validate(createAccountBody, raw);
  const code = fieldValue(createAccountBody, raw, errors, 'code');
  await checkAccountGroup(q, fieldValue(createAccountBody, raw, errors, 'groupId'), errors);
  if (code !== undefined && (await accountCodeTaken(q, code))) {
    addError(errors, 'code', 'validation.codeTaken');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const body: CreateAccountBody = data;
  const finalCode = body.code ?? (await nextAccountCode(q, body.kind));
  const keys = accountSearchKeys(body.name);
  let id: number;
  try {
    id = await insertAccount(q, companyId, {
      code: finalCode,
      name: body.name,
      kind: body.kind,
      currency: body.currency ?? LIRA,
      taxOffice: body.taxOffice ?? null,
      taxNumber: body.taxNumber ?? null,
      iban: body.iban ?? null,
      email: body.email ?? null,
      attributes: attributesOf(body, ACCOUNT_COLUMNS),
      nameKey: keys.nameKey,
      searchText: keys.searchText,
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ code: [{ key: 'validation.codeTaken' }] });
    throw e;
  }
  const row = await selectAccount(q, id);
  return { status: 201, body: { response: accountJson(row!) } };
}

/**
 * POST /products and POST /accounts. Every invalid field is reported in one 422: zod's errors first, then
 * the database's (location of another company or none, code taken), and nothing is written on any error.
 * Expects `c.var.auth` (the paths are behind requireAuth in app.ts).
 */
export function masterDataCreateRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.post('/products', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => createProduct(q, c.var.auth.companyId, json));
  });

  app.post('/accounts', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => createAccount(q, c.var.auth.companyId, json));
  });

  return app;
}
