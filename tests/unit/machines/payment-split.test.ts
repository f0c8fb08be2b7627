import { describe, expect, it } from 'vitest';
import { cashBoxFamily, receiptFamily as receipts } from '../../../machines';
import { SAMPLE_DATE } from '../../support/samples';
import { created, refused, run } from './helpers';

// two lines: 2 × 10.00 at 20 % = 24.00, 1 × 5.50 at 10 % = 6.05 → grand 30.05
const lines = [
  { productId: 'P1', quantity: '2', unitPrice: '10.00', vatRate: 20 },
  { productId: 'P2', quantity: '1', unitPrice: '5.50', vatRate: 10 },
];
const sale = (extra: Record<string, unknown>) =>
  created(receipts, { type: 'posSale', number: 'S-1', date: SAMPLE_DATE, cashBoxId: 'CB-1', warehouseId: 'W1', lines, ...extra });
const effectsOf = (extra: Record<string, unknown>) => run(receipts, sale(extra), { type: 'START' }, { type: 'COMPLETE', cashBoxOpen: true }).effects;
const cash = (effects: { type: string; params: Record<string, unknown> }[]) =>
  effects.filter((e) => e.type === 'cashMove').map((e) => [e.params.paymentType, e.params.amount, e.params.direction, e.params.cashBoxId]);
const account = (effects: { type: string; params: Record<string, unknown> }[]) =>
  effects.filter((e) => e.type === 'accountMove').map((e) => [e.params.accountId, e.params.side, e.params.amount]);

describe('till sale: payment types and their ledgers', () => {
  it('cash and card: one cash move of the grand total with its payment type, no account move', () => {
    for (const paymentType of ['cash', 'card'] as const) {
      const effects = effectsOf({ paymentType });
      expect(cash(effects)).toEqual([[paymentType, '30.05', 'in', 'CB-1']]);
      expect(account(effects)).toEqual([]);
    }
  });

  it('mixed: a cash move for each part, both in the session cash box', () => {
    const effects = effectsOf({ paymentType: 'mixed', payments: { cash: '20.05', card: '10' } });
    expect(cash(effects)).toEqual([
      ['cash', '20.05', 'in', 'CB-1'],
      ['card', '10.00', 'in', 'CB-1'],
    ]);
    expect(account(effects)).toEqual([]);
  });

  it('mixed with a zero part moves only the other part', () => {
    expect(cash(effectsOf({ paymentType: 'mixed', payments: { cash: '0', card: '30.05' } }))).toEqual([['card', '30.05', 'in', 'CB-1']]);
  });

  it('credit: the customer is debited the total, no money moves; stock still goes out', () => {
    const effects = effectsOf({ paymentType: 'credit', accountId: 'ACC-1' });
    expect(cash(effects)).toEqual([]);
    expect(account(effects)).toEqual([['ACC-1', 'debit', '30.05']]);
    expect(effects.filter((e) => e.type === 'stockMove').map((e) => e.params.quantity)).toEqual(['-2', '-1']);
  });

  it('credit without an account cannot start', () => {
    refused(receipts.decide(sale({ paymentType: 'credit' }), { type: 'START' }), 'receipt.accountRequired');
  });

  it('mixed parts that do not add up to the total, or no parts at all, cannot start', () => {
    refused(receipts.decide(sale({ paymentType: 'mixed', payments: { cash: '20.00', card: '10.00' } }), { type: 'START' }), 'receipt.paymentMismatch');
    refused(receipts.decide(sale({ paymentType: 'mixed', payments: { cash: '20.06', card: '10.00' } }), { type: 'START' }), 'receipt.paymentMismatch');
    refused(receipts.decide(sale({ paymentType: 'mixed' }), { type: 'START' }), 'receipt.paymentMismatch');
  });

  it('payments must be two non-negative decimals', () => {
    refused(
      receipts.create({ type: 'posSale', number: '1', date: SAMPLE_DATE, lines, paymentType: 'mixed', payments: { cash: '-1', card: '31.05' } }),
      'receipt.invalidPaymentType',
    );
    refused(
      receipts.create({ type: 'posSale', number: '1', date: SAMPLE_DATE, lines, paymentType: 'mixed', payments: { cash: 1, card: '2' } }),
      'receipt.invalidPaymentType',
    );
    refused(
      receipts.create({ type: 'posSale', number: '1', date: SAMPLE_DATE, lines, paymentType: 'mixed', payments: { cash: '1', card: '2', cheque: '1' } }),
      'receipt.invalidPaymentType',
    );
  });

  it('the client id and the sale time are kept on the document', () => {
    const s = sale({ paymentType: 'cash', clientId: 'c0ffee00-1234', soldAt: '2026-03-01T10:00:00.000Z' });
    expect(s.context).toMatchObject({ clientId: 'c0ffee00-1234', soldAt: '2026-03-01T10:00:00.000Z' });
  });
});

describe('Z report with counted cash and a mixed sale', () => {
  const receiptsOfSession = [
    { id: 'R-1', type: 'posSale', paymentType: 'cash', lines: [{ quantity: '2', unitPrice: '10.00', vatRate: 20 }] },
    { id: 'R-2', type: 'posSale', paymentType: 'mixed', payments: { cash: '4.00', card: '8.00' }, lines: [{ quantity: '1', unitPrice: '10.00', vatRate: 20 }] },
    { id: 'R-3', type: 'posSale', paymentType: 'credit', lines: [{ quantity: '1', unitPrice: '5.00', vatRate: 20 }] },
  ];
  const open = () => created(cashBoxFamily, { type: 'cashBoxSession', number: 'Z-1', cashBoxId: 'CB-1', date: SAMPLE_DATE, openingBalance: '50' });

  it('splits a mixed sale into its cash and card parts; expected cash counts only cash; the count and the difference are stored', () => {
    const { state } = run(cashBoxFamily, open(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: receiptsOfSession, countedCash: '77.50' });
    expect(state.context.z).toEqual({
      date: SAMPLE_DATE,
      receiptCount: 3,
      byVatRate: [{ vatRate: 20, base: '35.00', tax: '7.00' }],
      byPaymentType: [
        { paymentType: 'cash', amount: '28.00' },
        { paymentType: 'card', amount: '8.00' },
        { paymentType: 'credit', amount: '6.00' },
      ],
      total: '42.00',
      cumulativeTotal: '42.00',
      expectedCash: '78.00',
      countedCash: '77.50',
      difference: '-0.50',
    });
  });

  it('without a count the report has neither count nor difference', () => {
    const z = run(cashBoxFamily, open(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: receiptsOfSession }).state.context.z as Record<string, unknown>;
    expect(z).not.toHaveProperty('countedCash');
    expect(z).not.toHaveProperty('difference');
  });

  it('a bad count, or a mixed receipt without its parts, is refused', () => {
    refused(cashBoxFamily.decide(open(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: [], countedCash: '-1' }), 'document.invalidField');
    refused(cashBoxFamily.decide(open(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: [], countedCash: 12 }), 'document.invalidField');
    refused(
      cashBoxFamily.decide(open(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: [{ ...receiptsOfSession[1], payments: undefined }] }),
      'cashbox.invalidFacts',
    );
  });
});
