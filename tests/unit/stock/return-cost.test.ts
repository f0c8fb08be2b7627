import { describe, expect, it } from 'vitest';
import { returnCost } from '../../../machines/receipt/rules';
import { checkLineInputs } from '../../../src/domain/lifecycle/lines';

describe('the cost a returned line comes back at', () => {
  it('a return naming the line it gives back takes that line’s cost; a conversion’s link does the same; else the average', () => {
    expect(returnCost('salesReturn', { returnOfId: '12', returnOfLineId: 'L2' })).toEqual({ kind: 'source', sourceId: '12', sourceLineId: 'L2' });
    expect(returnCost('purchaseReturn', { returnOfId: '7', returnOfLineId: 'L1' })).toEqual({ kind: 'source', sourceId: '7', sourceLineId: 'L1' });
    // the line named by hand wins over a conversion's link
    expect(returnCost('salesReturn', { returnOfId: '12', returnOfLineId: 'L2', sourceId: '3', sourceLineId: 'L9' })).toMatchObject({ sourceId: '12' });
    expect(returnCost('salesReturn', { sourceLineId: 'L9' }, '3')).toEqual({ kind: 'source', sourceId: '3', sourceLineId: 'L9' });
    expect(returnCost('salesReturn', {})).toEqual({ kind: 'average' });
    // only a return comes back at another line's cost: a sale goes out at the average whatever it names
    expect(returnCost('salesInvoice', { returnOfId: '12', returnOfLineId: 'L2' })).toEqual({ kind: 'average' });
  });

  it('a line names the returned document and its line together, or neither', () => {
    const line = { productId: '1', quantity: '1', unitPrice: '5.00', vatRate: 20 };
    const reasons = { tooFew: 'few', tooMany: 'many' } as const;
    expect(checkLineInputs([{ ...line, returnOfId: '12', returnOfLineId: 'L2' }], 1, reasons)).toBeNull();
    expect(checkLineInputs([{ ...line, returnOfId: '12' }], 1, reasons)).toBe('line.invalid');
    expect(checkLineInputs([{ ...line, returnOfLineId: 'L2' }], 1, reasons)).toBe('line.invalid');
    expect(checkLineInputs([{ ...line, returnOfId: 'x', returnOfLineId: 'L2' }], 1, reasons)).toBe('line.invalid');
  });
});
