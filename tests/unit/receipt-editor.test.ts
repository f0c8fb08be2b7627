import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptFamily } from '../../machines/receipt/machine';
import { createReceiptContext } from '../../machines/receipt/rules';
import { emptyLine, toBodyLines, toModelLine, type EditorLine } from '../../src/web/screens/common/editorLine';
import { CampaignTotals } from '../../src/web/screens/fis/editor/campaignTotals';
import { ReceiptTotalsModel } from '../../src/domain/money/receipt-totals-model';
import { emptyHeader, type HeaderState } from '../../src/web/screens/common/headerState';
import { LIFECYCLE_EVENTS, localDecisions } from '../../src/web/screens/fis/editor/localMachine';
import { editPathOf, parseEditorPath } from '../../src/web/screens/common/receiptRoutes';
import { formatDecimal, readAmount } from '../../src/domain/format';

const header = (account: boolean): HeaderState => ({
  ...emptyHeader(),
  account: account ? ({ id: 7, name: 'A', kind: 'customer' } as HeaderState['account']) : null,
  date: '2026-11-21',
  warehouseId: 1,
});

const line: fc.Arbitrary<EditorLine> = fc
  .record({
    productId: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
    quantity: fc.constantFrom('', '0', '1', '2.5'),
    unitPrice: fc.constantFrom('', '10', '3.25'),
  })
  .map((l) => ({ ...emptyLine(), ...l, code: l.productId ? 'X' : '' }));

describe('receipt editor: the machine in the browser', () => {
  it('answers exactly what the machine answers on all the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), fc.constantFrom('draft', 'inProcess', 'completed', 'closed'), (lines, account, status) => {
        const h = header(account);
        const context = createReceiptContext({
          type: 'salesInvoice',
          number: '-',
          date: h.date,
          currency: 'TRY',
          ...(account ? { accountId: '7' } : {}),
          warehouseId: '1',
          lines: toBodyLines(lines, false).map((l) => ({ ...l, productId: l.productId ? String(l.productId) : undefined })),
        });
        const full = Object.fromEntries(
          LIFECYCLE_EVENTS.map((type) => {
            const d = receiptFamily.decide({ status, context: context as unknown as Record<string, unknown> }, { type });
            return [type, d.ok ? null : d.reason];
          }),
        );
        expect(localDecisions('salesInvoice', status, h, lines)).toEqual(full);
      }),
    );
  });

  it('names the reason START is not offered', () => {
    expect(localDecisions('salesInvoice', 'draft', header(true), []).START).toBe('receipt.noLines');
    const ready = { ...emptyLine(), productId: 1, code: 'X', quantity: '1', unitPrice: '5' };
    expect(localDecisions('salesInvoice', 'draft', header(false), [ready]).START).toBe('receipt.accountRequired');
    expect(localDecisions('stockIn', 'draft', header(false), [ready]).START).toBeNull();
    expect(localDecisions('salesInvoice', 'completed', header(true), [ready]).CANCEL).toBe('receipt.completedCannotCancel');
  });

  it('asks for the warehouse and a cash invoice’s payment type as the server does, knowing where a converted draft came from', () => {
    const ready = { ...emptyLine(), productId: 1, code: 'X', quantity: '1', unitPrice: '5' };
    const noWarehouse = { ...header(true), warehouseId: null };
    expect(localDecisions('salesInvoice', 'draft', noWarehouse, [ready]).START).toBe('receipt.warehouseRequired');
    // an invoice of a waybill moves no stock: it needs none
    expect(localDecisions('salesInvoice', 'draft', noWarehouse, [ready], { sourceType: 'salesWaybill', stockMovedBySource: true }).START).toBeNull();
    // an invoice of a basket paid at the till says how it was paid
    expect(localDecisions('salesInvoice', 'draft', header(true), [ready], { sourceType: 'posSale', cashBoxId: '1' }).START).toBe('receipt.paymentTypeRequired');
    expect(
      localDecisions('salesInvoice', 'draft', { ...header(true), paymentType: 'cash' }, [ready], { sourceType: 'posSale', cashBoxId: '1' }).START,
    ).toBeNull();
  });

  it('keeps COMPLETE off while the server says a refusing warehouse would go below zero', () => {
    const ready = { ...emptyLine(), productId: 1, code: 'X', quantity: '1', unitPrice: '5' };
    expect(localDecisions('salesInvoice', 'inProcess', header(true), [ready], { negativeStock: [{ policy: 'warn' }] }).COMPLETE).toBeNull();
    expect(localDecisions('salesInvoice', 'inProcess', header(true), [ready], { negativeStock: [{ policy: 'warn' }, { policy: 'refuse' }] }).COMPLETE).toBe(
      'receipt.negativeStock',
    );
  });
});

