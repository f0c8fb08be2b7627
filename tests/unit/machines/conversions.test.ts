import { describe, expect, it } from 'vitest';
import {
  CONVERSIONS,
  DOCUMENT_TYPES,
  buildConversionInput,
  buildConversionLines,
  conversionsFrom,
  familyForType,
  findConversion,
  orderFamily,
  receiptFamily,
} from '../../../machines';
import { SAMPLE_DATE } from '../../support/samples';
import { created, refused, run } from './helpers';

const line = (quantity: string) => ({ productId: 'P1', quantity, unitPrice: '10.00', vatRate: 20 });

describe('conversion graph', () => {
  it('has the routes of lifecycles.md §3, between known types', () => {
    expect(CONVERSIONS.map((c) => `${c.route}:${c.source}>${c.target}@${c.sourceStatus}`)).toEqual([
      'sepetToFatura:posSale>salesInvoice@completed',
      'sepetToSiparis:posSale>salesOrder@completed',
      'siparisToSatisFatura:salesOrder>salesInvoice@approved',
      'siparisToSatisIrsaliye:salesOrder>salesWaybill@approved',
      'siparisToAlisFatura:purchaseOrder>purchaseInvoice@approved',
      'siparisToAlisIrsaliye:purchaseOrder>purchaseWaybill@approved',
      'siparisToSatisVirman:salesOrder>stockTransfer@approved',
      'irsaliyeToFatura:salesWaybill>salesInvoice@completed',
      'irsaliyeToFatura:purchaseWaybill>purchaseInvoice@completed',
      'fisDonusumSatisIrsaliye:salesInvoice>salesWaybill@completed',
      'fisDonusumAlisIrsaliye:purchaseInvoice>purchaseWaybill@completed',
    ]);
    for (const c of CONVERSIONS) {
      expect(DOCUMENT_TYPES).toContain(c.source);
      expect(DOCUMENT_TYPES).toContain(c.target);
      for (const s of c.sourceStatuses) expect(Object.keys(familyForType(c.source)?.rank ?? {})).toContain(s);
    }
    expect(conversionsFrom('salesOrder').map((c) => c.target)).toEqual(['salesInvoice', 'salesWaybill', 'stockTransfer']);
    expect(findConversion('salesWaybill', 'salesInvoice')?.route).toBe('irsaliyeToFatura');
    expect(findConversion('salesInvoice', 'salesOrder')).toBeUndefined();
  });
});

describe('conversion lines', () => {
  const source = {
    lines: [
      { id: 'L1', productId: 'P1', quantity: '5', unitPrice: '2.00', multiplier: '1', discountRate: '0', vatRate: 10, suppliedQuantity: '2' },
      { id: 'L2', productId: 'P2', quantity: '1', unitPrice: '1.00', multiplier: '1', discountRate: '0', vatRate: 20, suppliedQuantity: '1' },
    ],
  };

  it('default to what remains, skipping fully supplied lines', () => {
    const r = buildConversionLines(source);
    expect(r).toEqual({
      ok: true,
      lines: [{ sourceLineId: 'L1', productId: 'P1', quantity: '3', unitPrice: '2.00', multiplier: '1', discountRate: '0', vatRate: 10 }],
    });
  });

  it('can be lowered, never raised', () => {
    expect(buildConversionLines(source, [{ sourceLineId: 'L1', quantity: '2.5' }])).toMatchObject({ ok: true, lines: [{ quantity: '2.5' }] });
    refused(buildConversionLines(source, [{ sourceLineId: 'L1', quantity: '3.01' }]) as never, 'conversion.quantityExceedsRemaining');
    refused(
      buildConversionLines(source, [
        { sourceLineId: 'L1', quantity: '2' },
        { sourceLineId: 'L1', quantity: '2' },
      ]) as never,
      'conversion.quantityExceedsRemaining',
    );
    refused(buildConversionLines(source, [{ sourceLineId: 'L2', quantity: '0.1' }]) as never, 'conversion.quantityExceedsRemaining');
    refused(buildConversionLines(source, [{ sourceLineId: 'L3', quantity: '1' }]) as never, 'conversion.unknownLine');
    refused(buildConversionLines(source, [{ sourceLineId: 'L1', quantity: '0' }]) as never, 'conversion.invalidQuantity');
    refused(buildConversionLines({ lines: [] }) as never, 'conversion.nothingRemaining');
  });
});

