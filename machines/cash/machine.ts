import { voucherLifecycleFamily } from '../voucher-lifecycle';
import {
  CASH_VOUCHER_TYPES,
  applyCashVoucherEdit,
  cashVoucherCompletionEffects,
  cashVoucherRules,
  checkCashVoucherComplete,
  checkCashVoucherEdit,
  checkCashVoucherInput,
  createCashVoucherContext,
  type CashVoucherContext,
} from './rules';

/** Cash and bank vouchers: completing writes the cash moves (and the current account's). */
export const cashVoucherFamily = voucherLifecycleFamily<CashVoucherContext>({
  family: 'cashVoucher',
  types: CASH_VOUCHER_TYPES,
  create: createCashVoucherContext,
  checkEdit: checkCashVoucherEdit,
  checkComplete: checkCashVoucherComplete,
  applyEdit: applyCashVoucherEdit,
  completionEffects: cashVoucherCompletionEffects,
  rules: cashVoucherRules,
  checkInput: checkCashVoucherInput,
  content: [
    'type',
    'number',
    'cashAccountId',
    'accountId',
    'targetCashAccountId',
    'incomeExpenseId',
    'amount',
    'currency',
    'targetCurrency',
    'exchangeRate',
    'date',
    'note',
    'instalmentIds',
  ],
});
