/** Removes the separators people type inside identifiers: spaces (also no-break) and hyphens. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s\u00a0-]/g, '');
}

export function isDigits(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

export const digitsOf = (value: string): number[] => [...value].map(Number);
