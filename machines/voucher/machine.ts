import { voucherLifecycleFamily } from '../voucher-lifecycle';
import {
  VOUCHER_TYPES,
  applyVoucherEdit,
  checkVoucherEdit,
  checkVoucherInput,
  createVoucherContext,
  voucherCompletionEffects,
  voucherRules,
  type VoucherContext,
} from './rules';

/** Current-account vouchers: completing writes the account moves. */
export const voucherFamily = voucherLifecycleFamily<VoucherContext>({
  family: 'voucher',
  types: VOUCHER_TYPES,
  create: createVoucherContext,
  checkEdit: checkVoucherEdit,
  applyEdit: applyVoucherEdit,
  completionEffects: voucherCompletionEffects,
  rules: voucherRules,
  checkInput: checkVoucherInput,
  content: ['type', 'number', 'accountId', 'targetAccountId', 'amount', 'currency', 'exchangeRate', 'date', 'dueDate', 'description'],
});
