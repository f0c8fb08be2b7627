import { describe, expect, it } from 'vitest';
import { cashBoxFamily, edocumentFamily, jobFamily } from '../../../machines';
import { ownChequeFamily, receivedChequeFamily } from '../../../machines/cheque/machine';
import { loanFamily } from '../../../machines/loan/machine';
import { isOverdue, overdueDays } from '../../../machines/loan/rules';
import type { LoanContext } from '../../../machines/loan/rules';
import { SAMPLE_DATE, SAMPLE_SESSION_RECEIPTS } from '../../support/samples';
import { created, refused, run } from './helpers';

const cheque = (type = 'receivedCheque') => ({ type, number: 'C-1', date: SAMPLE_DATE, accountId: 'CUS-1', amount: '1500.00', dueDate: '2025-03-01' });

describe('received cheques and notes', () => {
  it('RECEIVE creates the cheque in the portfolio and credits the customer', () => {
    const d = receivedChequeFamily.create(cheque());
    expect(d.ok && d.state.status).toBe('portfolio');
    expect(d.ok && d.effects).toEqual([
      { type: 'accountMove', params: { accountId: 'CUS-1', side: 'credit', amount: '1500.00', currency: 'TRY', kind: 'chequeReceived', chequeNumber: 'C-1' } },
    ]);
    refused(receivedChequeFamily.create({ ...cheque(), amount: '0' }), 'cheque.invalidAmount');
    refused(receivedChequeFamily.create({ ...cheque(), accountId: undefined }), 'cheque.accountRequired');
    refused(receivedChequeFamily.create({ ...cheque('ownCheque') }), 'document.unknownType');
  });

  it('endorsing debits the supplier; a cheque is indivisible', () => {
    const s = created(receivedChequeFamily, cheque());
    refused(receivedChequeFamily.decide(s, { type: 'ENDORSE' }), 'cheque.endorseAccountRequired');
    refused(receivedChequeFamily.decide(s, { type: 'ENDORSE', accountId: 'SUP-1', amount: '500.00' }), 'cheque.indivisible');
    const d = run(receivedChequeFamily, s, { type: 'ENDORSE', accountId: 'SUP-1', amount: '1500' });
    expect(d.state.status).toBe('endorsed');
    expect(d.effects[0]?.params).toMatchObject({ accountId: 'SUP-1', side: 'debit', amount: '1500.00' });
  });

  it('at the bank it is collected or bounces (customer debited back on the business day); a bounced cheque is returned or collected (customer credited again)', () => {
    const atBank = run(receivedChequeFamily, created(receivedChequeFamily, cheque()), { type: 'SEND_TO_BANK', bankAccountId: 'B-1' }).state;
    expect(atBank.context.bankAccountId).toBe('B-1');
    refused(receivedChequeFamily.decide(created(receivedChequeFamily, cheque()), { type: 'BOUNCE' }), 'cheque.bounceOnlyAtBank');
    refused(receivedChequeFamily.decide(atBank, { type: 'COLLECT' }), 'cheque.cashAccountRequired');
    const collected = run(receivedChequeFamily, atBank, { type: 'COLLECT', cashAccountId: 'B-1' });
    expect(collected.effects).toEqual([
      { type: 'cashMove', params: { cashAccountId: 'B-1', direction: 'in', amount: '1500.00', currency: 'TRY', chequeNumber: 'C-1' } },
    ]);
    expect(collected.state.context.cashAccountId).toBe('B-1');
    const bounce = run(receivedChequeFamily, atBank, { type: 'BOUNCE', businessDay: '2025-03-04' });
    expect(bounce.effects).toEqual([
      {
        type: 'accountMove',
        params: { accountId: 'CUS-1', side: 'debit', amount: '1500.00', currency: 'TRY', kind: 'chequeBounced', chequeNumber: 'C-1', onDate: '2025-03-04' },
      },
    ]);
    const bounced = bounce.state;
    const returned = run(receivedChequeFamily, bounced, { type: 'RETURN' });
    expect(returned.state.status).toBe('returned');
    expect(returned.effects).toEqual([]);
    const late = run(receivedChequeFamily, bounced, { type: 'COLLECT', cashAccountId: 'CB-1', businessDay: '2025-03-09' });
    expect(late.state.status).toBe('collected');
    expect(late.effects.map((e) => [e.type, e.params.side ?? e.params.direction, e.params.onDate])).toEqual([
      ['cashMove', 'in', undefined],
      ['accountMove', 'credit', '2025-03-09'],
    ]);
    refused(receivedChequeFamily.decide(atBank, { type: 'RETURN' }), 'common.eventNotAllowed');
    refused(receivedChequeFamily.decide(atBank, { type: 'EDIT', note: 'x' }), 'cheque.locked');
  });
});

