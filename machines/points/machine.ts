import { voucherLifecycleFamily } from '../voucher-lifecycle';
import {
  POINTS_VOUCHER_TYPES,
  applyPointsVoucherEdit,
  checkPointsVoucherComplete,
  checkPointsVoucherEdit,
  checkPointsVoucherInput,
  createPointsVoucherContext,
  pointsVoucherEffects,
  pointsVoucherRules,
  type PointsVoucherContext,
} from './rules';

/** Points-in and points-out vouchers: completing writes the account's points move. */
export const pointsVoucherFamily = voucherLifecycleFamily<PointsVoucherContext>({
  family: 'pointsVoucher',
  types: POINTS_VOUCHER_TYPES,
  create: createPointsVoucherContext,
  checkEdit: checkPointsVoucherEdit,
  checkComplete: checkPointsVoucherComplete,
  applyEdit: applyPointsVoucherEdit,
  completionEffects: pointsVoucherEffects,
  rules: pointsVoucherRules,
  checkInput: checkPointsVoucherInput,
  content: ['type', 'number', 'accountId', 'points', 'reason', 'date', 'expiresOn'],
});
