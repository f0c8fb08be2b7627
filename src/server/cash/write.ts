import { currencyChangeAllowed } from '../../domain/cash/account-currency';
import { cashAccountBody, type cashAccountSchema } from '../../domain/schemas/cash-accounts';
import type { Queryable } from '../db/database';
import { fail, invalid } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { validate } from '../http/field-checks';
import { findCashAccount, insertCashAccount, lockCashAccount, updateCashAccount } from './queries';
import type { z } from 'zod';

/**
 * POST and PUT of /api/cash-accounts: a cash box, bank account, credit card or foreign-currency account. Its IBAN is
 * checked (mod 97); its currency follows the domain's rule. The PUT holds the account's row lock while it counts
 * the moves, and a voucher or cheque reads the account's currency under a key-share lock (documents/facts.ts),
 * so a currency change and a move on the account take turns.
 */
export async function saveCashAccount(q: Queryable, companyId: number, raw: unknown, id?: number): Promise<StoredReply> {
  if (id !== undefined) {
    await lockCashAccount(q, id);
    const current = await findCashAccount(q, id);
    if (!current) throw fail('NF10004');
    const { data, errors } = validate(cashAccountBody, raw);
    if (data && !currencyChangeAllowed(current, data.currency)) errors.currency = [{ key: 'cashAccounts.currencyLocked' }];
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
