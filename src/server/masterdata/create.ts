import { Hono, type Context } from 'hono';
import {
  ACCOUNT_CODE_PREFIX,
  ACCOUNT_COLUMNS,
  DEFAULT_UNIT,
  PRODUCT_COLUMNS,
  createAccountBody,
  createProductBody,
  type AccountKind,
  type CreateAccountBody,
  type CreateProductBody,
} from '../../domain/schemas/masterdata';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import { requireRole } from '../auth/middleware';
import type { Queryable } from '../db/database';
import { addError, attributesOf, fieldValue, isUniqueViolation, lockCodes, validate } from './field-checks';
import type { AppEnv } from '../env';
import { invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { idempotentWrite, readJsonBody } from '../http/write';
import { checkProductFields, searchKeys } from './products-checks';
import { accountSearchKeys } from './accounts-search';
import { accountJson, productJson, selectAccount, selectProduct } from './views';

/** Who may create master data: admin (always, see requireRole) and manager. */
export const MASTERDATA_WRITE_ROLES = ['manager'] as const;

// ---------------------------------------------------------------------------------------------------------
// Products

/** Generated stock codes: STK and seven digits, one above the highest such code of the company. */
export const GENERATED_PRODUCT_PREFIX = 'STK';

async function nextProductCode(q: Queryable): Promise<string> {
  const r = await q.query<{ last: string }>(
    `select coalesce(max(substring(code from 4)::bigint), 0)::text as last from products where code ~ ('^' || $1 || '[0-9]{7}$')`,
    [GENERATED_PRODUCT_PREFIX],
  );
  return GENERATED_PRODUCT_PREFIX + String(Number(r.rows[0]?.last ?? 0) + 1).padStart(7, '0');
}

async function createProduct(q: Queryable, companyId: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'products');
  const { data, errors } = validate(createProductBody, raw);
  await checkProductFields(q, raw, errors);
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const body: CreateProductBody = data;
  // a book's barcode is its ISBN: kept in the ISBN column too (as ISBN-13), so that a search by ISBN finds it
  const isbn = body.isbn ?? (body.barcode ? toIsbn13(body.barcode) : null);
  const id = await insertProduct(q, companyId, body, body.code ?? (await nextProductCode(q)), isbn);
  const row = await selectProduct(q, id);
  return { status: 201, body: { response: productJson(row!) } };
}

async function insertProduct(q: Queryable, companyId: number, body: CreateProductBody, code: string, isbn: string | null): Promise<number> {
  const keys = searchKeys(body.name);
  try {
    const r = await q.query<{ id: number }>(
      `insert into products (company_id, code, name, barcode, isbn, unit, vat_rate, price, location_id, critical_stock, attributes, name_key, search_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9, $10::numeric, $11::jsonb, $12, $13) returning id`,
      [
        companyId,
        code,
        body.name,
        body.barcode ?? null,
        isbn,
        body.unit ?? DEFAULT_UNIT,
        body.vatRate,
        body.price,
        body.locationId,
        body.criticalStock ?? null,
        JSON.stringify(attributesOf(body, PRODUCT_COLUMNS)),
        keys.nameKey,
        keys.searchText,
      ],
    );
    return r.rows[0]!.id;
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
  const r = await q.query<{ last: string }>(
    `select coalesce(max(substring(code from 2)::bigint), 0)::text as last from accounts where code ~ ('^' || $1 || '[0-9]{9}$')`,
    [prefix],
  );
  return prefix + String(Number(r.rows[0]?.last ?? 0) + 1).padStart(9, '0');
}

async function createAccount(q: Queryable, companyId: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'accounts');
  const { data, errors } = validate(createAccountBody, raw);
  const code = fieldValue(createAccountBody, raw, errors, 'code');
  if (code !== undefined && (await q.query(`select 1 from accounts where upper(code) = $1`, [code])).rowCount > 0) {
    addError(errors, 'code', 'validation.codeTaken');
  }
  if (!data || Object.keys(errors).length) throw invalid(errors);

  const body: CreateAccountBody = data;
  const finalCode = body.code ?? (await nextAccountCode(q, body.kind));
  let id: number;
  try {
    const r = await q.query<{ id: number }>(
      `insert into accounts (company_id, code, name, kind, tax_office, tax_number, iban, email, attributes, name_key, search_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) returning id`,
      [
        companyId,
        finalCode,
        body.name,
        body.kind,
        body.taxOffice ?? null,
        body.taxNumber ?? null,
        body.iban ?? null,
        body.email ?? null,
        JSON.stringify(attributesOf(body, ACCOUNT_COLUMNS)),
        accountSearchKeys(body.name).nameKey,
        accountSearchKeys(body.name).searchText,
      ],
    );
    id = r.rows[0]!.id;
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
  const mayWrite = requireRole(...MASTERDATA_WRITE_ROLES);

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
