import { describe, expect, it } from 'vitest';
import { orderFamily } from '../../machines/order/machine';
import { createOrderContext } from '../../machines/order/rules';
import { emptyLine } from '../../src/web/screens/common/editorLine';
import { emptyHeader, type HeaderState } from '../../src/web/screens/common/headerState';
import { eventsOf, LIFECYCLE_EVENTS, localDecisions, ORDER_EVENTS } from '../../src/web/screens/fis/editor/localMachine';
import { editPathOf, isOrderType, parseEditorPath } from '../../src/web/screens/common/receiptRoutes';

const withAccount = (): HeaderState => ({ ...emptyHeader(), account: { id: 7, name: 'A', kind: 'customer' } as HeaderState['account'], warehouseId: 1 });
const ready = { ...emptyLine(), productId: 1, code: 'X', quantity: '2', unitPrice: '5' };

describe('order editor: routes', () => {
  it('maps the order editor paths to their order types, without a copy page', () => {
    expect(parseEditorPath('/fis/siparis/satis/yeni')).toEqual({ base: '/fis/siparis/satis', type: 'salesOrder', mode: 'new', id: null });
    expect(parseEditorPath('/fis/siparis/satinalma/duzen/42')).toEqual({ base: '/fis/siparis/satinalma', type: 'purchaseOrder', mode: 'edit', id: 42 });
    expect(parseEditorPath('/fis/siparis/satis/kopya/42')).toBeNull();
    expect(parseEditorPath('/fis/siparis/teklif/yeni')).toBeNull();
  });

  it('opens orders in their editor and leaves offers and receipts as they were', () => {
    expect(editPathOf('salesOrder', 5)).toBe('/fis/siparis/satis/duzen/5');
    expect(editPathOf('purchaseOrder', 6)).toBe('/fis/siparis/satinalma/duzen/6');
    expect(editPathOf('salesInvoice', 7)).toBe('/fis/fatura/satis/duzen/7');
    expect(editPathOf('offer', 8)).toBeNull();
    expect(isOrderType('salesOrder')).toBe(true);
    expect(isOrderType('salesInvoice')).toBe(false);
  });
});

describe('order editor: the order machine in the browser', () => {
  it('offers the order events for orders and the receipt events for receipts', () => {
    expect(eventsOf('salesOrder')).toEqual(['APPROVE', 'SHORT_CLOSE', 'CLOSE', 'CANCEL']);
    expect(eventsOf('stockIn')).toEqual(LIFECYCLE_EVENTS);
  });

  it('names why APPROVE is not offered yet', () => {
    expect(localDecisions('salesOrder', 'draft', withAccount(), []).APPROVE).toBe('order.noLines');
    expect(localDecisions('salesOrder', 'draft', emptyHeader(), [ready]).APPROVE).toBe('order.accountRequired');
    expect(localDecisions('purchaseOrder', 'draft', withAccount(), [ready]).APPROVE).toBeNull();
  });

  it('agrees with the machine run on the same order in every status', () => {
    const context = createOrderContext({
      type: 'salesOrder',
      number: '-',
      date: '2026-11-21',
      currency: 'TRY',
      accountId: '7',
      warehouseId: '1',
      lines: [{ productId: '1', quantity: '2', unitPrice: '5', vatRate: 20 }],
    });
    for (const status of ['draft', 'approved', 'completed', 'closed', 'cancelled']) {
      const local = localDecisions('salesOrder', status, withAccount(), [ready]);
      for (const event of ORDER_EVENTS) {
        const d = orderFamily.decide(
          { status, context: context as unknown as Record<string, unknown> },
          event === 'SHORT_CLOSE' ? { type: event, reason: '-' } : { type: event },
        );
        expect(local[event], `${status} ${event}`).toBe(d.ok ? null : d.reason);
      }
    }
    expect(localDecisions('salesOrder', 'approved', withAccount(), [ready]).APPROVE).not.toBeNull();
    expect(localDecisions('salesOrder', 'completed', withAccount(), [ready]).CLOSE).toBeNull();
  });
});
