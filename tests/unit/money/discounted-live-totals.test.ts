import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payableOf } from '../../../machines/receipt/rules';
import { discountedTotals } from '../../../src/domain/money/discounted-totals';
import { discountedLiveTotals, type ModelLine } from '../../../src/domain/money/receipt-totals-model';
import { invoiceArbitrary } from '../../support/invoice-arbitrary';

describe("the editor's live totals with a document discount", () => {
  it("are the server's: the receipt's totals and what its buyer owes, withholding included", () => {
    fc.assert(
      fc.property(
        invoiceArbitrary.filter((inv) => inv.documentDiscount !== undefined),
        (inv) => {
          const model: ModelLine[] = inv.lines.map(({ withholdingCode, withholdingPercent, exemptionCode: _, ...l }) => ({
            ...l,
            ...(withholdingCode ? { withholding: { code: withholdingCode, percent: withholdingPercent! } } : {}),
          }));
          const live = discountedLiveTotals(model, inv.documentDiscount!);
          const totals = discountedTotals(inv.lines, inv.documentDiscount);
          expect({ sub: live.sub, discount: live.discount, tax: live.tax, grand: live.grand }).toEqual(totals);
          expect(live.payable).toBe(payableOf({ lines: inv.lines as never, totals, currency: 'USD', documentDiscount: inv.documentDiscount }).payable);
        },
      ),
      { numRuns: 200 },
    );
  });
});
