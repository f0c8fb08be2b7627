import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../../../src/domain/money/decimal';
import {
  DocumentTotalsError,
  documentTotals,
  shareDiscount,
  validateDocument,
  type DocumentInput,
  type DocumentLine,
  type DocumentTotals,
} from '../../../src/domain/money/document-totals';
import { VAT_RATES, computeTotals } from '../../../src/domain/money/totals';
import {
  COMPUTATION_VAT_RATES,
  WITHHOLDING_ALLOWED_TYPES,
  WITHHOLDING_PERCENTS,
  isAllowedWithholding,
  kdvRatesOn,
  percentOfRatio,
  withholdingPercents,
  withholdingRatio,
} from '../../../src/domain/money/withholding';
import { turkey, type TotalsCase } from './fixture';

const toLines = (c: TotalsCase): DocumentLine[] =>
  c.lines.map((l) => ({
    quantity: l.qty,
    unitPrice: l.price,
    vatRate: l.vat,
    ...(l.withholding ? { withholding: l.withholding } : {}),
    ...(l.otvPerUnit ? { otvPerUnit: l.otvPerUnit } : {}),
  }));

describe('document totals: every turkey.json totals case', () => {
  it('has the cases', () => expect(turkey.totals.length).toBeGreaterThanOrEqual(5));
  for (const c of turkey.totals) {
    it(`${c.name} (${c.src})`, () => {
      const t = documentTotals({ lines: toLines(c) });
      for (const [key, value] of Object.entries(c.expect)) expect(t[key as keyof DocumentTotals], key).toBe(value);
    });
  }
  it('606 9/10 in full: the withholding breakdown and ratio', () => {
    const t = documentTotals({
      lines: [{ quantity: '1', unitPrice: '20000', vatRate: 18, withholding: { code: '606', percent: 90 } }],
      invoiceTypeCode: 'TEVKIFAT',
    });
    expect(t.withholdingBreakdown).toEqual([{ code: '606', percent: 90, ratio: '9/10', vat: '3600.00', amount: '3240.00' }]);
    expect(t).toMatchObject({ lineExtension: '20000.00', taxExclusive: '20000.00', taxTotal: '3600.00' });
  });
  it('ÖTV is in the VAT base and in the tax total, not in taxExclusive', () => {
    const c = turkey.totals.find((x) => x.lines.some((l) => l.otvPerUnit))!;
    const t = documentTotals({ lines: toLines(c) });
    expect(t.taxExclusive).toBe(t.lineExtension);
    expect(t.vatBreakdown).toEqual([{ vatRate: 18, exemptionCode: null, base: '8234.29', tax: '1482.17' }]);
  });
});

describe('VAT rates', () => {
  it('turkey.json kdvRates: 1/10/20 from 2023-07-10, 1/8/18 until 2023-07-09', () => {
    for (const period of turkey.kdvRates) {
      const day = period.from ?? period.until!;
      expect([...kdvRatesOn(day)]).toEqual(period.rates);
      for (const r of period.rates) expect(COMPUTATION_VAT_RATES as readonly number[]).toContain(r);
    }
    expect([...kdvRatesOn('2023-07-09')]).toEqual([1, 8, 18]);
    expect([...kdvRatesOn('2026-01-05')]).toEqual([1, 10, 20]);
  });
  it('new receipts keep 0/1/10/20; the computation also takes the historical 8 and 18', () => {
    expect([...VAT_RATES]).toEqual([0, 1, 10, 20]);
    for (const vatRate of [0, 1, 8, 10, 18, 20]) {
      const line: DocumentLine = { quantity: '3', unitPrice: '33.33', vatRate, ...(vatRate === 0 ? { exemptionCode: '351' } : {}) };
      const t = documentTotals({ lines: [line] });
      expect(t.vat).toBe(new Dec('99.99').times(vatRate).dividedBy(100).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2));
    }
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '1', vatRate: 5 }] }).map((i) => i.code)).toEqual(['vat-rate']);
  });
  it('a 0 % line needs a known exemption reason code, and only a 0 % line may have one', () => {
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '10', vatRate: 0 }] }).map((i) => i.code)).toEqual(['exemption-required']);
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '10', vatRate: 0, exemptionCode: '999' }] }).map((i) => i.code)).toEqual(['exemption-code']);
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '10', vatRate: 20, exemptionCode: '301' }] }).map((i) => i.code)).toEqual([
      'exemption-on-taxed-line',
    ]);
    const t = documentTotals({
      lines: [
        { quantity: '2', unitPrice: '50', vatRate: 0, exemptionCode: '301' },
        { quantity: '1', unitPrice: '10', vatRate: 20 },
      ],
    });
    expect(t.vatBreakdown).toEqual([
      { vatRate: 0, exemptionCode: '301', base: '100.00', tax: '0.00' },
      { vatRate: 20, exemptionCode: null, base: '10.00', tax: '2.00' },
    ]);
    expect(t).toMatchObject({ vat: '2.00', taxInclusive: '112.00', payable: '112.00' });
  });
  it('documentTotals throws with the issues', () => {
    expect(() => documentTotals({ lines: [] })).toThrow(DocumentTotalsError);
    try {
      documentTotals({ lines: [{ quantity: '1,5', unitPrice: '-1', vatRate: 20 }] });
    } catch (e) {
      expect((e as DocumentTotalsError).issues.map((i) => i.code)).toEqual(['decimal', 'decimal']);
    }
  });
});

