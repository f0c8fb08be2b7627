import { formatNumber, parseAmount } from '../../../domain/money/format';

/** A stored decimal as a cell shows it, tr-TR: "1234.5" → "1.234,50" with `minDecimals` 2, "3" → "3" with 0. */
export function shownAmount(value: string, minDecimals: number): string {
  if (value === '') return '';
  const places = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  return formatNumber(value, { decimals: Math.max(minDecimals, places) });
}

/** What a person typed → a decimal string, or the locale key of the message ("" stays empty). */
export function readAmount(text: string): { ok: true; value: string } | { ok: false; messageKey: string } {
  if (text.trim() === '') return { ok: true, value: '' };
  const r = parseAmount(text);
  if (r.ok) return r;
  return {
    ok: false,
    messageKey: r.error === 'mixed-separators' ? 'validation.mixedSeparators' : r.error === 'ambiguous' ? 'receiptEditor.ambiguous' : 'validation.decimal',
  };
}