describe('a conversion end to end, through the machines', () => {
  it('order → invoice → SUPPLY: the invoice completes within the remaining quantities and the order completes', () => {
    const order = run(
      orderFamily,
      created(orderFamily, { type: 'salesOrder', number: 'SO-1', date: SAMPLE_DATE, accountId: 'ACC-1', warehouseId: 'W1', lines: [line('3'), line('1')] }),
      { type: 'APPROVE' },
    ).state;
    refused(buildConversionInput({ id: 'SO-1', ...order }, 'salesOrder', { number: 'X', date: SAMPLE_DATE }) as never, 'conversion.notAllowed');
    const built = buildConversionInput({ id: 'SO-1', ...order }, 'salesInvoice', { number: 'SF-1', date: SAMPLE_DATE }, [
      { sourceLineId: 'L1', quantity: '2' },
    ]);
    if (!built.ok) throw new Error(built.reason);
    expect(built.input).toMatchObject({ type: 'salesInvoice', sourceId: 'SO-1', sourceType: 'salesOrder', accountId: 'ACC-1', warehouseId: 'W1' });
    const invoice = created(receiptFamily, built.input);
    const done = run(receiptFamily, invoice, { type: 'START' }, { type: 'COMPLETE', sourceRemaining: { L1: '3', L2: '1' } });
    const supply = done.effects.find((e) => e.type === 'supplySource');
    expect(supply?.params.lines).toEqual([{ sourceLineId: 'L1', quantity: '2' }]);
    const partly = run(orderFamily, order, { type: 'SUPPLY', lines: supply?.params.lines }).state;
    expect(partly.status).toBe('approved');
    // the rest comes over by default and completes the order
    const rest = buildConversionInput({ id: 'SO-1', ...partly }, 'salesWaybill', { number: 'SI-1', date: SAMPLE_DATE });
    if (!rest.ok) throw new Error(rest.reason);
    expect((rest.input.lines as { quantity: string }[]).map((l) => l.quantity)).toEqual(['1', '1']);
    const lines = (rest.input.lines as { sourceLineId: string; quantity: string }[]).map(({ sourceLineId, quantity }) => ({ sourceLineId, quantity }));
    expect(run(orderFamily, partly, { type: 'SUPPLY', lines }).state.status).toBe('completed');
  });

  it('a till sale paid mixed becomes an invoice that keeps how it was paid (type, split, cash box) and starts without a warehouse', () => {
    const basket = run(
      receiptFamily,
      created(receiptFamily, {
        type: 'posSale',
        number: 'HS-1',
        date: SAMPLE_DATE,
        paymentType: 'mixed',
        payments: { cash: '10.00', card: '14.00' },
        cashBoxId: 'CB-1',
        lines: [line('2')],
      }),
      { type: 'START' },
      { type: 'COMPLETE', cashBoxOpen: true },
    ).state;
    const built = buildConversionInput({ id: 'HS-1', ...basket }, 'salesInvoice', { number: 'SF-1', date: SAMPLE_DATE }, [
      { sourceLineId: 'L1', quantity: '1' },
    ]);
    if (!built.ok) throw new Error(built.reason);
    expect(built.input).toMatchObject({ paymentType: 'mixed', payments: { cash: '10.00', card: '14.00' }, cashBoxId: 'CB-1', sourceType: 'posSale' });
    const invoice = run(receiptFamily, created(receiptFamily, { ...built.input, accountId: 'ACC-1' }), { type: 'START' }).state;
    expect(invoice.status).toBe('inProcess');
  });

  it('a draft source cannot be converted', () => {
    const draft = created(orderFamily, { type: 'salesOrder', number: 'SO-1', date: SAMPLE_DATE, accountId: 'A', lines: [line('1')] });
    refused(buildConversionInput({ id: 'SO-1', ...draft }, 'salesInvoice', { number: 'X', date: SAMPLE_DATE }) as never, 'conversion.sourceNotReady');
  });
});
