import { Dec } from './decimal';

/**
 * Küsurat yuvarlama: what a document asks to be paid may be its total rounded to a step (Sistem → Evrak Ayarları).
 * The grand total stays the exact sum of the lines; the payable amount is that total rounded, and the difference is
 * the document's rounding amount (UBL-TR's PayableRoundingAmount). Only liras are rounded: a document in another
 * currency is paid to the cent. A document keeps the rounding it was created with, so a later change of the setting
 * never alters it.
 */
export const PAYABLE_ROUNDING_STEPS = ['0.05', '0.10', '0.25', '0.50', '1.00'] as const;
export type PayableRoundingStep = (typeof PAYABLE_ROUNDING_STEPS)[number];
/** nearest: to the nearer step, a half going away from zero; down: towards zero (the shop gives up the küsurat) */
export const PAYABLE_ROUNDING_MODES = ['nearest', 'down'] as const;
export type PayableRoundingMode = (typeof PAYABLE_ROUNDING_MODES)[number];

export interface PayableRounding {
  step: PayableRoundingStep;
  mode: PayableRoundingMode;
}

/** The one currency whose documents are rounded. */
export const ROUNDED_CURRENCY = 'TRY';

export function isPayableRounding(v: unknown): v is PayableRounding {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  return (
    Object.keys(r).length === 2 &&
    (PAYABLE_ROUNDING_STEPS as readonly unknown[]).includes(r.step) &&
    (PAYABLE_ROUNDING_MODES as readonly unknown[]).includes(r.mode)
  );
}

/** The rounding Evrak Ayarları names by its step (`none`: none) and mode. */
export function settingRounding(step: string, mode: PayableRoundingMode): PayableRounding | undefined {
  const rounding = { step, mode };
  return isPayableRounding(rounding) ? rounding : undefined;
}

/** Whether a document's payable is rounded at all: it has a step, and it is in liras. */
export const isRounded = (rounding: PayableRounding | undefined, currency: string): rounding is PayableRounding =>
  rounding !== undefined && currency === ROUNDED_CURRENCY;

/** An amount (a plain decimal, negative for a return's) rounded to the step; the same either way round, so a return gives back what its sale took. */
export function roundToStep(amount: string, rounding: PayableRounding): string {
  const mode = rounding.mode === 'down' ? Dec.ROUND_DOWN : Dec.ROUND_HALF_UP;
  const rounded = new Dec(amount).dividedBy(rounding.step).toDecimalPlaces(0, mode).times(rounding.step);
  // -0.01 rounds to zero, which is never "-0.00"
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

export interface RoundedPayable {
  /** what is paid: the total rounded to the step */
  payable: string;
  /** payable − total: what the rounding added (negative: took off) */
  rounding: string;
}

/** The payable amount of a document's total (two decimals) in its currency, under the rounding it was made with (none: the total itself). */
export function roundedPayable(total: string, rounding: PayableRounding | undefined, currency: string): RoundedPayable {
  const exact = new Dec(total).toFixed(2);
  if (!isRounded(rounding, currency)) return { payable: exact, rounding: '0.00' };
  const payable = roundToStep(exact, rounding);
  return { payable, rounding: new Dec(payable).minus(exact).toFixed(2) };
}
