import { describe, expect, it } from 'vitest';
import { orderFamily as orders, remaining, supplyStatus } from '../../../machines';
import type { OrderContext } from '../../../machines/order/rules';
import { SAMPLE_DATE } from '../../support/samples';
import { created, refused, run } from './helpers';

const line = (quantity: string) => ({ productId: 'P1', quantity, unitPrice: '10.00', vatRate: 20 });
const order = (lines = [line('0.3'), line('2')]) => created(orders, { type: 'salesOrder', number: 'SO-1', date: SAMPLE_DATE, accountId: 'ACC-1', lines });
const approved = (lines?: ReturnType<typeof line>[]) => run(orders, order(lines), { type: 'APPROVE' }).state;
const ctx = (s: { context: Record<string, unknown> }) => s.context as unknown as OrderContext;
const supply = (lineId: string, quantity: string) => ({ type: 'SUPPLY', lines: [{ sourceLineId: lineId, quantity }] });

describe('order lifecycle', () => {
  it('a new order is a draft whose lines carry suppliedQuantity 0; supply status neverSupplied', () => {
    const s = order();
    expect(s.status).toBe('draft');
    expect(ctx(s).lines.map((l) => l.suppliedQuantity)).toEqual(['0', '0']);
    expect(supplyStatus(ctx(s))).toBe('neverSupplied');
    expect(remaining(ctx(s))).toEqual({ L1: '0.3', L2: '2' });
  });

  it('APPROVE needs at least one line and an account (an offer needs no account)', () => {
    refused(orders.decide(created(orders, { type: 'salesOrder', number: '1', date: SAMPLE_DATE, accountId: 'A' }), { type: 'APPROVE' }), 'order.noLines');
    refused(
      orders.decide(created(orders, { type: 'purchaseOrder', number: '1', date: SAMPLE_DATE, lines: [line('1')] }), { type: 'APPROVE' }),
      'order.accountRequired',
    );
    expect(orders.decide(created(orders, { type: 'offer', number: '1', date: SAMPLE_DATE, lines: [line('1')] }), { type: 'APPROVE' }).ok).toBe(true);
  });

  it('an approved order cannot be edited', () => {
    refused(orders.decide(approved(), { type: 'EDIT', note: 'x' }), 'order.locked');
  });

  it('an order completes exactly when every line is fully supplied, e.g. 3 × 0.1 supplies of 0.3', () => {
    let s = approved([line('0.3')]);
    s = run(orders, s, supply('L1', '0.1')).state;
    expect(s.status).toBe('approved');
    expect(supplyStatus(ctx(s))).toBe('partiallySupplied');
    s = run(orders, s, supply('L1', '0.1')).state;
    expect(s.status).toBe('approved');
    s = run(orders, s, supply('L1', '0.1')).state;
    expect(s.status).toBe('completed');
    expect(ctx(s).lines[0]?.suppliedQuantity).toBe('0.3');
    expect(supplyStatus(ctx(s))).toBe('supplied');
    expect(remaining(ctx(s))).toEqual({ L1: '0' });
  });

  it('a supply above what remains is refused: “entered quantity cannot exceed the order quantity”', () => {
    const s = run(orders, approved(), supply('L1', '0.2')).state;
    refused(orders.decide(s, supply('L1', '0.1000001')), 'order.quantityExceedsRemaining');
    refused(
      orders.decide(s, {
        type: 'SUPPLY',
        lines: [
          { sourceLineId: 'L1', quantity: '0.06' },
          { sourceLineId: 'L1', quantity: '0.05' },
        ],
      }),
      'order.quantityExceedsRemaining',
    );
    refused(orders.decide(s, supply('L9', '1')), 'supply.unknownLine');
    refused(orders.decide(s, supply('L1', '0')), 'supply.invalidQuantity');
    refused(orders.decide(s, { type: 'SUPPLY' }), 'supply.invalidLines');
  });

  it('an order with supplied lines cannot be cancelled; one with none can', () => {
    const s = run(orders, approved(), supply('L2', '1')).state;
    refused(orders.decide(s, { type: 'CANCEL' }), 'order.alreadySupplied');
    expect(run(orders, approved(), { type: 'CANCEL' }).state.status).toBe('cancelled');
    expect(run(orders, order(), { type: 'CANCEL' }).state.status).toBe('cancelled');
  });

  it('SHORT_CLOSE needs a reason and writes the remaining quantities off', () => {
    const s = run(orders, approved(), supply('L2', '1')).state;
    refused(orders.decide(s, { type: 'SHORT_CLOSE' }), 'order.shortCloseReasonRequired');
    refused(orders.decide(s, { type: 'SHORT_CLOSE', reason: '   ' }), 'order.shortCloseReasonRequired');
    const closed = run(orders, s, { type: 'SHORT_CLOSE', reason: 'rest not needed' }).state;
    expect(closed.status).toBe('completed');
    expect(ctx(closed).shortCloseReason).toBe('rest not needed');
    expect(remaining(ctx(closed))).toEqual({ L1: '0', L2: '0' });
    expect(supplyStatus(ctx(closed))).toBe('partiallySupplied');
    expect(run(orders, closed, { type: 'CLOSE' }).state.status).toBe('closed');
    refused(orders.decide(closed, supply('L1', '0.1')), 'order.alreadyCompleted');
  });

  it('an order made from a basket takes its lines over on approval, within what remains', () => {
    const s = created(orders, {
      type: 'salesOrder',
      number: '1',
      date: SAMPLE_DATE,
      accountId: 'A',
      sourceId: 'B-1',
      sourceType: 'posSale',
      lines: [{ ...line('2'), sourceLineId: 'L1' }],
    });
    refused(orders.decide(s, { type: 'APPROVE' }), 'common.factsMissing');
    refused(orders.decide(s, { type: 'APPROVE', sourceRemaining: { L1: '1' } }), 'order.quantityExceedsSource');
    const d = run(orders, s, { type: 'APPROVE', sourceRemaining: { L1: '2' } });
    expect(d.effects).toEqual([
      { type: 'supplySource', params: { sourceId: 'B-1', sourceType: 'posSale', targetType: 'salesOrder', lines: [{ sourceLineId: 'L1', quantity: '2' }] } },
    ]);
  });
});
