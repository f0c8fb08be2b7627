import { describe, expect, it } from 'vitest';
import { checkTaxTreatment, EXEMPTION_CODES, invoiceTaxKind, WITHHOLDING_CODES, withholdingTotals } from '../../../src/domain/edocuments/tax-codes';
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
});
