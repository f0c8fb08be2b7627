import { describe, expect, it } from 'vitest';
import { referencedIds } from '../../../src/domain/documents/referenced-ids';

describe('the products and accounts a journal names', () => {
  it('are found in every payload, at any depth, each once and in order; anything that is not a record id is left out', () => {
    const payloads = [
      { accountId: '12', lines: [{ productId: '8', quantity: '2' }, { productId: 1 }, { productId: '8' }] },
      { accountId: 3, targetAccountId: '12', lines: [{ productId: '5', sourceLineId: '7' }], note: 'productId 9' },
      { memberId: '40', copyId: '41', warehouseId: '2', cashBoxId: '6' },
      { productId: 'P1', accountId: '0', lines: [{ productId: '99999999999' }, { productId: null }] },
    ];
    expect(referencedIds(payloads)).toEqual({ products: [1, 5, 8, 41], accounts: [3, 12, 40] });
    expect(referencedIds([null, 'text', 42, []])).toEqual({ products: [], accounts: [] });
  });
});