describe('withholding (tevkifat) by code: turkey.json codeLists', () => {
  const expanded: Record<string, number[]> = {};
  for (const [code, percents] of Object.entries(turkey.codeLists.withholdingPercents)) {
    const range = /^(\d+)-(\d+)$/.exec(code);
    if (range) for (let c = Number(range[1]); c <= Number(range[2]); c++) expanded[String(c)] = percents;
    else expanded[code] = percents;
  }
  it('the module holds exactly the code list', () => {
    expect(Object.keys(WITHHOLDING_PERCENTS).sort()).toEqual(Object.keys(expanded).sort());
    for (const [code, percents] of Object.entries(expanded)) expect([...withholdingPercents(code)], code).toEqual(percents);
    expect([...WITHHOLDING_ALLOWED_TYPES]).toEqual(turkey.codeLists.withholdingAllowedTypes);
  });
  for (const [code, percents] of Object.entries(expanded)) {
    it(`${code}: ${percents.map(withholdingRatio).join(', ')}`, () => {
      for (const percent of percents) {
        expect(isAllowedWithholding(code, percent)).toBe(true);
        expect(percentOfRatio(withholdingRatio(percent))).toBe(percent);
        // 1000.00 at 20 % VAT: the withheld share of the 200.00 VAT
        const t = documentTotals({ lines: [{ quantity: '10', unitPrice: '100', vatRate: 20, withholding: { code, percent } }], invoiceTypeCode: 'TEVKIFAT' });
        const withheld = (200 * percent) / 100;
        expect(t.withholding).toBe(withheld.toFixed(2));
        expect(t.payable).toBe((1200 - withheld).toFixed(2));
        expect(t.withholdingBreakdown[0]!.ratio).toBe(`${percent / 10}/10`);
      }
      for (const other of [10, 20, 30, 40, 50, 60, 70, 80, 90, 100].filter((p) => !percents.includes(p)))
        expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '1', vatRate: 20, withholding: { code, percent: other } }] }).map((i) => i.code)).toEqual(
          ['withholding-percent'],
        );
    });
  }
  it('606 → 9/10, 603 → 7/10 (and 5/10), 801 → 10/10', () => {
    expect(withholdingPercents('606').map(withholdingRatio)).toEqual(['9/10']);
    expect(withholdingPercents('603').map(withholdingRatio)).toEqual(['5/10', '7/10']);
    expect(withholdingPercents('801').map(withholdingRatio)).toEqual(['10/10']);
  });
  it('refuses an unknown code, a 0 % line and an invoice type without withholding', () => {
    const l = (code: string, vatRate = 20): DocumentLine => ({
      quantity: '1',
      unitPrice: '1',
      vatRate,
      withholding: { code, percent: 90 },
      ...(vatRate === 0 ? { exemptionCode: '351' } : {}),
    });
    expect(validateDocument({ lines: [l('600')] }).map((i) => i.code)).toEqual(['withholding-code']);
    expect(validateDocument({ lines: [l('606', 0)] }).map((i) => i.code)).toEqual(['withholding-on-exempt']);
    expect(validateDocument({ lines: [l('606')], invoiceTypeCode: 'SATIS' }).map((i) => i.code)).toEqual(['withholding-not-allowed']);
    for (const type of turkey.codeLists.withholdingAllowedTypes) expect(validateDocument({ lines: [l('606')], invoiceTypeCode: type })).toEqual([]);
  });
});