describe('own cheques and notes', () => {
  it('issued → paid (cash or bank out) or returned (supplier credited back)', () => {
    const d = ownChequeFamily.create(cheque('ownNote'));
    expect(d.ok && d.state.status).toBe('issued');
    expect(d.ok && d.effects[0]?.params).toMatchObject({ side: 'debit', kind: 'chequeIssued' });
    const s = created(ownChequeFamily, cheque('ownCheque'));
    refused(ownChequeFamily.decide(s, { type: 'PAY' }), 'cheque.cashAccountRequired');
    expect(run(ownChequeFamily, s, { type: 'PAY', cashAccountId: 'CB-1' }).effects[0]?.params).toMatchObject({
      direction: 'out',
      cashAccountId: 'CB-1',
    });
    expect(run(ownChequeFamily, s, { type: 'RETURN' }).effects[0]?.params).toMatchObject({ side: 'credit', kind: 'chequeReturned' });
  });
});

describe('library loans', () => {
  const lend = { memberActive: true, memberLoanCount: 0, loanLimit: 3, copyFree: true, dueDate: '2025-01-29' };
  const loan = (extra: Record<string, unknown>) => loanFamily.create({ type: 'loan', memberId: 'M-1', copyId: 'CP-1', date: SAMPLE_DATE, ...extra });

  it('RESERVE needs a free copy; LEND needs an active member under the limit and a free or reserved copy', () => {
    expect(loan({ event: 'RESERVE', copyFree: true })).toMatchObject({ ok: true, state: { status: 'reserved' } });
    refused(loan({ event: 'RESERVE', copyFree: false }), 'loan.copyNotFree');
    refused(loan({ event: 'RESERVE' }), 'common.factsMissing');
    expect(loan({ event: 'LEND', ...lend })).toMatchObject({
      ok: true,
      state: { status: 'lent', context: { lentOn: SAMPLE_DATE, dueDate: '2025-01-29', renewals: 0 } },
    });
    refused(loan({ event: 'LEND', ...lend, memberActive: false }), 'loan.memberInactive');
    refused(loan({ event: 'LEND', ...lend, memberLoanCount: 3 }), 'loan.loanLimitReached');
    refused(loan({ event: 'LEND', ...lend, copyFree: false }), 'loan.copyNotAvailable');
    refused(loan({ event: 'LEND', ...lend, dueDate: '2025-01-01' }), 'loan.dueDateRequired');
    const reserved = created(loanFamily, { type: 'loan', event: 'RESERVE', memberId: 'M-1', copyId: 'CP-1', date: SAMPLE_DATE, copyFree: true });
    expect(run(loanFamily, reserved, { type: 'LEND', ...lend, copyFree: false, reservedForMember: true }).state.status).toBe('lent');
  });

  it('RENEW counts renewals up to the maximum and refuses beyond the grace days', () => {
    const lent = created(loanFamily, { type: 'loan', event: 'LEND', memberId: 'M-1', copyId: 'CP-1', date: SAMPLE_DATE, ...lend });
    const renew = (dueDate: string, overdue = 0) => ({ type: 'RENEW', maxRenewals: 1, overdueDays: overdue, graceDays: 2, dueDate });
    refused(loanFamily.decide(lent, renew('2025-02-12', 3)), 'loan.overdueBeyondGrace');
    const once = run(loanFamily, lent, renew('2025-02-12', 2)).state;
    expect(once.context).toMatchObject({ renewals: 1, dueDate: '2025-02-12' });
    refused(loanFamily.decide(once, renew('2025-02-26')), 'loan.maxRenewalsReached');
  });

  it('overdue is derived from the due date and today', () => {
    const lent = created(loanFamily, { type: 'loan', event: 'LEND', memberId: 'M-1', copyId: 'CP-1', date: SAMPLE_DATE, ...lend });
    expect(overdueDays(lent.context as unknown as LoanContext, '2025-01-29')).toBe(0);
    expect(overdueDays(lent.context as unknown as LoanContext, '2025-02-03')).toBe(5);
    expect(isOverdue(lent, '2025-01-30')).toBe(true);
    expect(isOverdue(run(loanFamily, lent, { type: 'RETURN', date: '2025-02-03' }).state, '2025-02-03')).toBe(false);
  });
});

