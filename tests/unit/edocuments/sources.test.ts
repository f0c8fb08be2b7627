import { describe, expect, it } from 'vitest';
import { maySendAsEdocument } from '../../../src/domain/edocuments/sources';

describe('what can be sent as an e-document', () => {
  it('a sales invoice, purchase return or waybill once completed or closed; never a sales return (the customer issues it); nothing else', () => {
    expect(maySendAsEdocument({ type: 'salesInvoice', status: 'completed' })).toBe(true);
    expect(maySendAsEdocument({ type: 'salesWaybill', status: 'closed' })).toBe(true);
    expect(maySendAsEdocument({ type: 'purchaseReturn', status: 'completed' })).toBe(true);
    expect(maySendAsEdocument({ type: 'purchaseReturn', status: 'inProcess' })).toBe(false);
    expect(maySendAsEdocument({ type: 'salesReturn', status: 'completed' })).toBe(false);
    expect(maySendAsEdocument({ type: 'purchaseInvoice', status: 'completed' })).toBe(false);
  });
});
