import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, type DocumentLine } from '../../../src/domain/money/document-totals';
import { ReceiptTotalsModel, type ModelLine } from '../../../src/domain/money/receipt-totals-model';
import { computeTotals } from '../../../src/domain/money/totals';

const decimalText = (maxInt: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([i, f]) => (places ? `${i}.${String(f).padStart(places, '0')}` : String(i)));

const line: fc.Arbitrary<ModelLine> = fc.record({
  quantity: fc.oneof(decimalText(999, 0), decimalText(99, 3)),
  unitPrice: fc.oneof(decimalText(99999, 2), decimalText(999, 4)),
  multiplier: fc.constantFrom('1', '12', '0.5'),
  discountRate: fc.oneof(fc.constant('0'), decimalText(99, 2), fc.constant('100')),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  priceIncludesVat: fc.boolean(),
});

const withWithholding: fc.Arbitrary<ModelLine> = fc
  .tuple(line, fc.constantFrom<[string, number][]>([['602', 90]], [['601', 40]], [['603', 70]]))
  .map(([l, [[code, percent]]]) => (l.vatRate === 0 ? l : { ...l, withholding: { code: code!, percent: percent! } }));

/** documentTotals needs an exemption reason on a 0 % line; the model does not care. */
const asDocumentLine = (l: ModelLine): DocumentLine => (l.vatRate === 0 ? { ...l, exemptionCode: '351' } : l);

const fullOf = (lines: ModelLine[]) => new ReceiptTotalsModel(lines).totals();

describe('receipt totals model', () => {
  it('a full recompute equals computeTotals (sub, discount, tax, grand)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const t = fullOf(lines);
        expect({ sub: t.sub, discount: t.discount, tax: t.tax, grand: t.grand }).toEqual(computeTotals(lines));
      }),
    );
  });

  it('equals documentTotals, withholding included', () => {
    fc.assert(
      fc.property(fc.array(withWithholding, { minLength: 1, maxLength: 30 }), (lines) => {
        const t = fullOf(lines);
        const d = documentTotals({ lines: lines.map(asDocumentLine) });
        expect(t.sub).toBe(d.sub);
        expect(t.discount).toBe(d.discount);
        expect(t.tax).toBe(d.vat);
        expect(t.grand).toBe(d.taxInclusive);
        expect(t.withholding).toBe(d.withholding);
        expect(t.payable).toBe(d.payable);
        const rates = new Map<number, { base: bigint; tax: bigint }>();
        for (const r of d.vatBreakdown) {
          const row = rates.get(r.vatRate) ?? { base: 0n, tax: 0n };
          row.base += BigInt(r.base.replace('.', ''));
          row.tax += BigInt(r.tax.replace('.', ''));
          rates.set(r.vatRate, row);
        }
        expect(t.vatBreakdown.map((r) => [r.vatRate, BigInt(r.base.replace('.', '')), BigInt(r.tax.replace('.', ''))])).toEqual(
          [...rates.entries()].sort(([a], [b]) => a - b).map(([rate, r]) => [rate, r.base, r.tax]),
        );
      }),
    );
  });

  it('any sequence of line edits, inserts and removals ends equal to a full recompute', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), at: fc.nat(), line: withWithholding }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), line: withWithholding }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(withWithholding, { maxLength: 20 }), fc.array(op, { maxLength: 40 }), (start, ops) => {
        const model = new ReceiptTotalsModel(start);
        const lines = [...start];
        for (const o of ops) {
          if (o.kind === 'insert') {
            const at = o.at % (lines.length + 1);
            lines.splice(at, 0, o.line);
            model.insertLine(at, o.line);
          } else if (lines.length > 0) {
            const at = o.at % lines.length;
            if (o.kind === 'set') {
              lines[at] = o.line;
              model.setLine(at, o.line);
            } else {
              lines.splice(at, 1);
              model.removeLine(at);
            }
          }
        }
        expect(model.size).toBe(lines.length);
        expect(model.totals()).toEqual(fullOf(lines));
      }),
    );
  });

  it('a line that cannot be computed yet adds nothing, and counts again once it can', () => {
    const model = new ReceiptTotalsModel([{ quantity: '2', unitPrice: '10', vatRate: 20 }]);
    model.insertLine(1, { quantity: '', unitPrice: '5', vatRate: 20 });
    expect(model.totals().grand).toBe('24.00');
    model.setLine(1, { quantity: '1', unitPrice: '5', vatRate: 20 });
    expect(model.totals()).toMatchObject({ sub: '25.00', tax: '5.00', grand: '30.00', vatBreakdown: [{ vatRate: 20, base: '25.00', tax: '5.00' }] });
    model.removeLine(0);
    model.removeLine(0);
    expect(model.totals()).toMatchObject({ sub: '0.00', grand: '0.00', vatBreakdown: [] });
  });

  it('refuses a line position that does not exist', () => {
    const model = new ReceiptTotalsModel();
    expect(() => model.setLine(0, { quantity: '1', unitPrice: '1', vatRate: 0 })).toThrow(RangeError);
  });
});