describe('document discount', () => {
  it('is shared over the lines by net and taken off before VAT', () => {
    const t = documentTotals({
      lines: [
        { quantity: '1', unitPrice: '100', vatRate: 20 },
        { quantity: '1', unitPrice: '200', vatRate: 10, discountRate: '50' },
      ],
      documentDiscount: { amount: '10' },
    });
    expect(t.lines.map((l) => l.documentDiscount)).toEqual(['5.00', '5.00']);
    expect(t).toMatchObject({
      lineExtension: '300.00',
      lineDiscount: '100.00',
      documentDiscount: '10.00',
      discount: '110.00',
      taxExclusive: '190.00',
      vat: '28.50', // 95 × 20 % + 95 × 10 %
      taxInclusive: '218.50',
      payable: '218.50',
    });
  });
  it('by rate: 10 % of the net, cents to the largest remainders', () => {
    const t = documentTotals({ lines: [1, 2, 3].map(() => ({ quantity: '1', unitPrice: '0.10', vatRate: 20 })), documentDiscount: { rate: '10' } });
    expect(t.documentDiscount).toBe('0.03');
    expect(t.lines.map((l) => l.documentDiscount)).toEqual(['0.01', '0.01', '0.01']);
    expect(documentTotals({ lines: [{ quantity: '1', unitPrice: '33.33', vatRate: 20 }], documentDiscount: { rate: '100' } })).toMatchObject({
      taxExclusive: '0.00',
      vat: '0.00',
      payable: '0.00',
    });
  });
  it('refuses more than the lines or a rate above 100', () => {
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '5', vatRate: 20 }], documentDiscount: { amount: '5.01' } }).map((i) => i.code)).toEqual([
      'document-discount',
    ]);
    expect(validateDocument({ lines: [{ quantity: '1', unitPrice: '5', vatRate: 20 }], documentDiscount: { rate: '100.01' } }).map((i) => i.code)).toEqual([
      'document-discount',
    ]);
  });
  it('shareDiscount adds up and never exceeds a weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, f) => {
          const all = weights.reduce((s, w) => s + w, 0n);
          const total = all === 0n ? 0n : BigInt(Math.floor(Number(all) * f)) > all ? all : BigInt(Math.floor(Number(all) * f));
          const shares = shareDiscount(total, weights);
          expect(shares.reduce((s, x) => s + x, 0n)).toBe(total);
          shares.forEach((s, i) => expect(s >= 0n && s <= weights[i]!).toBe(true));
        },
      ),
    );
  });
});

// ---- properties ----

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const amount = fc.tuple(digits(1, 5), fc.option(digits(1, 4))).map(([i, f]) => (f === null ? i : `${i}.${f}`));
const vatRate = fc.constantFrom(...COMPUTATION_VAT_RATES);
const line: fc.Arbitrary<DocumentLine> = fc
  .record({
    quantity: amount,
    unitPrice: amount,
    multiplier: fc.option(fc.constantFrom('1', '12', '0.5', '1000'), { nil: undefined }),
    discountRate: fc.option(fc.oneof(fc.constantFrom('0', '100', '12.5', '33.33'), fc.integer({ min: 0, max: 100 }).map(String)), { nil: undefined }),
    vatRate,
    otvPerUnit: fc.option(fc.constantFrom('1.9985', '0.5', '12'), { nil: undefined }),
    withholding: fc.option(
      fc.constantFrom({ code: '606', percent: 90 }, { code: '603', percent: 70 }, { code: '601', percent: 40 }, { code: '624', percent: 20 }),
      { nil: undefined },
    ),
  })
  .map((l) => {
    const out: DocumentLine = { quantity: l.quantity, unitPrice: l.unitPrice, vatRate: l.vatRate };
    if (l.multiplier !== undefined) out.multiplier = l.multiplier;
    if (l.discountRate !== undefined) out.discountRate = l.discountRate;
    if (l.otvPerUnit !== undefined) out.otvPerUnit = l.otvPerUnit;
    if (l.vatRate === 0) out.exemptionCode = '351';
    else if (l.withholding) out.withholding = l.withholding;
    return out;
  });
