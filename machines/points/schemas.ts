import { z } from 'zod';
import { calendarDate, recordId } from '../../src/domain/schemas/fields';
import { POINTS_MAX, POINTS_VOUCHER_TYPES, REASON_MAX } from './rules';

const points = z
  .number({ message: 'rules.pointsVoucher.invalidPoints' })
  .int({ message: 'rules.pointsVoucher.invalidPoints' })
  .min(1, { message: 'rules.pointsVoucher.invalidPoints' })
  .max(POINTS_MAX, { message: 'rules.pointsVoucher.invalidPoints' });
const reason = z
  .string({ message: 'rules.pointsVoucher.reasonRequired' })
  .trim()
  .min(1, { message: 'rules.pointsVoucher.reasonRequired' })
  .max(REASON_MAX, { message: `validation.maxLength|${REASON_MAX}` });

/** POST /api/documents for a points voucher: every field checked at once, in the rules' own words. */
export const pointsVoucherCreateBody = z.object({
  type: z.enum(POINTS_VOUCHER_TYPES),
  accountId: recordId('rules.pointsVoucher.accountRequired'),
  points,
  reason,
  date: calendarDate.optional(),
  expiresOn: calendarDate.nullable().optional(),
});

/** What EDIT (and PATCH) of a points voucher takes. */
export const pointsVoucherEventFields = {
  EDIT: {
    accountId: recordId('rules.pointsVoucher.accountRequired').optional(),
    points: points.optional(),
    reason: reason.optional(),
    date: calendarDate.optional(),
    expiresOn: calendarDate.nullable().optional(),
  },
};
