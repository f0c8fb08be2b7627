import { describe, expect, it } from 'vitest';
import { definitionRefusal, mayDefine, mayEditAccountProducts, productOutsideAccountList } from '../../src/domain/authorities';

describe('definition authority (spec §6)', () => {
  it('an admin always may; a manager needs the permission; a role that never wrote definitions may not, even with it', () => {
    expect(definitionRefusal({ roles: ['admin'], permissions: [] })).toBeNull();
    expect(definitionRefusal({ roles: ['manager'], permissions: ['definitionAuthority'] })).toBeNull();
    expect(definitionRefusal({ roles: ['manager'], permissions: ['fastSale'] })).toBe('permission');
    expect(definitionRefusal({ roles: ['operator', 'auditor'], permissions: ['definitionAuthority'] })).toBe('role');
    expect(mayDefine({ roles: ['manager', 'operator'], permissions: ['definitionAuthority'] })).toBe(true);
  });
});

describe('per-account product authority (spec §6)', () => {
  it('only an admin or a holder of the permission changes an account product list', () => {
    expect(mayEditAccountProducts({ roles: ['admin'], permissions: [] })).toBe(true);
    expect(mayEditAccountProducts({ roles: ['operator'], permissions: ['accountProductAuthority'] })).toBe(true);
    expect(mayEditAccountProducts({ roles: ['manager'], permissions: ['definitionAuthority'] })).toBe(false);
  });

  it('a sale names only listed products; an empty list, a purchase and a free-text line are not restricted', () => {
    const lines = [{ productId: '1' }, { productId: 2 }, { productId: undefined }];
    expect(productOutsideAccountList('salesInvoice', lines, ['1', '2'])).toBeNull();
    expect(productOutsideAccountList('posSale', lines, ['1'])).toBe('2');
    expect(productOutsideAccountList('salesOrder', lines, [])).toBeNull();
    expect(productOutsideAccountList('purchaseInvoice', lines, ['1'])).toBeNull();
    for (const type of ['salesWaybill', 'salesInvoice', 'salesOrder', 'posSale'])
      expect(productOutsideAccountList(type, [{ productId: '3' }], ['1'])).toBe('3');
  });
});
