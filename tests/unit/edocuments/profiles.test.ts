import { describe, expect, it } from 'vitest';
import { invoiceProfile, isRegisteredBuyer, receivingAlias, returnedDocumentIds } from '../../../src/domain/edocuments/profiles';

describe("an e-invoice's profile and what a return names", () => {
  it('a return is never commercial: basic for a registered buyer, e-Arşiv for another; a sale follows the company’s choice', () => {
    expect(invoiceProfile('IADE', true, 'TICARIFATURA')).toBe('TEMELFATURA');
    expect(invoiceProfile('IADE', false, 'TICARIFATURA')).toBe('EARSIVFATURA');
    expect(invoiceProfile('SATIS', true, 'TICARIFATURA')).toBe('TICARIFATURA');
    expect(invoiceProfile('TEVKIFAT', true, 'TEMELFATURA')).toBe('TEMELFATURA');
    expect(invoiceProfile('SATIS', false, 'TICARIFATURA')).toBe('EARSIVFATURA');
  });

  it("the integrator's last answer decides whether a buyer is registered; a card never asked counts its typed alias", () => {
    expect(isRegisteredBuyer({ checkedRegistered: false, typedAlias: 'urn:mail:pk@example.com' })).toBe(false);
    expect(isRegisteredBuyer({ checkedRegistered: true })).toBe(true);
    expect(isRegisteredBuyer({ checkedRegistered: null, typedAlias: 'urn:mail:pk@example.com' })).toBe(true);
    expect(isRegisteredBuyer({ checkedRegistered: null, typedAlias: ' ' })).toBe(false);
  });

  it('keeps the receiving mailbox (PK) of a lookup, else its first alias', () => {
    expect(
      receivingAlias([
        { alias: 'urn:mail:gb@x', unit: 'GB' },
        { alias: 'urn:mail:pk@x', unit: 'PK' },
      ]),
    ).toBe('urn:mail:pk@x');
    expect(receivingAlias([{ alias: 'urn:mail:gb@x', unit: 'GB' }])).toBe('urn:mail:gb@x');
    expect(receivingAlias([])).toBeNull();
  });

  it('a purchase return names each document its lines give back once, and the purchase invoice it was made from', () => {
    expect(returnedDocumentIds([{ returnOfId: '12' }, {}, { returnOfId: '7' }, { returnOfId: '12' }])).toEqual([7, 12]);
    expect(returnedDocumentIds([{}], { sourceType: 'purchaseInvoice', sourceId: '5' })).toEqual([5]);
    expect(returnedDocumentIds([{}], { sourceType: 'salesInvoice', sourceId: '5' })).toEqual([]);
    expect(returnedDocumentIds([{}], { sourceType: 'salesWaybill', sourceId: '5' })).toEqual([]);
  });
});
