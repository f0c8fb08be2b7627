import { cashAccountBody, type cashAccountSchema } from '../../domain/schemas/cash-accounts';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { validate } from '../masterdata/field-checks';
import { findCashAccount, insertCashAccount, lockCashAccount, updateCashAccount } from './queries';
import type { z } from 'zod';

/**
 * POST and PUT of /api/cash-accounts: a cash box, bank account, credit card or foreign-currency account. Its IBAN is
 * checked (mod 97); its currency cannot change once its ledger has a move, since every move is in that currency.
 */
export async function saveCashAccount(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  if (id !== undefined) {
    await lockCashAccount(q, id);
    const current = await findCashAccount(q, id);
    if (!current) throw fail('NF10004');
    const { data, errors } = validate(cashAccountBody, raw);
    if (data && current.moves > 0 && data.currency !== current.currency) errors.currency = [{ key: 'cashAccounts.currencyLocked' }];
    if (!data || Object.keys(errors).length) throw invalid(errors);
    await updateCashAccount(q, id, data);
    return { status: 200, body: { response: reply(await findCashAccount(q, id)) } };
  }
  const { data, errors } = validate(cashAccountBody, raw);
  if (!data || Object.keys(errors).length) throw invalid(errors);
  const newId = await insertCashAccount(q, companyId, data);
  return { status: 201, body: { response: reply(await findCashAccount(q, newId)) } };
}

export function reply(row: Awaited<ReturnType<typeof findCashAccount>>): z.input<typeof cashAccountSchema> {
  const { moves: _moves, iban, ...rest } = row!;
  return { ...rest, ...(iban ? { iban } : {}) };
}
