import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { posFlow, posSaleRequest, type PosFlowContext, type SaleOutcome } from '../../flows/pos';
import { saleSalesperson } from '../../src/domain/commissions/sale-salesperson';

/** Issue #29: the salesperson a sale names, at the till and when an upload names one deleted meanwhile. */
describe('the salesperson of a sale', () => {
  it('a salesperson the company has is kept; one deleted is dropped from a till sale only; one it never had is refused', () => {
    expect(saleSalesperson('present', true)).toBe('keep');
    expect(saleSalesperson('present', false)).toBe('keep');
    expect(saleSalesperson('removed', true)).toBe('drop');
    expect(saleSalesperson('removed', false)).toBe('refuse');
    expect(saleSalesperson('unknown', true)).toBe('refuse');
    expect(saleSalesperson('unknown', false)).toBe('refuse');
  });

  it('the till sends the salesperson chosen, none when it is the cashier, and the next sale is the cashier’s again', async () => {
    const flow = posFlow.provide({ actors: { submitSale: fromPromise<SaleOutcome, PosFlowContext>(async () => ({ sent: { id: 1, number: 'PS1' } })) } });
    const till = createActor(flow, { input: { canEditPrices: true } }).start();
    till.send({ type: 'ADD_PRODUCT', productId: 5, name: 'Defter', unitPrice: '10.00', vatRate: 20 });
    expect(posSaleRequest(till.getSnapshot().context, 1, 'c1', '2026-11-29T10:00:00Z').salespersonId).toBeUndefined();
    till.send({ type: 'SET_SALESPERSON', salespersonId: 0 });
    expect(till.getSnapshot().context.salespersonId).toBeUndefined();
    till.send({ type: 'SET_SALESPERSON', salespersonId: 7 });
    expect(posSaleRequest(till.getSnapshot().context, 1, 'c1', '2026-11-29T10:00:00Z').salespersonId).toBe(7);
    till.send({ type: 'PAY', kind: 'card' });
    till.send({ type: 'CONFIRM' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(till.getSnapshot().value).toBe('done');
    till.send({ type: 'NEW_SALE' });
    expect(till.getSnapshot().context.salespersonId).toBeNull();
  });
});
