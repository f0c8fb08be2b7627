import { describe, expect, it } from 'vitest';
import { createAccountBody, createProductBody, parseDecimalInput, parseIban, parseIpList, parseTaxNumber } from '../../../src/domain/schemas/masterdata';
import { turkey } from './fixture';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('decimal input (spec §5: prices must not mix comma and dot)', () => {
  it.each([
    ['12.50', '12.5'],
    ['12,50', '12.5'],
    [' 7 ', '7'],
    ['0,0001', '0.0001'],
    [12.5, '12.5'],
  ])('%s → %s', (input, out) => expect(parseDecimalInput(input)).toEqual({ ok: true, value: out }));

  it.each(['1,234.50', '1.234,50'])('%s mixes separators', (input) =>
    expect(parseDecimalInput(input)).toEqual({ ok: false, key: 'validation.mixedSeparators' }),
  );

  it.each(['', 'abc', '-1', '+1', '1e3', '1,2,3', '1.2.3', '1.23456', '123456789012345', null, true])('%s is not a decimal', (input) =>
    expect(parseDecimalInput(input)).toEqual({ ok: false, key: 'validation.decimal' }),
  );
});

describe('tax number, IBAN and IP list', () => {
  it('routes 10 digits to the VKN check and 11 to the TCKN check', () => {
    for (const { v } of turkey.vkn.valid) expect(parseTaxNumber(v)).toEqual({ ok: true, value: v });
    for (const { v } of turkey.tckn.valid) expect(parseTaxNumber(v)).toEqual({ ok: true, value: v });
    for (const { v } of turkey.vkn.invalid) expect(parseTaxNumber(v)).toEqual({ ok: false, key: v.length === 10 ? 'validation.vkn' : 'validation.taxNumber' });
    const keyFor = (v: string) => (v.length === 10 ? 'validation.vkn' : v.length === 11 ? 'validation.tckn' : 'validation.taxNumber');
    for (const { v } of turkey.tckn.invalid) expect(parseTaxNumber(v)).toEqual({ ok: false, key: keyFor(v) });
    expect(parseTaxNumber('454 053 6920')).toEqual({ ok: true, value: '4540536920' });
  });

  it('normalizes IBANs and refuses the fixture invalid ones', () => {
    for (const { v } of turkey.iban_tr.valid) expect(parseIban(v.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual({ ok: true, value: v });
    for (const { v } of turkey.iban_tr.invalid) expect(parseIban(v)).toEqual({ ok: false, key: 'validation.iban' });
    expect(parseIban('DE89 3704 0044 0532 0130 00')).toEqual({ ok: true, value: 'DE89370400440532013000' });
  });

  it('reads comma-separated IPv4 and IPv6 addresses', () => {
    expect(parseIpList(' 10.0.0.1 ,2001:db8::1,10.0.0.1')).toEqual({ ok: true, value: '10.0.0.1,2001:db8::1' });
    expect(parseIpList(['192.168.1.1'])).toEqual({ ok: true, value: '192.168.1.1' });
    for (const bad of ['10.0.0.1;10.0.0.2', '256.0.0.1', 'localhost', ',', '10.0.0.0/8'])
      expect(parseIpList(bad)).toEqual({ ok: false, key: 'validation.ipList' });
  });
});

describe('bodies', () => {
  it('a product: defaults, normalised fields, every error at once', () => {
    const ok = createProductBody.parse({ name: ' Defter ', barcode: '978-0-471-11709-4', vatRate: '20', price: '42,90', locationId: '3', criticalStock: '' });
    expect(ok).toMatchObject({ name: 'Defter', barcode: '9780471117094', vatRate: 20, price: '42.9', locationId: 3 });
    expect(ok.unit).toBeUndefined();
    expect(ok.criticalStock).toBeUndefined();
    const bad = createProductBody.safeParse({ name: '', barcode: '9780471117095', vatRate: 18, price: '1.234,5', isbn: 'x' });
    expect(messages(bad)).toEqual({
      name: expect.any(String),
      barcode: 'validation.barcode',
      vatRate: 'validation.vatRate',
      price: 'validation.mixedSeparators',
      isbn: 'validation.isbn',
      locationId: 'validation.locationRequired',
    });
  });

  it('an account: codes upper case, blanks absent, every error at once', () => {
    const ok = createAccountBody.parse({ name: 'Okur', kind: 'supplier', code: 'abc1234567', taxNumber: '', iban: null, riskLimit: '1000,5' });
    expect(ok).toMatchObject({ name: 'Okur', kind: 'supplier', code: 'ABC1234567', riskLimit: '1000.50' });
    expect(ok.taxNumber).toBeUndefined();
    expect(ok.iban).toBeUndefined();
    const bad = createAccountBody.safeParse({
      name: 'X',
      kind: 'both',
      code: 'ABC',
      taxNumber: '4540536921',
      iban: 'TR330006100519786457841327',
      mersisNumber: '1',
      postalCode: '1234',
      authorizedIps: 'a',
    });
    expect(messages(bad)).toEqual({
      kind: 'validation.invalid',
      code: 'validation.accountCode',
      taxNumber: 'validation.vkn',
      iban: 'validation.iban',
      mersisNumber: 'validation.digits|16',
      postalCode: 'validation.digits|5',
      authorizedIps: 'validation.ipList',
    });
  });
});
