import { describe, expect, it } from 'vitest';
import { ibanCheckDigits, isValidIban, isValidTrIban, normalizeIban } from '../../../src/domain/identifiers/iban';
import { turkey } from './fixture';

const spaced = (v: string) => v.replace(/(.{4})/g, '$1 ').trim();

describe('Turkish IBAN', () => {
  it('has vectors', () => {
    expect(turkey.iban_tr.valid.length).toBeGreaterThan(0);
    expect(turkey.iban_tr.invalid.length).toBeGreaterThan(0);
  });

  it.each(turkey.iban_tr.valid.map((x) => [x.v, x.src]))('%s is valid (%s), also spaced and in lower case', (v) => {
    expect(isValidTrIban(v)).toBe(true);
    expect(isValidIban(v)).toBe(true);
    expect(isValidTrIban(spaced(v))).toBe(true);
    expect(isValidTrIban(spaced(v).toLowerCase())).toBe(true);
    expect(normalizeIban(` ${spaced(v).toLowerCase()} `)).toBe(v);
  });

  it('the printed form of the registry example normalizes to its compact form', () => {
    for (const x of turkey.iban_tr.valid.filter((x) => 'print' in x)) {
      const print = (x as { print: string }).print;
      expect(normalizeIban(print)).toBe(x.v);
      expect(isValidTrIban(print)).toBe(true);
    }
  });

  it.each(turkey.iban_tr.invalid.map((x) => [x.v, x.why]))('%s is invalid: %s', (v) => {
    expect(isValidTrIban(v)).toBe(false);
    expect(isValidTrIban(spaced(v).toLowerCase())).toBe(false);
  });

  it('computes the check digits of a BBAN', () => {
    const { country, bban, expected } = turkey.iban_tr.checkDigitsFor;
    expect(ibanCheckDigits(country, bban)).toBe(expected);
  });

  it('a valid IBAN of another country is not a Turkish IBAN', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132A')).toBe(false);
    expect(isValidTrIban('')).toBe(false);
  });
});
