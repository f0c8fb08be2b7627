import { Dec } from '../money/decimal';

/** The condition grades of a second-hand copy, best first (issue #18). */
export const GRADES = ['asNew', 'veryGood', 'good', 'acceptable', 'poor'] as const;
export type Grade = (typeof GRADES)[number];

export const ROUNDING_MODES = ['nearest', 'up', 'down'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export interface GradeRule {
  grade: Grade;
  /** the share of the new book's price, in per cent */
  share: string;
  /** whether a copy of this grade may be listed for sale */
  listed: boolean;
}

export interface SecondhandSettings {
  grades: GradeRule[];
  roundingStep: string;
  roundingMode: RoundingMode;
}

export const DEFAULT_SECONDHAND_SETTINGS: SecondhandSettings = {
  grades: [
    { grade: 'asNew', share: '80', listed: true },
    { grade: 'veryGood', share: '65', listed: true },
    { grade: 'good', share: '50', listed: true },
    { grade: 'acceptable', share: '35', listed: true },
    { grade: 'poor', share: '20', listed: false },
  ],
  roundingStep: '0.50',
  roundingMode: 'nearest',
};

/** A copy's price by its grade: the share of the new book's price, rounded to the step the shop chose (never below zero). */
export function suggestedPrice(newPrice: string, grade: Grade, settings: SecondhandSettings): string {
  const rule = settings.grades.find((g) => g.grade === grade);
  return shareOfPrice(newPrice, rule?.share ?? '0', settings.roundingStep, settings.roundingMode);
}

/** `share` per cent of `price`, rounded to a multiple of `step` in the shop's direction (the e-book prices too). */
export function shareOfPrice(price: string, share: string, step: string, roundingMode: RoundingMode): string {
  const raw = new Dec(price).times(share).dividedBy(100);
  const mode = roundingMode === 'up' ? Dec.ROUND_CEIL : roundingMode === 'down' ? Dec.ROUND_FLOOR : Dec.ROUND_HALF_UP;
  return raw.dividedBy(step).toDecimalPlaces(0, mode).times(step).toFixed(2);
}