describe('e-documents', () => {
  const doc = (type: string) => created(edocumentFamily, { type, documentId: 'R-1', date: SAMPLE_DATE });

  it('a failed send stays queued, counting attempts and keeping the last error', () => {
    const queued = run(edocumentFamily, doc('eInvoice'), { type: 'QUEUE' });
    expect(queued.effects).toEqual([{ type: 'sendEDocument', params: { documentId: 'R-1', type: 'eInvoice' } }]);
    const failed = run(edocumentFamily, queued.state, { type: 'SEND_FAILED', error: 'timeout' }, { type: 'SEND_FAILED', error: 'HTTP 503' }).state;
    expect(failed).toMatchObject({ status: 'queued', context: { attempts: 2, lastError: 'HTTP 503' } });
    refused(edocumentFamily.decide(failed, { type: 'SEND_FAILED' }), 'edocument.errorRequired');
    const sent = run(edocumentFamily, failed, { type: 'SENT', envelopeId: 'E-1' }).state;
    expect(sent.context.attempts).toBe(3);
  });

  it('an e-invoice is answered; an e-archive is reported; an e-waybill cannot be cancelled', () => {
    const atGib = (type: string) => run(edocumentFamily, doc(type), { type: 'QUEUE' }, { type: 'SENT' }, { type: 'TAX_AUTHORITY_ACCEPTED' }).state;
    expect(run(edocumentFamily, atGib('eInvoice'), { type: 'REJECT', answer: 'wrong price' }).state).toMatchObject({
      status: 'rejected',
      context: { answer: 'wrong price' },
    });
    refused(edocumentFamily.decide(atGib('eInvoice'), { type: 'REPORT' }), 'edocument.onlyArchiveReported');
    refused(edocumentFamily.decide(atGib('eArchive'), { type: 'APPROVE' }), 'edocument.archiveHasNoAnswer');
    const reported = run(edocumentFamily, atGib('eArchive'), { type: 'REPORT' }).state;
    expect(run(edocumentFamily, reported, { type: 'CANCEL' }).state.status).toBe('cancelled');
    refused(edocumentFamily.decide(doc('eWaybill'), { type: 'CANCEL' }), 'edocument.waybillCannotBeCancelled');
    refused(edocumentFamily.decide(atGib('eWaybill'), { type: 'CANCEL' }), 'edocument.waybillCannotBeCancelled');
    expect(run(edocumentFamily, atGib('eWaybill'), { type: 'REJECT' }).state.status).toBe('rejected');
  });
});

describe('cash box session', () => {
  it('CLOSE writes an exact Z report: count, per VAT rate, per payment type, cumulative, expected cash', () => {
    const open = created(cashBoxFamily, { type: 'cashBoxSession', number: 'Z-1', cashBoxId: 'CB-1', date: SAMPLE_DATE, openingBalance: '100' });
    const d = run(cashBoxFamily, open, { type: 'CLOSE', date: SAMPLE_DATE, previousCumulative: '1000.00', receipts: SAMPLE_SESSION_RECEIPTS });
    const z = {
      date: SAMPLE_DATE,
      receiptCount: 3,
      // 20.00 + 4.00; R-2: 5.50 + 0.55 and 3.00 + 0.03; R-3 (return): −10.00 − 2.00
      byVatRate: [
        { vatRate: 1, base: '3.00', tax: '0.03' },
        { vatRate: 10, base: '5.50', tax: '0.55' },
        { vatRate: 20, base: '10.00', tax: '2.00' },
      ],
      byPaymentType: [
        { paymentType: 'cash', amount: '12.00' },
        { paymentType: 'card', amount: '9.08' },
      ],
      total: '21.08',
      cumulativeTotal: '1021.08',
      expectedCash: '112.00',
    };
    expect(d.state).toMatchObject({ status: 'closed', context: { z } });
    expect(d.effects).toEqual([{ type: 'zReport', params: { cashBoxId: 'CB-1', ...z } }]);
    refused(cashBoxFamily.decide(d.state, { type: 'CLOSE', date: SAMPLE_DATE, receipts: [] }), 'cashbox.alreadyClosed');
    refused(
      cashBoxFamily.decide(open, { type: 'CLOSE', date: SAMPLE_DATE, receipts: [SAMPLE_SESSION_RECEIPTS[0], SAMPLE_SESSION_RECEIPTS[0]] }),
      'cashbox.invalidFacts',
    );
  });
});

