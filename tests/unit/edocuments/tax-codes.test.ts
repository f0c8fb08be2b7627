import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  checkTaxTreatment,
  EXEMPTION_CODES,
  invoiceTaxKind,
  lineExemptionCode,
  WITHHOLDING_CODES,
  withholdingTotals,
  withholdingWithoutVkn,
} from '../../../src/domain/edocuments/tax-codes';
import { WITHHOLDING_NAMES, WITHHOLDING_SHARES_NOT_CODES, withholdingName } from '../../../src/domain/money/withholding';
import { checkLineInputs } from '../../../src/domain/lifecycle/lines';
import { computeTotals } from '../../../src/domain/money/totals';

describe("GİB's withholding and exemption codes of a sales invoice line", () => {
  it('take the codes and their shares from the code list, and refuse the rest', () => {
    expect([...WITHHOLDING_CODES.keys()]).toHaveLength(27 + 25);
    expect(WITHHOLDING_CODES.get('613')).toEqual([70, 90]);
    expect(WITHHOLDING_CODES.get('801')).toEqual([100]);
    expect(EXEMPTION_CODES).toContain('301');
    expect(EXEMPTION_CODES).toContain('350');
    expect(checkTaxTreatment({ vatRate: 20, withholdingCode: '613', withholdingPercent: 90 })).toBeNull();
    expect(checkTaxTreatment({ vatRate: 20, withholdingCode: '613', withholdingPercent: 50 })).toBe('line.invalidWithholding');
    expect(checkTaxTreatment({ vatRate: 20, withholdingCode: '699', withholdingPercent: 90 })).toBe('line.invalidWithholding');
    expect(checkTaxTreatment({ vatRate: 20, withholdingCode: '613' })).toBe('line.invalidWithholding');
    expect(checkTaxTreatment({ vatRate: 0, exemptionCode: '301' })).toBeNull();
    expect(checkTaxTreatment({ vatRate: 20, exemptionCode: '301' })).toBe('line.invalidExemption');
    expect(checkTaxTreatment({ vatRate: 0, exemptionCode: '555' })).toBe('line.invalidExemption');
    expect(checkTaxTreatment({ vatRate: 0, exemptionCode: '301', withholdingCode: '613', withholdingPercent: 90 })).toBe('line.invalidWithholding');
    const line = { productId: '1', quantity: '1', unitPrice: '10', vatRate: 20 };
    const reasons = { tooFew: 'few', tooMany: 'many' };
    expect(
      checkLineInputs(
        [
          { ...line, withholdingCode: '601', withholdingPercent: 40 },
          { ...line, vatRate: 0, exemptionCode: '301' },
        ],
        0,
        reasons,
      ),
    ).toBe('line.mixedTaxTreatment');
    expect(invoiceTaxKind([{ withholdingCode: '601' }, {}])).toBe('withholding');
    expect(invoiceTaxKind([{ exemptionCode: '301' }])).toBe('exemption');
  });

  it('withhold each line’s VAT × share, rounded half-up to the cent, and the buyer pays the total less it', () => {
    const lines = [
      { quantity: '3', unitPrice: '33.33', vatRate: 20, withholdingCode: '603', withholdingPercent: 70 },
      { quantity: '1', unitPrice: '0.05', vatRate: 20, withholdingCode: '603', withholdingPercent: 70 },
      { quantity: '1', unitPrice: '100.00', vatRate: 10 },
    ];
    const grand = computeTotals(lines).grand;
    // 99.99 → VAT 20.00, 14.00 withheld; 0.05 → VAT 0.01, 0.01 withheld (0.007 rounded)
    expect(withholdingTotals(lines, grand)).toEqual({
      withheld: '14.01',
      byCode: [{ code: '603', percent: 70, base: '20.01', withheld: '14.01' }],
      payable: '216.04',
    });
    expect(grand).toBe('230.05');
  });

  it("are exactly GİB's code list: every withholding code with every share it allows, each with GİB's name; 650 known but refused, as GİB's schematron refuses it", () => {
    const list = readFileSync('src/sandbox-integrator/gib/schematron/UBL-TR_Codelist.xml', 'utf8');
    const listed = (name: string) =>
      new RegExp(`name="${name}" value="([^"]*)"`)
        .exec(list)![1]!
        .split(',')
        .filter((c) => /^\d+$/.test(c));
    const codes = listed('WithholdingTaxType');
    const pairs = (table: Iterable<[string, readonly number[]]>) => [...table].flatMap(([code, percents]) => percents.map((p) => `${code}${p}`));
    expect([...WITHHOLDING_CODES.keys()].sort()).toEqual([...codes].sort());
    expect([...pairs(WITHHOLDING_CODES), ...pairs(Object.entries(WITHHOLDING_SHARES_NOT_CODES))].sort()).toEqual(
      listed('WithholdingTaxTypeWithPercent').sort(),
    );
    expect(WITHHOLDING_SHARES_NOT_CODES['650']).toEqual([20, 30, 50, 70, 90]);
    for (const code of [...WITHHOLDING_CODES.keys(), '650']) expect(WITHHOLDING_NAMES[code], code).toMatch(/\S/);
    expect(withholdingName('650')).toBe('650 Diğerleri');
    expect(withholdingName('801')).toBe('801 Yapım İşleri ile Bu İşlerle Birlikte İfa Edilen Mühendislik-Mimarlık ve Etüt-Proje Hizmetleri (Tam Tevkifat)');
    expect(withholdingName('825')).toBe('825 Demir-Çelik Ürünlerinin Teslimi (Tam Tevkifat)');
    expect(checkTaxTreatment({ vatRate: 20, withholdingCode: '650', withholdingPercent: 30 })).toBe('line.invalidWithholding');
  });

  it('withholding is only for a buyer with a VKN: a person (TCKN) or a final consumer has none, and the first withholding line is named', () => {
    const lines = [{}, { withholdingCode: '603', withholdingPercent: 70 }];
    expect(withholdingWithoutVkn(lines, '4540536920')).toBeNull();
    expect(withholdingWithoutVkn(lines, '10010405214')).toBe(1);
    expect(withholdingWithoutVkn(lines, '11111111111')).toBe(1);
    expect(withholdingWithoutVkn(lines, null)).toBe(1);
    expect(withholdingWithoutVkn([{}], null)).toBeNull();
  });

  it("a 0 % line takes its own exemption code, else an export's 301, else its product card's, else 351; a taxed line takes none", () => {
    expect(lineExemptionCode({ vatRate: 0 }, '101')).toBe('101');
    expect(lineExemptionCode({ vatRate: 0, exemptionCode: '301' }, '101')).toBe('301');
    expect(lineExemptionCode({ vatRate: 0 }, '101', '301')).toBe('301');
    expect(lineExemptionCode({ vatRate: 10 }, '101')).toBeUndefined();
    expect(lineExemptionCode({ vatRate: 0 }, null)).toBe('351');
    expect(lineExemptionCode({ vatRate: 0 })).toBe('351');
  });
});
