import { Dec } from '../../domain/money/decimal';

/** A numeric column's text as the API carries it: "2.892100" → "2.8921" (never a float). */
export const decimalText = (v: string): string => new Dec(v).toFixed();
