import { describe, expect, it } from 'vitest';
import { TcmbParseError, parseTcmbBulletin, rateForDay, tcmbBulletinSchema, type TcmbBulletin } from '../../../src/domain/money/tcmb';
import { tcmbXml, turkey } from './fixture';

const sample = turkey.tcmb.sample as unknown as {
  Tarih: string;
  Bulten_No: string;
  USD: { Unit: number; ForexBuying: string; ForexSelling: string; BanknoteBuying: string; BanknoteSelling: string };
  JPY: { Unit: number; ForexBuying: string };
  BGN: { BanknoteBuying: null };
};

describe('parseTcmbBulletin: the real bulletin of 2015-12-04 (ISO-8859-9)', () => {
  const b = parseTcmbBulletin(tcmbXml);
  it('the decoding kept the Turkish letters', () => expect(tcmbXml).toContain('İNGİLİZ STERLİNİ'));
  it('date and bulletin number', () => {
    expect(b.date).toBe('2015-12-04');
    expect(b.date.split('-').reverse().join('.')).toBe(sample.Tarih);
    expect(b.bulletinNo).toBe(sample.Bulten_No);
  });
  it('turkey.json tcmb.sample: USD, JPY (unit 100), BGN (no banknote rate)', () => {
    expect(b.rates.USD).toEqual({
      unit: sample.USD.Unit,
      forexBuying: sample.USD.ForexBuying,
      forexSelling: sample.USD.ForexSelling,
      banknoteBuying: sample.USD.BanknoteBuying,
      banknoteSelling: sample.USD.BanknoteSelling,
    });
    expect(b.rates.JPY).toMatchObject({ unit: sample.JPY.Unit, forexBuying: sample.JPY.ForexBuying });
    expect(b.rates.BGN!.banknoteBuying).toBe(sample.BGN.BanknoteBuying);
    expect(b.rates.BGN).toEqual({ unit: 1, forexBuying: '1.5997', forexSelling: '1.6206', banknoteBuying: null, banknoteSelling: null });
  });
  it('every currency of the file, EUR and GBP included, and it passes the storage schema', () => {
    expect(Object.keys(b.rates)).toEqual([
      'USD',
      'AUD',
      'DKK',
      'EUR',
      'GBP',
      'CHF',
      'SEK',
      'CAD',
      'KWD',
      'NOK',
      'SAR',
      'JPY',
      'BGN',
      'RON',
      'RUB',
      'IRR',
      'CNY',
      'PKR',
    ]);
    expect(b.rates.EUR).toEqual({ unit: 1, forexBuying: '3.1464', forexSelling: '3.152', banknoteBuying: '3.1442', banknoteSelling: '3.1567' });
    expect(b.rates.GBP).toEqual({ unit: 1, forexBuying: '4.3632', forexSelling: '4.3859', banknoteBuying: '4.3601', banknoteSelling: '4.3925' });
    expect(tcmbBulletinSchema.parse(b)).toEqual(b);
  });
  it('refuses what is not a bulletin', () => {
    expect(() => parseTcmbBulletin('<html></html>')).toThrow(TcmbParseError);
    expect(() => parseTcmbBulletin('<Tarih_Date Tarih="31.02.2015" Bulten_No="x"></Tarih_Date>')).toThrow(/no such day/);
    expect(() =>
      parseTcmbBulletin(
        '<Tarih_Date Tarih="04.12.2015" Bulten_No="x"><Currency Kod="USD"><Unit>1</Unit><ForexBuying>2,89</ForexBuying></Currency></Tarih_Date>',
      ),
    ).toThrow(/not a decimal/);
  });
});

describe('rateForDay', () => {
  const friday = parseTcmbBulletin(tcmbXml); // 2015-12-04 was a Friday
  const thursday: TcmbBulletin = { ...friday, date: '2015-12-03', bulletinNo: '2015/230', rates: { USD: { ...friday.rates.USD!, forexBuying: '2.9000' } } };
  const bulletins = { [friday.date]: friday, [thursday.date]: thursday };
  it(`weekend rule: "${turkey.tcmb.weekendRule}"`, () => {
    for (const day of ['2015-12-05', '2015-12-06']) {
      expect(rateForDay(bulletins, day, 'USD')).toEqual({
        status: 'found',
        currency: 'USD',
        day,
        bulletinDate: '2015-12-04',
        bulletinNo: '2015/231',
        previous: true,
        kind: 'forexBuying',
        rate: '2.8921',
        unit: 1,
        perUnit: '2.8921',
      });
    }
    expect(rateForDay(bulletins, '2015-12-04', 'USD')).toMatchObject({ bulletinDate: '2015-12-04', previous: false, rate: '2.8921' });
    expect(rateForDay(new Map(Object.entries(bulletins)), '2015-12-06', 'EUR')).toMatchObject({ status: 'found', rate: '3.1464' });
  });
  it('holidays: a listed holiday (or a missing bulletin) falls back to the business day before', () => {
    expect(rateForDay(bulletins, '2015-12-04', 'USD', { holidays: ['2015-12-04'] })).toMatchObject({
      bulletinDate: '2015-12-03',
      rate: '2.9000',
      previous: true,
    });
    // Monday with no bulletin yet: Friday's
    expect(rateForDay(bulletins, '2015-12-07', 'USD')).toMatchObject({ bulletinDate: '2015-12-04', rate: '2.8921' });
  });
  it('JPY is quoted per 100: perUnit divides', () => {
    expect(rateForDay(bulletins, '2015-12-04', 'JPY')).toMatchObject({ rate: '2.3488', unit: 100, perUnit: '0.023488' });
  });
  it('no rate: let the user enter one', () => {
    for (const r of [
      rateForDay(bulletins, '2015-12-20', 'USD'),
      rateForDay({}, '2015-12-04', 'GBP'),
      rateForDay(bulletins, '2015-12-04', 'BGN', { kind: 'banknoteBuying' }),
      rateForDay(bulletins, '2015-12-04', 'XYZ'),
    ])
      expect(r).toMatchObject({ status: 'none', reason: 'no-rate', message: expect.stringMatching(/enter the rate/) });
  });
  it('the lira is 1', () => {
    expect(rateForDay({}, '2015-12-05', 'TRY')).toEqual({ status: 'base', currency: 'TRY', day: '2015-12-05', rate: '1', perUnit: '1' });
    expect(() => rateForDay({}, '2015-13-01', 'USD')).toThrow(RangeError);
  });
});
