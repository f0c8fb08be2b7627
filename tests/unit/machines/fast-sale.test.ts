import { describe, expect, it } from 'vitest';
import { receiptFamily as receipts } from '../../../machines';
import { SAMPLE_DATE } from '../../support/samples';
import { fastSalePermitted } from '../../../machines/receipt/fast-sale';
import { created, refused, run } from './helpers';

// product 7 costs 12.50 today and cost 12.00 when an offline sale was made; product 8 never changed
const prices = { '7': ['12.50', '12.00'], '8': ['5.00'] };
const without = { permitted: false, prices };
const withIt = { permitted: true, prices: {} };
const line = (productId: string, unitPrice: string, discountRate?: string) => ({
  productId,
  quantity: '1',
  unitPrice,
  vatRate: 20,
  ...(discountRate ? { discountRate } : {}),
});
const sale = (lines: unknown[], fastSale: unknown = without) =>
  receipts.create({ type: 'posSale', number: 'PS-1', date: SAMPLE_DATE, paymentType: 'cash', lines, fastSale });

describe('spec §6: a till sale without the fast-sale permission', () => {
  it('is made at a price the product had (today or when the sale was made), with no discount', () => {
    expect(sale([line('7', '12.5'), line('8', '5')]).ok).toBe(true);
    expect(sale([line('7', '12.00', '0')]).ok).toBe(true);
  });

  it('is refused at a price the product never had, with any discount, or for a product with no known price', () => {
    refused(sale([line('7', '11.99')]), 'fastSale.cannotChangePrice');
    refused(sale([line('8', '5.00', '10')]), 'fastSale.cannotChangePrice');
    refused(sale([line('99', '1.00')]), 'fastSale.cannotChangePrice');
  });

  it('cannot get a cheap line or a discount onto the bill by an edit', () => {
    const bill = created(receipts, { type: 'posSale', number: 'PS-1', date: SAMPLE_DATE, lines: [line('7', '12.50')], fastSale: without });
    const [kept] = bill.context.lines as { id: string }[];
    refused(
      receipts.decide(bill, { type: 'EDIT', lines: [{ ...line('7', '12.50'), id: kept!.id }, line('8', '0.01')], fastSale: without }),
      'fastSale.cannotChangePrice',
    );
    refused(receipts.decide(bill, { type: 'EDIT', lines: [{ ...line('7', '12.50', '90'), id: kept!.id }], fastSale: without }), 'fastSale.cannotChangePrice');
    refused(receipts.decide(bill, { type: 'EDIT', lines: [{ ...line('8', '12.50'), id: kept!.id }], fastSale: without }), 'fastSale.cannotChangePrice');
    // more of the same line, and a new line at its price, are fine
    run(receipts, bill, { type: 'EDIT', lines: [{ ...line('7', '12.50'), quantity: '3', id: kept!.id }, line('8', '5.00')], fastSale: without });
  });

  it('keeps a line at the price it was written at, even after the price changed', () => {
    const bill = created(receipts, { type: 'posSale', number: 'PS-1', date: SAMPLE_DATE, lines: [line('7', '9.00', '10')], fastSale: withIt });
    const [kept] = bill.context.lines as { id: string }[];
    run(receipts, bill, { type: 'EDIT', lines: [{ ...line('7', '9.00', '10'), quantity: '2', id: kept!.id }], fastSale: without });
  });

  it('cannot delete a line or cancel the receipt, whoever opened it', () => {
    const bill = created(receipts, { type: 'posSale', number: 'PS-1', date: SAMPLE_DATE, lines: [line('7', '12.50'), line('8', '5.00')], fastSale: without });
    const [first] = bill.context.lines as { id: string }[];
    refused(receipts.decide(bill, { type: 'EDIT', lines: [{ ...line('7', '12.50'), id: first!.id }], fastSale: without }), 'fastSale.cannotDeleteLine');
    refused(receipts.decide(bill, { type: 'CANCEL', fastSale: without }), 'fastSale.cannotDeleteReceipt');
    expect(receipts.decide(bill, { type: 'CANCEL', fastSale: withIt }).ok).toBe(true);
  });

  it('a fact that is not one is refused, never read as a permission', () => {
    refused(sale([line('7', '1.00')], { permitted: 'yes', prices }), 'common.factsMissing');
    const bill = created(receipts, { type: 'posSale', number: 'PS-1', date: SAMPLE_DATE, lines: [line('7', '12.50')], fastSale: without });
    refused(receipts.decide(bill, { type: 'CANCEL', fastSale: { permitted: 1 } }), 'common.factsMissing');
  });

  it('does not touch other receipts', () => {
    const invoice = created(receipts, { type: 'salesInvoice', number: 'SF-1', date: SAMPLE_DATE, lines: [line('7', '1.00', '50')], fastSale: without });
    expect(receipts.decide(invoice, { type: 'CANCEL', fastSale: without }).ok).toBe(true);
  });
});

describe('who is permitted', () => {
  it('the permission or the admin role; table rearrangements for anyone', () => {
    expect(fastSalePermitted({ roles: ['operator'], permissions: [] }, 'sale')).toBe(false);
    expect(fastSalePermitted({ roles: ['operator'], permissions: ['fastSale'] }, 'sale')).toBe(true);
    expect(fastSalePermitted({ roles: ['admin'], permissions: [] }, 'sale')).toBe(true);
    expect(fastSalePermitted({ roles: ['operator'], permissions: [] }, 'tableRearrangement')).toBe(true);
  });
});
