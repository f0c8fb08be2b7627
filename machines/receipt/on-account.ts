import { Dec } from '../../src/domain/money/decimal';
import { receiptCompletionEffects, type ReceiptContext } from './rules';

const SALE_TYPES: readonly string[] = ['salesInvoice', 'posSale'];
const DONE: readonly string[] = ['completed', 'closed'];

/**
 * What a completed sale left owing on the customer's account (a sales invoice not paid at once, a till sale on
 * account): the account, the currency and the amount owed (its grand total). Null for any other document, or one whose completion
 * paid it (its account moves net to nothing). An instalment plan may split only this.
 */
export function owedOnAccount(status: string, context: ReceiptContext): { accountId: string; currency: string; total: string } | null {
  if (!SALE_TYPES.includes(context.type) || !DONE.includes(status) || !context.accountId) return null;
  let owed = new Dec(0);
  for (const e of receiptCompletionEffects(context)) {
    if (e.type !== 'accountMove' || e.params.accountId !== context.accountId) continue;
    owed = e.params.side === 'debit' ? owed.plus(String(e.params.amount)) : owed.minus(String(e.params.amount));
  }
  if (owed.lte(0)) return null;
  return { accountId: context.accountId, currency: context.currency, total: owed.toFixed(2) };
}