const documentInput: fc.Arbitrary<DocumentInput> = fc
  .tuple(
    fc.array(line, { minLength: 1, maxLength: 12 }),
    fc.option(
      fc.oneof(
        fc.constantFrom('0', '5', '12.5', '100').map((rate) => ({ rate })),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      { nil: undefined },
    ),
  )
  .map(([lines, d]) => {
    if (d === undefined) return { lines };
    if (typeof d !== 'number') return { lines, documentDiscount: d };
    // an amount between 0 and the lines' net
    const net = computeTotals(lines);
    return { lines, documentDiscount: { amount: new Dec(net.sub).minus(net.discount).times(d.toFixed(6)).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2) } };
  });

const MONEY_KEYS = [
  'lineExtension',
  'lineDiscount',
  'documentDiscount',
  'discount',
  'taxExclusive',
  'otv',
  'vatBase',
  'vat',
  'taxTotal',
  'withholding',
  'taxInclusive',
  'payable',
] as const;

describe('properties', () => {
  it('valid input: no total is negative and the identities hold', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        expect(validateDocument(input)).toEqual([]);
        const t = documentTotals(input);
        for (const k of MONEY_KEYS) expect(new Dec(t[k]).isNeg() && !new Dec(t[k]).isZero(), k).toBe(false);
        const d = (x: string) => new Dec(x);
        expect(d(t.discount).eq(d(t.lineDiscount).plus(t.documentDiscount))).toBe(true);
        expect(d(t.taxExclusive).eq(d(t.lineExtension).minus(t.discount))).toBe(true);
        expect(d(t.vatBase).eq(d(t.taxExclusive).plus(t.otv))).toBe(true);
        expect(d(t.taxInclusive).eq(d(t.vatBase).plus(t.vat))).toBe(true);
        expect(d(t.payable).eq(d(t.taxInclusive).minus(t.withholding))).toBe(true);
        expect(d(t.withholding).lte(t.vat)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('the document equals the sum of its lines (and of its VAT breakdown)', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const t = documentTotals(input);
        const sum = (f: (l: (typeof t.lines)[number]) => string) => t.lines.reduce((s, l) => s.plus(f(l)), new Dec(0)).toFixed(2);
        expect(sum((l) => l.gross)).toBe(t.lineExtension);
        expect(sum((l) => l.lineDiscount)).toBe(t.lineDiscount);
        expect(sum((l) => l.documentDiscount)).toBe(t.documentDiscount);
        expect(sum((l) => l.taxExclusive)).toBe(t.taxExclusive);
        expect(sum((l) => l.otv)).toBe(t.otv);
        expect(sum((l) => l.vat)).toBe(t.vat);
        expect(sum((l) => l.withholding)).toBe(t.withholding);
        expect(sum((l) => l.taxInclusive)).toBe(t.taxInclusive);
        expect(sum((l) => l.payable)).toBe(t.payable);
        expect(t.vatBreakdown.reduce((s, r) => s.plus(r.tax), new Dec(0)).toFixed(2)).toBe(t.vat);
        expect(t.vatBreakdown.reduce((s, r) => s.plus(r.base), new Dec(0)).toFixed(2)).toBe(t.vatBase);
        if (input.documentDiscount && 'amount' in input.documentDiscount) expect(t.documentDiscount).toBe(input.documentDiscount.amount);
      }),
      { numRuns: 300 },
    );
  });
  it('without ÖTV and document discount it is computeTotals exactly (sub, discount, tax, grand)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const plain = lines.map(({ otvPerUnit: _o, ...l }) => l);
        const t = documentTotals({ lines: plain });
        const c = computeTotals(plain);
        expect({ sub: t.sub, discount: t.discount, tax: t.vat, grand: t.taxInclusive }).toEqual(c);
      }),
      { numRuns: 300 },
    );
  });
});