describe('the cash a session books', () => {
  const session = { type: 'cashBoxSession', number: 'Z-1', cashBoxId: 'CB-1', date: SAMPLE_DATE, openingBalance: '500.00' };
  const cashMoves = (effects: readonly { type: string; params: Record<string, unknown> }[]) =>
    effects.filter((e) => e.type === 'cashMove').map((e) => e.params);
  const opened = (carriedCash: string) => {
    const d = cashBoxFamily.create({ ...session, carriedCash });
    if (!d.ok) throw new Error(d.reason);
    return d;
  };
  // one cash sale of 457.05 + 91.41 VAT = 548.46
  const sale = [{ id: 'R-1', type: 'posSale', paymentType: 'cash', lines: [{ quantity: '1', unitPrice: '457.05', vatRate: 20 }] }];
  const close = (countedCash?: string) =>
    run(cashBoxFamily, opened('0.00').state, {
      type: 'CLOSE',
      date: SAMPLE_DATE,
      receipts: sale,
      openedAt: '2025-01-15T07:00:00.000Z',
      closedAt: '2025-01-15T19:30:00.000Z',
      ...(countedCash ? { countedCash } : {}),
    });

  it('opening makes the float part of the box: the difference from the cash it held is booked, nothing when they agree', () => {
    expect(cashMoves(opened('0.00').effects)).toEqual([
      { cashBoxId: 'CB-1', direction: 'in', amount: '500.00', paymentType: 'cash', kind: 'opening', date: SAMPLE_DATE },
    ]);
    expect(cashMoves(opened('1040.00').effects)).toEqual([
      { cashBoxId: 'CB-1', direction: 'out', amount: '540.00', paymentType: 'cash', kind: 'opening', date: SAMPLE_DATE },
    ]);
    expect(cashMoves(opened('500').effects)).toEqual([]);
    // a session opened before the carried cash was a fact (its journal replays as it was) booked nothing
    const old = cashBoxFamily.create(session);
    expect(old.ok && old.effects).toEqual([]);
    refused(cashBoxFamily.create({ ...session, carriedCash: 'a lot' }), 'cashbox.invalidFacts');
  });

  it('closing with a count books the over or short with its sign; the Z report keeps the opening and closing times', () => {
    const short = close('1040.00');
    expect(short.state.context.z).toMatchObject({
      expectedCash: '1048.46',
      countedCash: '1040.00',
      difference: '-8.46',
      openedAt: '2025-01-15T07:00:00.000Z',
      closedAt: '2025-01-15T19:30:00.000Z',
    });
    expect(cashMoves(short.effects)).toEqual([
      { cashBoxId: 'CB-1', direction: 'out', amount: '8.46', paymentType: 'cash', kind: 'overShort', date: SAMPLE_DATE },
    ]);
    expect(cashMoves(close('1050.00').effects)).toEqual([
      { cashBoxId: 'CB-1', direction: 'in', amount: '1.54', paymentType: 'cash', kind: 'overShort', date: SAMPLE_DATE },
    ]);
    expect(cashMoves(close('1048.46').effects)).toEqual([]);
    expect(cashMoves(close().effects)).toEqual([]);
    refused(cashBoxFamily.decide(opened('0').state, { type: 'CLOSE', date: SAMPLE_DATE, receipts: [], closedAt: 'yesterday' }), 'cashbox.invalidFacts');
  });
});

describe('jobs and tasks', () => {
  it('pending → inProcess → completed; pending → cancelled; a job in process cannot be cancelled', () => {
    const s = created(jobFamily, { type: 'task', date: SAMPLE_DATE, title: 'Call' });
    expect(s.context.priority).toBe('medium');
    refused(jobFamily.create({ type: 'task', date: SAMPLE_DATE, title: 'x', priority: 'urgent' }), 'job.invalidPriority');
    refused(jobFamily.create({ type: 'task', date: SAMPLE_DATE }), 'job.titleRequired');
    const started = run(jobFamily, s, { type: 'EDIT', priority: 'high' }, { type: 'START' }).state;
    refused(jobFamily.decide(started, { type: 'CANCEL' }), 'job.inProcessCannotCancel');
    refused(jobFamily.decide(started, { type: 'EDIT', priority: 'low' }), 'job.locked');
    expect(run(jobFamily, started, { type: 'COMPLETE' }).state).toMatchObject({ status: 'completed', context: { priority: 'high' } });
    expect(run(jobFamily, s, { type: 'CANCEL' }).state.status).toBe('cancelled');
  });
});