describe('receipt editor: routes and typing', () => {
  it('maps every /fis editor path to its receipt type', () => {
    expect(parseEditorPath('/fis/fatura/satis/yeni')).toEqual({ base: '/fis/fatura/satis', type: 'salesInvoice', mode: 'new', id: null });
    expect(parseEditorPath('/fis/irsaliye/giris/duzen/12')).toMatchObject({ type: 'purchaseWaybill', mode: 'edit', id: 12 });
    expect(parseEditorPath('/fis/irsaliye/cikis/kopya/3')).toMatchObject({ type: 'salesWaybill', mode: 'copy', id: 3 });
    expect(parseEditorPath('/fis/stok/virman/yeni')?.type).toBe('stockTransfer');
    expect(parseEditorPath('/fis/fatura/satis/duzen')).toBeNull();
    expect(parseEditorPath('/fis/takip')).toBeNull();
    expect(editPathOf('salesReturn', 5)).toBe('/fis/iade/satis/duzen/5');
    expect(editPathOf('posSale', 5)).toBeNull();
  });

  it('reads tr-TR amounts and refuses mixed separators with the spec message', () => {
    expect(readAmount('1.234,56')).toEqual({ ok: true, value: '1234.56' });
    expect(readAmount('12,5')).toEqual({ ok: true, value: '12.5' });
    expect(readAmount('')).toEqual({ ok: true, value: '' });
    expect(readAmount('1,234.56')).toEqual({ ok: false, messageKey: 'validation.mixedSeparators' });
    expect(formatDecimal('1234.5', 2)).toBe('1.234,50');
    expect(formatDecimal('3', 0)).toBe('3');
  });
});

describe('receipt editor: the campaigns’ discounted totals', () => {
  const priced: fc.Arbitrary<EditorLine> = fc
    .record({ quantity: fc.constantFrom('1', '2', '3.5'), unitPrice: fc.constantFrom('10', '3.25', '99.99'), vatRate: fc.constantFrom(0, 1, 10, 20) })
    .map((l) => ({ ...emptyLine(), ...l, productId: 1, code: 'X' }));
  const discount = fc.array(fc.record({ campaignId: fc.constantFrom('1', '2'), name: fc.constant('K'), amount: fc.constantFrom('0.50', '1.00') }), {
    maxLength: 2,
  });

  it('after any edits, equal the totals of all the lines computed again from nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(priced, discount), { minLength: 1, maxLength: 20 }),
        fc.array(fc.tuple(fc.nat(), priced, discount, fc.nat(), discount), { maxLength: 15 }),
        (start, edits) => {
          const incremental = new CampaignTotals();
          let lines = start.map(([l]) => l);
          let discounts = start.map(([, d]) => d);
          incremental.totals(lines, discounts);
          for (const [at, l, d, other, otherD] of edits) {
            const i = at % lines.length;
            const j = other % lines.length;
            lines = lines.map((x, k) => (k === i ? l : x));
            // a line's edit may change another line's discounts too (a basket's campaign); the rest get new arrays of the same
            discounts = discounts.map((x, k) => (k === j ? otherD : k === i ? d : x.map((c) => ({ ...c }))));
            const full = new ReceiptTotalsModel(
              lines.map((x, k) => (discounts[k]!.length ? { ...toModelLine(x), campaignDiscounts: discounts[k] } : toModelLine(x))),
            );
            expect(incremental.totals(lines, discounts)).toEqual(full.totals());
          }
        },
      ),
    );
  });
});
