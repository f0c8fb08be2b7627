import type { CommonReasonCode } from '../src/domain/lifecycle/reasons';

/** Why the conversion rules refuse something (messages: `rules.<code>` in locales/). */
export const CONVERSION_REASONS = [
  'conversion.notAllowed',
  'conversion.sourceNotReady',
  'conversion.unknownLine',
  'conversion.invalidQuantity',
  'conversion.quantityExceedsRemaining',
  'conversion.nothingRemaining',
  'conversion.sourcesDiffer',
  'conversion.tooManySources',
] as const;

export type ConversionReasonCode = CommonReasonCode | (typeof CONVERSION_REASONS)[number];
