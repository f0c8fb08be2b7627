import { foldForSearch } from '../text/turkish';

/**
 * The values of a dimension as Sistem → Varyant's dialog takes them, separated by commas or lines: `Kırmızı` or
 * `Kırmızı = RED`.
 * A value without a code of its own gets one from its name: upper-case ASCII letters and digits, at most ten
 * (`Kırmızı` → `KIRMIZI`, `Açık mavi` → `ACIKMAVI`).
 */
export const VALUE_CODE_RE = /^[A-Z0-9]{1,10}$/;

export function valueCodeOf(name: string): string {
  return foldForSearch(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 10);
}

export interface ValueLine {
  name: string;
  code: string;
}

export function parseValueLines(text: string): ValueLine[] {
  return text
    .split(/[\r\n,]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', code] = line.split('=').map((s) => s.trim());
      return { name, code: code ? code.toUpperCase() : valueCodeOf(name) };
    });
}

export const valueLinesText = (values: readonly ValueLine[]): string =>
  values.map((v) => (v.code === valueCodeOf(v.name) ? v.name : `${v.name} = ${v.code}`)).join(', ');
