import { describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { addMonths, checkPlan, splitEvenly } from '../../src/domain/instalments/split';
import { allocateCredit, daysOverdue, instalmentState } from '../../src/domain/instalments/settle';
import { creditsOf, takenBackOf } from '../../src/domain/instalments/credits';

const sum = (amounts: string[]) => amounts.reduce((s, a) => s.plus(a), new Dec(0)).toFixed(2);

describe('an even split of a total into instalments', () => {
  it('gives the remainder kuruş one each to the first instalments and sums exactly to the total', () => {
    expect(splitEvenly('100.00', 3, '2026-01-15').map((p) => p.amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(splitEvenly('0.05', 3, '2026-01-15').map((p) => p.amount)).toEqual(['0.02', '0.02', '0.01']);
    for (const [total, n] of [
      ['1234.57', 7],
      ['0.01', 1],
      ['99999999999999.99', 60],
      ['10', 4],
    ] as const) {
      const plan = splitEvenly(total, n, '2026-03-31');
      expect(plan).toHaveLength(n);
      expect(sum(plan.map((p) => p.amount))).toBe(new Dec(total).toFixed(2));
      expect(checkPlan(total, plan)).toEqual([]);
    }
  });

  it('falls due a month apart, on the month’s last day when the month is shorter', () => {
    expect(splitEvenly('40', 4, '2026-01-31').map((p) => p.dueDate)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(addMonths('2027-12-29', 2)).toBe('2028-02-29');
    expect(addMonths('2026-11-05', 14)).toBe('2028-01-05');
  });
});

describe('a plan is checked against the document total', () => {
  it('names the instalment of a bad amount or a due date going back, and a sum that is not the total', () => {
    expect(
      checkPlan('100.00', [
        { dueDate: '2026-02-01', amount: '60.00' },
        { dueDate: '2026-01-01', amount: '0' },
        { dueDate: '2026-03-01', amount: '30.001' },
      ]),
    ).toEqual([
      { issue: 'instalment.invalidAmount', index: 1 },
      { issue: 'instalment.dueDateOrder', index: 1 },
      { issue: 'instalment.invalidAmount', index: 2 },
      { issue: 'instalment.sumMismatch' },
    ]);
    expect(checkPlan('10', [])).toEqual([{ issue: 'instalment.tooMany' }]);
    expect(checkPlan('61', splitEvenly('61', 61, '2026-01-01'))).toEqual([{ issue: 'instalment.tooMany' }]);
  });
});

describe('a credit settles open instalments', () => {
  const open = [
    { id: 3, dueDate: '2026-03-01', open: '100.00' },
    { id: 1, dueDate: '2026-01-01', open: '40.00' },
    { id: 2, dueDate: '2026-02-01', open: '100.00' },
    { id: 4, dueDate: '2026-01-01', open: '10.00' },
  ];

  it('oldest due first, the lower id first on the same day, and keeps what is left over', () => {
    expect(allocateCredit(open, '75')).toEqual({
      settlements: [
        { id: 1, amount: '40.00' },
        { id: 4, amount: '10.00' },
        { id: 2, amount: '25.00' },
      ],
      left: '0.00',
    });
    expect(allocateCredit(open, '300.01').left).toBe('50.01');
  });

  it('the picked ones first, in the order picked, then the oldest; unknown picks are ignored', () => {
    expect(allocateCredit(open, '150', [3, 99, 2]).settlements).toEqual([
      { id: 3, amount: '100.00' },
      { id: 2, amount: '50.00' },
    ]);
    expect(allocateCredit(open, '120', [2]).settlements).toEqual([
      { id: 2, amount: '100.00' },
      { id: 1, amount: '20.00' },
    ]);
  });

  it('tells paid, open and overdue apart', () => {
    expect(instalmentState('10.00', '10.00', '2020-01-01', '2026-01-01')).toBe('paid');
    expect(instalmentState('10.00', '9.99', '2025-12-31', '2026-01-01')).toBe('overdue');
    expect(instalmentState('10.00', '0', '2026-01-01', '2026-01-01')).toBe('open');
  });
});

describe('what a document credits to an account', () => {
  it('nets its debits and credits per account and currency, keeping the instalments the credit names', () => {
    // a cash invoice: the debit and the payment's credit net to nothing
    expect(
      creditsOf([
        { accountId: '7', side: 'debit', amount: '24.00', currency: 'TRY' },
        { accountId: '7', side: 'credit', amount: '24.00', currency: 'TRY' },
      ]),
    ).toEqual([]);
    // a transfer: only the credited account, with its picks
    expect(
      creditsOf([
        { accountId: '3', side: 'debit', amount: '10.00', currency: 'TRY' },
        { accountId: '4', side: 'credit', amount: '10.00', currency: 'TRY', instalmentIds: ['12', '9'] },
        { accountId: '4', side: 'credit', amount: '5.5', currency: 'EUR' },
      ]),
    ).toEqual([
      { accountId: 4, currency: 'TRY', amount: '10.00', instalmentIds: [12, 9] },
      { accountId: 4, currency: 'EUR', amount: '5.50', instalmentIds: [] },
    ]);
  });

  it('counts the days an instalment is late across months and leap days', () => {
    expect(daysOverdue('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysOverdue('2025-12-31', '2026-01-01')).toBe(1);
  });
});

describe('a returned received cheque takes back its own credit', () => {
  it('names the accounts a cheque return debits, not an endorsement nor an own cheque returned to us', () => {
    expect(
      takenBackOf([
        { accountId: '9', side: 'debit', kind: 'chequeReturned', amount: '5.00' },
        { accountId: '3', side: 'debit', kind: 'chequeReturned', amount: '5.00' },
        { accountId: '4', side: 'debit', kind: 'chequeEndorsed', amount: '5.00' },
        { accountId: '5', side: 'credit', kind: 'chequeReturned', amount: '5.00' },
      ]),
    ).toEqual([3, 9]);
  });
});
