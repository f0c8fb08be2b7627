import { Hono } from 'hono';
import { currencyChangeAllowed } from '../../domain/cash/account-currency';
import { LIRA } from '../../domain/money/lira';
import { ACCOUNT_COLUMNS, updateAccountBody, type UpdateAccountBody } from '../../domain/schemas/masterdata';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { idParam } from '../http/params';
import { idempotentWrite, readJsonBody } from '../http/write';
import { accountSearchKeys } from './accounts-search';
import { checkAccountGroup } from './account-group-check';
import { addError, attributesOf, fieldValue, isUniqueViolation, validate } from '../http/field-checks';
import { lockCodes } from './code-lock';
import { accountCodeTaken, findAccountForUpdate, updateAccount } from './queries';
import { accountJson, selectAccount } from './views';

/**
 * PUT /api/accounts/:id: saves the whole card (absent optional fields are cleared, an empty code keeps the
 * current one). The checks of POST: every invalid field in one 422 and nothing written; the code unique in
 * the company except on this card. With `version`, a card saved by someone else since it was read is not
 * overwritten: 409 DC10009.
 */
async function saveAccountCard(q: Queryable, id: number, raw: unknown): Promise<StoredReply> {
  await lockCodes(q, 'accounts');
  const current = await findAccountForUpdate(q, id);
  if (!current) throw fail('NF10004');
  const { data, errors } = validate(updateAccountBody, raw);
  const code = fieldValue(updateAccountBody, raw, errors, 'code');
  await checkAccountGroup(q, fieldValue(updateAccountBody, raw, errors, 'groupId'), errors);
  if (code !== undefined && (await accountCodeTaken(q, code, id))) {
    addError(errors, 'code', 'validation.codeTaken');
  }
  if (data && !currencyChangeAllowed(current, data.currency ?? LIRA)) addError(errors, 'currency', 'cashAccounts.currencyLocked');
  if (!data || Object.keys(errors).length) throw invalid(errors);
  if (data.version !== undefined && data.version !== current.version) throw fail('DC10009');

  await writeAccount(q, id, data, data.code ?? current.code);
  const row = await selectAccount(q, id);
  return { status: 200, body: { response: accountJson(row!) } };
}

async function writeAccount(q: Queryable, id: number, body: UpdateAccountBody, code: string): Promise<void> {
  const keys = accountSearchKeys(body.name);
  try {
    await updateAccount(q, id, {
      code,
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
}

/** Mounted by masterDataRoutes, behind its authentication; the roles of POST /accounts. */
export function accountUpdateRoutes() {
  const app = new Hono<AppEnv>();
  app.put('/accounts/:id{[0-9]+}', requireDefinitionAuthority(), async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveAccountCard(q, id, json));
  });
  return app;
}

/** Changes an account card's name through the editor's own path (its checks, its version), its other fields as they are. */
export async function changeAccountCard(q: Queryable, id: number, change: { name?: string }, version: number): Promise<StoredReply> {
  const row = await selectAccount(q, id);
  if (!row) throw fail('NF10004');
  const current = Object.fromEntries(Object.entries(accountJson(row)).filter(([, v]) => v !== null));
  return saveAccountCard(q, id, { ...current, ...change, version });
}
