import { describe, expect, it } from 'vitest';
import { CONVERSIONS, conversionsOffered, countDifference, invoicingOf, mayJoinMerge } from '../../../machines';
import { documentLock } from '../../../machines/locks';

describe('a locked document and its reason come from its family', () => {
  it('a draft is not locked', () => {
    for (const type of ['salesInvoice', 'salesOrder', 'receivableVoucher', 'posSale'])
      expect(documentLock(type, 'draft')).toEqual({ locked: false, reason: null });
  });

  it('each family names the rule an EDIT would meet', () => {
    expect(documentLock('salesInvoice', 'inProcess')).toEqual({ locked: true, reason: 'receipt.locked' });
    expect(documentLock('salesInvoice', 'completed')).toEqual({ locked: true, reason: 'receipt.locked' });
    expect(documentLock('salesOrder', 'approved')).toEqual({ locked: true, reason: 'order.locked' });
    expect(documentLock('payableVoucher', 'closed')).toEqual({ locked: true, reason: 'voucher.locked' });
    expect(documentLock('posSale', 'cancelled')).toEqual({ locked: true, reason: 'document.cancelled' });
    expect(documentLock('salesOrder', 'cancelled')).toEqual({ locked: true, reason: 'document.cancelled' });
  });

  it('a table bill that is no longer a draft is locked', () => {
    expect(documentLock('posSale', 'completed').locked).toBe(true);
  });
});

describe('the conversions a document offers depend on its status', () => {
  it('an order offers its conversions only once approved', () => {
    expect(conversionsOffered({ type: 'salesOrder', status: 'draft' })).toEqual([]);
    expect(conversionsOffered({ type: 'salesOrder', status: 'approved' }).map((c) => c.target)).toEqual(['salesInvoice', 'salesWaybill', 'stockTransfer']);
    expect(conversionsOffered({ type: 'salesOrder', status: 'completed' })).toEqual([]);
  });

  it('a receipt offers them once completed, and still when closed', () => {
    expect(conversionsOffered({ type: 'salesWaybill', status: 'inProcess' })).toEqual([]);
    expect(conversionsOffered({ type: 'salesWaybill', status: 'closed' }).map((c) => c.target)).toEqual(['salesInvoice']);
  });
});

describe('waybills are invoiced by the conversion graph, several at once when they can be merged', () => {
  const waybill = (id: number, fields: Record<string, unknown> = {}) => ({
    id,
    type: 'salesWaybill',
    status: 'completed',
    accountId: 4,
    currency: 'TRY',
    ...fields,
  });

  it('each waybill type has its invoice', () => {
    expect(invoicingOf('salesWaybill')?.target).toBe('salesInvoice');
    expect(invoicingOf('purchaseWaybill')?.target).toBe('purchaseInvoice');
    expect(invoicingOf('salesInvoice')).toBeUndefined();
    expect(CONVERSIONS).toContain(invoicingOf('salesWaybill'));
  });

  it('a delivered waybill may start a merge; an undelivered one may not', () => {
    const conversion = invoicingOf('salesWaybill')!;
    expect(mayJoinMerge(conversion, waybill(1))).toBe(true);
    expect(mayJoinMerge(conversion, waybill(1, { status: 'closed' }))).toBe(true);
    expect(mayJoinMerge(conversion, waybill(1, { status: 'draft' }))).toBe(false);
    expect(mayJoinMerge(conversion, waybill(1, { status: 'cancelled' }))).toBe(false);
  });

  it('only waybills of the first one type, account and currency join it', () => {
    const conversion = invoicingOf('salesWaybill')!;
    const first = waybill(1);
    expect(mayJoinMerge(conversion, waybill(2), first)).toBe(true);
    expect(mayJoinMerge(conversion, waybill(2, { accountId: 5 }), first)).toBe(false);
    expect(mayJoinMerge(conversion, waybill(2, { currency: 'EUR' }), first)).toBe(false);
    expect(mayJoinMerge(conversion, waybill(2, { type: 'purchaseWaybill' }), first)).toBe(false);
  });
});

describe("the Z report's difference is the cash-box rule's", () => {
  it('counted minus expected, exact to the kuruş', () => {
    expect(countDifference('185.80', '185.80')).toBe('0.00');
    expect(countDifference('200', '185.80')).toBe('14.20');
    expect(countDifference('0.1', '0.3')).toBe('-0.20');
    expect(countDifference('1234567.89', '0.01')).toBe('1234567.88');
  });
});
