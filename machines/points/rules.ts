import type { ReasonCode } from './reasons';
import { allow, isIsoDate, isNonEmptyString, type Check, type LifecycleEvent, type RuleTable } from '../../src/domain/lifecycle/rules';
import { withGivenFields } from '../voucher-lifecycle';

/**
 * Points-in and points-out vouchers (puan giriş / çıkış fişi, /cari/puanin, /cari/puanout): a manual award or
 * correction of a current account's loyalty points, each with its reason. Points are whole numbers
 * (src/domain/loyalty/settings.ts); a points-out voucher never takes more than the account holds.
 */
export const POINTS_VOUCHER_TYPES = ['pointsIn', 'pointsOut'] as const;
export type PointsVoucherType = (typeof POINTS_VOUCHER_TYPES)[number];

/** At most what one ledger row holds. */
export const POINTS_MAX = 1_000_000_000;
export const REASON_MAX = 500;

export interface PointsVoucherContext {
  type: PointsVoucherType;
  number: string;
  date: string;
  accountId: string;
  points: number;
  reason: string;
  /** points in: the last day the points awarded may be spent (none: they never expire) */
  expiresOn?: string;
  printed: boolean;
}

const EDIT_FIELDS = ['accountId', 'points', 'reason', 'date', 'expiresOn'] as const;

export const isPoints = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= POINTS_MAX;
const isId = (v: unknown) => isNonEmptyString(v, 100) || (typeof v === 'number' && Number.isSafeInteger(v) && v > 0);

function checkFields(v: Record<string, unknown>): ReasonCode | null {
  if (!isId(v.accountId)) return 'pointsVoucher.accountRequired';
  if (!isPoints(v.points)) return 'pointsVoucher.invalidPoints';
  if (!isNonEmptyString(v.reason, REASON_MAX)) return 'pointsVoucher.reasonRequired';
  if (!isIsoDate(v.date)) return 'document.invalidDate';
  if (v.expiresOn !== undefined && v.expiresOn !== null && (v.type === 'pointsOut' || !isIsoDate(v.expiresOn))) return 'document.invalidField';
  return null;
}

export function checkPointsVoucherInput(input: Record<string, unknown>): ReasonCode | null {
  if (!POINTS_VOUCHER_TYPES.includes(input.type as PointsVoucherType)) return 'document.unknownType';
  if (!isNonEmptyString(input.number, 50)) return 'document.numberRequired';
  return checkFields(input);
}

const normalized = (key: string, value: unknown) =>
  key === 'accountId' && typeof value === 'number' ? String(value) : key === 'reason' && typeof value === 'string' ? value.trim() : value;

const withFields = (context: PointsVoucherContext, raw: Record<string, unknown>) =>
  withGivenFields(context, raw, EDIT_FIELDS, normalized) as unknown as PointsVoucherContext;

export function createPointsVoucherContext(input: Record<string, unknown>): PointsVoucherContext {
  return withFields({ type: input.type, number: input.number, date: input.date, printed: false } as PointsVoucherContext, input);
}

export const checkPointsVoucherEdit: Check<PointsVoucherContext, ReasonCode> = (context, event) => checkFields({ ...withFields(context, event) });

/** A points-out voucher takes no more than the account holds (the server's `loyalty` fact, read under its lock). */
export const checkPointsVoucherComplete: Check<PointsVoucherContext, ReasonCode> = (context, event) => {
  if (context.type !== 'pointsOut') return null;
  const fact = event.loyalty as { balance?: unknown } | undefined;
  if (typeof fact?.balance !== 'number') return 'common.factsMissing';
  return context.points > fact.balance ? 'pointsVoucher.exceedsBalance' : null;
};

export const pointsVoucherRules: RuleTable<PointsVoucherContext, ReasonCode> = {
  draft: { EDIT: checkPointsVoucherEdit, COMPLETE: checkPointsVoucherComplete, CANCEL: allow, PRINT: allow },
  completed: { CLOSE: allow, PRINT: allow, EDIT: 'pointsVoucher.locked', CANCEL: 'pointsVoucher.completedCannotCancel' },
  closed: { PRINT: allow, EDIT: 'pointsVoucher.locked', CANCEL: 'pointsVoucher.completedCannotCancel' },
  cancelled: { EDIT: 'document.cancelled' },
};

export const applyPointsVoucherEdit = (context: PointsVoucherContext, event: LifecycleEvent) => withFields(context, event);

/** What completing the voucher writes to the points ledger: one row, in or out. */
export function pointsVoucherEffects(c: PointsVoucherContext) {
  const inward = c.type === 'pointsIn';
  return [
    {
      type: 'pointsMove' as const,
      params: {
        accountId: c.accountId,
        points: inward ? c.points : -c.points,
        kind: inward ? 'award' : 'correction',
        date: c.date,
        ...(inward ? { expiresOn: c.expiresOn ?? null } : {}),
      },
    },
  ];
}
