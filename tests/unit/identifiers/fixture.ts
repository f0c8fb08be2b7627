import { readFileSync } from 'node:fs';

/** The public test vectors shared by every part of the project (tests/fixtures/turkey.json, a copy of the specification's fixture). */
export interface Vector {
  v: string;
  why?: string;
  src?: string;
}

export interface TurkeyFixture {
  vkn: { valid: Vector[]; invalid: Vector[] };
  tckn: { valid: Vector[]; invalid: Vector[] };
  iban_tr: { valid: Vector[]; invalid: Vector[]; checkDigitsFor: { country: string; bban: string; expected: string } };
  mersis: { rule: string };
  ean13: { valid: string[]; invalid: Vector[] };
  isbn: { valid: string[]; invalid: string[]; conversions: { isbn10: string; isbn13: string }[] };
}

export const turkey: TurkeyFixture = JSON.parse(readFileSync(new URL('../../fixtures/turkey.json', import.meta.url), 'utf8'));
