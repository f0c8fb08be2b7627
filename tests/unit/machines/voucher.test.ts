import { describe, expect, it } from 'vitest';
import { voucherFamily } from '../../../machines';
import { SAMPLE_DATE } from '../../support/samples';
import { created, refused, run } from './helpers';

const input = (extra: Record<string, unknown> = {}) => ({
  type: 'receivableVoucher',
  number: 'AD-1',
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  amount: '1234.5',
  ...extra,
});
const move = (accountId: string, side: string, amount: string) => ({
  type: 'accountMove',
  params: { accountId, side, amount, currency: 'TRY', date: SAMPLE_DATE, kind: 'voucher' },
});

describe('current-account vouchers', () => {
  it('creation checks every field; the amount keeps two decimals; a draft moves nothing', () => {
    const d = voucherFamily.create(input({ accountId: 7 }));
    expect(d.ok && d.state).toMatchObject({ status: 'draft', context: { accountId: '7', amount: '1234.50', currency: 'TRY', printed: false } });
    expect(d.ok && d.effects).toEqual([]);
    refused(voucherFamily.create(input({ accountId: undefined })), 'voucher.accountRequired');
    for (const amount of ['0', '0.00', '-1', '1.005', '1,5', 12]) refused(voucherFamily.create(input({ amount })), 'voucher.invalidAmount');
    refused(voucherFamily.create(input({ type: 'transferVoucher' })), 'voucher.targetAccountRequired');
    refused(voucherFamily.create(input({ type: 'transferVoucher', targetAccountId: 'ACC-1' })), 'voucher.sameAccount');
    refused(voucherFamily.create(input({ targetAccountId: 'ACC-2' })), 'document.invalidField');
    refused(voucherFamily.create(input({ dueDate: '2025-02-30' })), 'document.invalidDate');
    refused(voucherFamily.create(input({ type: 'voucher' })), 'document.unknownType');
  });

  it('completion credits (receivable), debits (payable), or debits one and credits the other (transfer)', () => {
    expect(run(voucherFamily, created(voucherFamily, input()), { type: 'COMPLETE' }).effects).toEqual([move('ACC-1', 'credit', '1234.50')]);
    expect(run(voucherFamily, created(voucherFamily, input({ type: 'payableVoucher' })), { type: 'COMPLETE' }).effects).toEqual([
      move('ACC-1', 'debit', '1234.50'),
    ]);
    expect(run(voucherFamily, created(voucherFamily, input({ type: 'transferVoucher', targetAccountId: 'ACC-2' })), { type: 'COMPLETE' }).effects).toEqual([
      move('ACC-1', 'debit', '1234.50'),
      move('ACC-2', 'credit', '1234.50'),
    ]);
  });

  it('EDIT only in draft and only to a valid voucher; completed and closed are locked; CANCEL only from draft', () => {
    const draft = created(voucherFamily, input({ description: 'x' }));
    const edited = run(voucherFamily, draft, { type: 'EDIT', amount: '10', description: null, dueDate: '2025-03-01' }).state;
    expect(edited.context).toMatchObject({ amount: '10.00', dueDate: '2025-03-01' });
    expect(edited.context.description).toBeUndefined();
    refused(voucherFamily.decide(draft, { type: 'EDIT', accountId: null }), 'voucher.accountRequired');
    refused(voucherFamily.decide(draft, { type: 'EDIT', amount: '0' }), 'voucher.invalidAmount');
    const done = run(voucherFamily, edited, { type: 'COMPLETE' }).state;
    expect(voucherFamily.allowedEvents(done).sort()).toEqual(['CLOSE', 'PRINT']);
    refused(voucherFamily.decide(done, { type: 'EDIT', amount: '1' }), 'voucher.locked');
    refused(voucherFamily.decide(done, { type: 'CANCEL' }), 'voucher.completedCannotCancel');
    refused(voucherFamily.decide(done, { type: 'COMPLETE' }), 'common.eventNotAllowed');
    const closed = run(voucherFamily, done, { type: 'CLOSE' }).state;
    refused(voucherFamily.decide(closed, { type: 'EDIT', amount: '1' }), 'voucher.locked');
    const cancelled = run(voucherFamily, draft, { type: 'CANCEL' });
    expect(cancelled.state.status).toBe('cancelled');
    expect(cancelled.effects).toEqual([]);
    refused(voucherFamily.decide(cancelled.state, { type: 'COMPLETE' }), 'common.eventNotAllowed');
  });
});
