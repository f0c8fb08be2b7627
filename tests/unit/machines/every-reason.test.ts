import { describe, expect, it } from 'vitest';
import {
  REASON_CODES,
  buildConversionInput,
  buildConversionLines,
  buildMergedConversionInput,
  cashBoxFamily,
  edocumentFamily,
  jobFamily,
  orderFamily,
  receiptFamily,
  voucherFamily,
  cashVoucherFamily,
  pointsVoucherFamily,
  type StoredState,
} from '../../../machines';
import { ownChequeFamily, receivedChequeFamily } from '../../../machines/cheque/machine';
import { loanFamily } from '../../../machines/loan/machine';
import type { Decision } from '../../../machines/types';
import { cashShortages, negativeCashReason } from '../../../src/domain/cash/negative-cash';
import { SAMPLE_DATE, SAMPLE_LINES } from '../../support/samples';
import { DEFAULT_LOYALTY } from '../../../src/domain/loyalty/settings';
import { Dec } from '../../../src/domain/money/decimal';
import { created, run } from './helpers';

/**
 * Every reason a machine or a conversion can give is given by at least one example here, and each example
 * asserts that exact reason: remove the guard that gives it and the example is accepted, or refused with
 * another reason, and fails. The last test keeps the table complete: a new reason code needs an example.
 */
const line = (extra: Record<string, unknown> = {}) => ({ productId: 'P1', quantity: '1', unitPrice: '10.00', vatRate: 20, ...extra });
const receipt = (extra: Record<string, unknown> = {}) => ({
  type: 'salesInvoice',
  number: 'R-1',
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  warehouseId: 'W1',
  lines: [line()],
  ...extra,
});
const draftReceipt = (extra: Record<string, unknown> = {}) => created(receiptFamily, receipt(extra));
const completedReceipt = () => run(receiptFamily, draftReceipt({ paymentType: 'card' }), { type: 'START' }, { type: 'COMPLETE' }).state;
const order = (extra: Record<string, unknown> = {}) =>
  created(orderFamily, { type: 'salesOrder', number: 'O-1', date: SAMPLE_DATE, accountId: 'ACC-1', lines: [line({ quantity: '3' })], ...extra });
/** A sales invoice of 12.00 paid 10.00 in cash and `points` liras with points, completed with the server's `loyalty` fact. */
const paidWithPoints = (points: string, fact: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  run(
    receiptFamily,
    draftReceipt({ paymentType: 'mixed', cashBoxId: 'CB-1', payments: { cash: new Dec(12).minus(points).toFixed(2), card: '0.00', points }, ...extra }),
    { type: 'START' },
  ).state;
const loyalty = (settings: Record<string, unknown> = {}, balance = 100) => ({
  loyalty: { settings: { ...DEFAULT_LOYALTY, enabled: true, pointValue: '0.10', ...settings }, balance, categories: {} },
});
const completeWithPoints = (points: string, fact: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  receiptFamily.decide(paidWithPoints(points, fact, extra), { type: 'COMPLETE', ...fact });
const pointsVoucher = (extra: Record<string, unknown> = {}) => ({
  type: 'pointsOut',
  number: 'P-1',
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  points: 10,
  reason: 'düzeltme',
  ...extra,
});
const approvedOrder = () => run(orderFamily, order(), { type: 'APPROVE' }).state;
const cheque = (type = 'receivedCheque', extra: Record<string, unknown> = {}) => ({
  type,
  number: 'C-1',
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  amount: '100.00',
  dueDate: '2025-03-01',
  ...extra,
});
const receivedFamily = receivedChequeFamily;
const member = { memberActive: true, memberLoanCount: 0, loanLimit: 3, copyFree: true };
const lend = (extra: Record<string, unknown> = {}) => ({
  type: 'loan',
  event: 'LEND',
  memberId: 'M-1',
  copyId: 'CP-1',
  date: SAMPLE_DATE,
  dueDate: '2025-01-29',
  ...member,
  ...extra,
});
const lent = () => created(loanFamily, lend());
/** The accounts' currencies, as the server supplies them on COMPLETE. */
const TRY_FACTS = { cashAccountCurrency: 'TRY', targetCashAccountCurrency: 'TRY' };
/** A library receipt of 10,00 of fines, with the facts the server adds: the member owes 10,00 and has an account. */
const libraryReceipt = (extra: Record<string, unknown> = {}) =>
  cashVoucher({ type: 'libraryReceipt', accountId: undefined, memberId: 'M-1', memberAccountId: 'ACC-1', memberFinesOwed: '10.00', amount: '10.00', ...extra });
const cashVoucher = (extra: Record<string, unknown> = {}) => ({
  type: 'collection',
  number: 'K-1',
  date: SAMPLE_DATE,
  cashAccountId: 'CB-1',
  accountId: 'ACC-1',
  amount: '100.00',
  cashAccountCurrency: 'TRY',
  ...extra,
});
const voucher = (extra: Record<string, unknown> = {}) => ({
  type: 'receivableVoucher',
  number: 'D-1',
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  amount: '10.00',
  ...extra,
});
const edocument = (type = 'eInvoice') => created(edocumentFamily, { type, documentId: 'R-1', date: SAMPLE_DATE });
const session = () => created(cashBoxFamily, { type: 'cashBoxSession', number: 'Z-1', cashBoxId: 'CB-1', date: SAMPLE_DATE });
const job = () => created(jobFamily, { type: 'job', date: SAMPLE_DATE, title: 'Count' });
const asStored = (d: unknown): StoredState => d as StoredState;

const EXAMPLES: Record<string, () => Decision | { ok: false; reason: string } | { ok: true }> = {
  'common.eventNotAllowed': () => receiptFamily.decide(draftReceipt(), { type: 'COMPLETE' }),
  'common.invalidInput': () => receiptFamily.create(null as never),
  'common.invalidState': () => receiptFamily.decide(asStored({ status: 'nowhere', context: {} }), { type: 'START' }),
  'common.invalidEvent': () => receiptFamily.decide(draftReceipt(), { type: 'start' }),
  'common.factsMissing': () =>
    receiptFamily.decide(run(receiptFamily, draftReceipt({ type: 'posSale', paymentType: 'cash', cashBoxId: 'CB-1' }), { type: 'START' }).state, {
      type: 'COMPLETE',
    }),
  'document.unknownType': () => receiptFamily.create(receipt({ type: 'bogus' })),
  'document.numberRequired': () => receiptFamily.create(receipt({ number: '' })),
  'document.invalidDate': () => receiptFamily.create(receipt({ date: '2025-02-30' })),
  'document.invalidField': () => receiptFamily.create(receipt({ note: 42 })),
  'document.invalidCurrency': () => receiptFamily.create(receipt({ currency: 'lira' })),
  'document.invalidExchangeRate': () => receiptFamily.create(receipt({ currency: 'USD', exchangeRate: '-1' })),
  'document.cancelled': () => receiptFamily.decide(run(receiptFamily, draftReceipt(), { type: 'CANCEL' }).state, { type: 'EDIT', note: 'x' }),
  'document.locked': () => edocumentFamily.decide(run(edocumentFamily, edocument(), { type: 'QUEUE' }).state, { type: 'EDIT', note: 'x' }),
  'line.invalid': () => receiptFamily.create(receipt({ lines: ['x'] })),
  'line.invalidQuantity': () => receiptFamily.create(receipt({ lines: [line({ quantity: '1,5' })] })),
  'line.invalidPrice': () => receiptFamily.create(receipt({ lines: [line({ unitPrice: '-1' })] })),
  'line.invalidMultiplier': () => receiptFamily.create(receipt({ lines: [line({ multiplier: '0' })] })),
  'line.invalidDiscountRate': () => receiptFamily.create(receipt({ lines: [line({ discountRate: '101' })] })),
  'line.invalidVatRate': () => receiptFamily.create(receipt({ lines: [line({ vatRate: 7 })] })),
  'line.amountTooLarge': () => receiptFamily.create(receipt({ lines: [line({ quantity: '99999999999999', unitPrice: '99999999999999' })] })),
  'line.totalTooLarge': () => receiptFamily.create(receipt({ lines: Array.from({ length: 200 }, () => line({ quantity: '99999', unitPrice: '9999999999' })) })),
  'line.invalidWithholding': () => receiptFamily.create(receipt({ lines: [line({ withholdingCode: '601', withholdingPercent: 50 })] })),
  'line.invalidExemption': () => receiptFamily.create(receipt({ lines: [line({ exemptionCode: '301', vatRate: 20 })] })),
  'line.mixedTaxTreatment': () =>
    receiptFamily.create(receipt({ lines: [line({ withholdingCode: '601', withholdingPercent: 40 }), line({ id: 'B', exemptionCode: '301', vatRate: 0 })] })),
  'line.duplicateId': () => receiptFamily.create(receipt({ lines: [line({ id: 'A' }), line({ id: 'A' })] })),
  'line.productRequired': () => receiptFamily.decide(draftReceipt({ lines: [line({ productId: undefined })] }), { type: 'START' }),
  'line.quantityRequired': () => receiptFamily.decide(draftReceipt({ lines: [line({ quantity: '0' })] }), { type: 'START' }),
  'supply.invalidLines': () => receiptFamily.decide(completedReceipt(), { type: 'SUPPLY', lines: 'all' }),
  'supply.invalidQuantity': () => receiptFamily.decide(completedReceipt(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '0' }] }),
  'supply.unknownLine': () => receiptFamily.decide(completedReceipt(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L9', quantity: '1' }] }),
  'receipt.noLines': () => receiptFamily.decide(draftReceipt({ lines: [] }), { type: 'START' }),
  'receipt.tooManyLines': () => receiptFamily.create(receipt({ lines: Array.from({ length: 1251 }, () => line()) })),
  'receipt.invalidPaymentType': () => receiptFamily.create(receipt({ paymentType: 'barter' })),
  'receipt.accountRequired': () => receiptFamily.decide(draftReceipt({ accountId: undefined }), { type: 'START' }),
  'receipt.paymentTypeRequired': () => receiptFamily.decide(draftReceipt({ type: 'posSale', accountId: undefined }), { type: 'START' }),
  'receipt.paymentMismatch': () => receiptFamily.decide(draftReceipt({ paymentType: 'mixed', payments: { cash: '1.00', card: '1.00' } }), { type: 'START' }),
  'receipt.warehouseRequired': () => receiptFamily.decide(draftReceipt({ warehouseId: undefined }), { type: 'START' }),
  'receipt.targetWarehouseRequired': () =>
    receiptFamily.decide(draftReceipt({ type: 'stockTransfer', accountId: undefined, warehouseId: 'W1' }), { type: 'START' }),
  'receipt.sameWarehouse': () =>
    receiptFamily.decide(draftReceipt({ type: 'stockTransfer', accountId: undefined, warehouseId: 'W1', targetWarehouseId: 'W1' }), { type: 'START' }),
  'receipt.unknownJob': () => receiptFamily.create(receipt({ jobId: '99', jobKnown: false })),
  'receipt.jobCancelled': () => receiptFamily.create(receipt({ jobId: '98', jobKnown: true, jobTakesSales: false })),
  'receipt.campaignRemovalNotPermitted': () =>
    receiptFamily.create(
      receipt({
        removedCampaigns: ['5'],
        campaignOffer: { campaigns: [], productGroups: {}, shopper: {}, at: { date: SAMPLE_DATE, weekday: 1, minute: 600 }, mayRemove: false },
      }),
    ),
  'receipt.notASet': () => receiptFamily.create(receipt({ type: 'setProduction', accountId: undefined, setComponents: {} })),
  'receipt.discountNotPurchase': () => receiptFamily.create(receipt({ type: 'salesWaybill', documentDiscount: { amount: '1.00' } })),
  // a buyer with no VKN (a person's TCKN) withholds no VAT
  'receipt.withholdingNeedsVkn': () =>
    receiptFamily.create(receipt({ lines: [line({ withholdingCode: '601', withholdingPercent: 40 })], buyerTaxNumber: '10000000146' })),
  'receipt.quantityExceedsSource': () =>
    receiptFamily.decide(
      run(receiptFamily, draftReceipt({ sourceId: 'O-1', sourceType: 'salesOrder', lines: [line({ sourceLineId: 'L1', quantity: '2' })] }), { type: 'START' })
        .state,
      { type: 'COMPLETE', sourceRemaining: { L1: '1' } },
    ),
  'receipt.negativeStock': () =>
    receiptFamily.decide(run(receiptFamily, draftReceipt(), { type: 'START' }).state, {
      type: 'COMPLETE',
      stockLevels: { 'W1/P1': { onHand: '0.5', policy: 'refuse', warehouseId: 'W1' } },
    }),
  'receipt.cashBoxOpen': () => receiptFamily.decide(completedReceipt(), { type: 'CLOSE', cashBoxOpen: true }),
  'receipt.cashBoxNotOpen': () =>
    receiptFamily.decide(run(receiptFamily, draftReceipt({ type: 'posSale', paymentType: 'cash', cashBoxId: 'CB-1' }), { type: 'START' }).state, {
      type: 'COMPLETE',
      cashBoxOpen: false,
    }),
  'receipt.alreadyConverted': () => receiptFamily.decide(completedReceipt(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '2' }] }),
  'receipt.locked': () => receiptFamily.decide(completedReceipt(), { type: 'EDIT', note: 'x' }),
  'receipt.inProcessCannotCancel': () => receiptFamily.decide(run(receiptFamily, draftReceipt(), { type: 'START' }).state, { type: 'CANCEL' }),
  'receipt.completedCannotCancel': () => receiptFamily.decide(completedReceipt(), { type: 'CANCEL' }),
  'fastSale.cannotChangePrice': () => receiptFamily.create(receipt({ type: 'posSale', fastSale: { permitted: false, prices: { P1: ['12.00'] } } })),
  'fastSale.cannotDeleteLine': () =>
    receiptFamily.decide(draftReceipt({ type: 'posSale', lines: [line(), line({ productId: 'P2' })] }), {
      type: 'EDIT',
      lines: [line({ id: 'L1' })],
      fastSale: { permitted: false, prices: { P1: ['10.00'] } },
    }),
  'fastSale.cannotDeleteReceipt': () => receiptFamily.decide(draftReceipt({ type: 'posSale' }), { type: 'CANCEL', fastSale: { permitted: false, prices: {} } }),
  'order.noLines': () => orderFamily.decide(order({ lines: [] }), { type: 'APPROVE' }),
  'order.tooManyLines': () => orderFamily.create({ type: 'salesOrder', number: 'O-1', date: SAMPLE_DATE, lines: Array.from({ length: 1251 }, () => line()) }),
  'order.accountRequired': () => orderFamily.decide(order({ accountId: undefined }), { type: 'APPROVE' }),
  'order.quantityExceedsSource': () =>
    orderFamily.decide(order({ sourceId: 'B-1', sourceType: 'posSale', lines: [line({ sourceLineId: 'L1', quantity: '2' })] }), {
      type: 'APPROVE',
      sourceRemaining: { L1: '1' },
    }),
  'order.alreadySupplied': () =>
    orderFamily.decide(run(orderFamily, approvedOrder(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '1' }] }).state, { type: 'CANCEL' }),
  'order.quantityExceedsRemaining': () => orderFamily.decide(approvedOrder(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '4' }] }),
  'order.shortCloseReasonRequired': () => orderFamily.decide(approvedOrder(), { type: 'SHORT_CLOSE' }),
  'order.locked': () => orderFamily.decide(approvedOrder(), { type: 'EDIT', note: 'x' }),
  'order.alreadyCompleted': () =>
    orderFamily.decide(run(orderFamily, approvedOrder(), { type: 'SUPPLY', lines: [{ sourceLineId: 'L1', quantity: '3' }] }).state, { type: 'CANCEL' }),
  'order.campaignRemovalNotPermitted': () =>
    orderFamily.decide(order(), {
      type: 'EDIT',
      removedCampaigns: ['5'],
      campaignOffer: { campaigns: [], productGroups: {}, shopper: {}, at: { date: SAMPLE_DATE, weekday: 1, minute: 600 }, mayRemove: false },
    }),
  'conversion.notAllowed': () => buildConversionInput({ id: 'O-1', ...approvedOrder() }, 'salesOrder', { number: 'X', date: SAMPLE_DATE }) as never,
  'conversion.sourceNotReady': () => buildConversionInput({ id: 'O-1', ...order() }, 'salesInvoice', { number: 'X', date: SAMPLE_DATE }) as never,
  'conversion.unknownLine': () => buildConversionLines(approvedOrder().context as never, [{ sourceLineId: 'L9', quantity: '1' }]) as never,
  'conversion.invalidQuantity': () => buildConversionLines(approvedOrder().context as never, [{ sourceLineId: 'L1', quantity: '0' }]) as never,
  'conversion.quantityExceedsRemaining': () => buildConversionLines(approvedOrder().context as never, [{ sourceLineId: 'L1', quantity: '4' }]) as never,
  'conversion.nothingRemaining': () => buildConversionLines({ lines: [] } as never) as never,
  'conversion.sourcesDiffer': () => {
    const waybill = (accountId: string, id: string) => ({
      id,
      ...run(receiptFamily, draftReceipt({ type: 'salesWaybill', accountId }), { type: 'START' }, { type: 'COMPLETE' }).state,
    });
    return buildMergedConversionInput([waybill('ACC-1', 'W-1'), waybill('ACC-2', 'W-2')], 'salesInvoice', { number: 'X', date: SAMPLE_DATE }) as never;
  },
  'conversion.tooManySources': () => {
    const waybill = { ...run(receiptFamily, draftReceipt({ type: 'salesWaybill' }), { type: 'START' }, { type: 'COMPLETE' }).state };
    return buildMergedConversionInput(
      Array.from({ length: 51 }, (_, i) => ({ id: `W-${i}`, ...waybill })),
      'salesInvoice',
      { number: 'X', date: SAMPLE_DATE },
    ) as never;
  },
  'cheque.invalidAmount': () => receivedFamily.create(cheque('receivedCheque', { amount: '0' })),
  'cheque.accountRequired': () => receivedFamily.create(cheque('receivedCheque', { accountId: '' })),
  'cheque.dueDateRequired': () => receivedFamily.create(cheque('receivedCheque', { dueDate: 'soon' })),
  'cheque.endorseAccountRequired': () => receivedFamily.decide(created(receivedFamily, cheque()), { type: 'ENDORSE' }),
  'cheque.endorseToSupplier': () =>
    receivedFamily.decide(created(receivedFamily, cheque()), { type: 'ENDORSE', accountId: 'ACC-1', endorseAccountKind: 'customer' }),
  'cheque.cashAccountRequired': () => receivedFamily.decide(created(receivedFamily, cheque()), { type: 'COLLECT' }),
  'cheque.indivisible': () => receivedFamily.decide(created(receivedFamily, cheque()), { type: 'ENDORSE', accountId: 'SUP-1', amount: '1.00' }),
  'cheque.locked': () =>
    receivedFamily.decide(run(receivedFamily, created(receivedFamily, cheque()), { type: 'ENDORSE', accountId: 'SUP-1' }).state, { type: 'EDIT', note: 'x' }),
  'cheque.currencyMismatch': () =>
    receivedFamily.decide(created(receivedFamily, cheque()), { type: 'COLLECT', cashAccountId: 'B-1', cashAccountCurrency: 'USD' }),
  'cheque.bounceOnlyAtBank': () => receivedFamily.decide(created(receivedFamily, cheque()), { type: 'BOUNCE' }),
  'cheque.rateRequired': () => receivedFamily.create(cheque('receivedCheque', { currency: 'USD' })),
  'loan.memberRequired': () => loanFamily.create(lend({ memberId: '' })),
  'loan.copyRequired': () => loanFamily.create(lend({ copyId: '' })),
  'loan.dueDateRequired': () => loanFamily.create(lend({ dueDate: '2025-01-01' })),
  'loan.copyNotFree': () => loanFamily.create(lend({ event: 'RESERVE', copyFree: false })),
  'loan.memberInactive': () => loanFamily.create(lend({ memberActive: false })),
  'loan.loanLimitReached': () => loanFamily.create(lend({ memberLoanCount: 3 })),
  'loan.copyNotAvailable': () => loanFamily.create(lend({ copyFree: false })),
  'loan.maxRenewalsReached': () => loanFamily.decide(lent(), { type: 'RENEW', maxRenewals: 0, overdueDays: 0, graceDays: 3, dueDate: '2025-02-12' }),
  'loan.overdueBeyondGrace': () => loanFamily.decide(lent(), { type: 'RENEW', maxRenewals: 2, overdueDays: 5, graceDays: 3, dueDate: '2025-02-12' }),
  'loan.memberExpired': () => loanFamily.create(lend({ memberExpired: true })),
  'loan.heldByOther': () =>
    loanFamily.decide(lent(), { type: 'RENEW', maxRenewals: 2, overdueDays: 0, graceDays: 3, heldByOther: true, dueDate: '2025-02-12' }),
  'edocument.documentRequired': () => edocumentFamily.create({ type: 'eInvoice', date: SAMPLE_DATE }),
  'edocument.waybillCannotBeCancelled': () => edocumentFamily.decide(edocument('eWaybill'), { type: 'CANCEL' }),
  'edocument.onlyArchiveReported': () =>
    edocumentFamily.decide(
      run(edocumentFamily, edocument(), { type: 'QUEUE' }, { type: 'SENT', envelopeId: 'E-1' }, { type: 'TAX_AUTHORITY_ACCEPTED' }).state,
      { type: 'REPORT' },
    ),
  'edocument.archiveHasNoAnswer': () =>
    edocumentFamily.decide(
      run(edocumentFamily, edocument('eArchive'), { type: 'QUEUE' }, { type: 'SENT', envelopeId: 'E-1' }, { type: 'TAX_AUTHORITY_ACCEPTED' }).state,
      { type: 'APPROVE', answer: 'ok' },
    ),
  'edocument.errorRequired': () => edocumentFamily.decide(run(edocumentFamily, edocument(), { type: 'QUEUE' }).state, { type: 'SEND_FAILED' }),
  'cashbox.invalidFacts': () => cashBoxFamily.decide(session(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: [{ id: 'R-1' }] }),
  'cashbox.alreadyOpen': () => cashBoxFamily.create({ type: 'cashBoxSession', number: 'K-1', cashBoxId: 'CB-1', date: SAMPLE_DATE, cashBoxOpen: true }),
  'cashbox.alreadyClosed': () =>
    cashBoxFamily.decide(run(cashBoxFamily, session(), { type: 'CLOSE', date: SAMPLE_DATE, receipts: [] }).state, {
      type: 'CLOSE',
      date: SAMPLE_DATE,
      receipts: [],
    }),
  'job.titleRequired': () => jobFamily.create({ type: 'job', date: SAMPLE_DATE }),
  'job.invalidPriority': () => jobFamily.decide(job(), { type: 'EDIT', priority: 'urgent' }),
  'job.inProcessCannotCancel': () => jobFamily.decide(run(jobFamily, job(), { type: 'START' }).state, { type: 'CANCEL' }),
  'job.invalidKind': () => jobFamily.decide(job(), { type: 'EDIT', kind: 'poetry' }),
  'job.notAJob': () => jobFamily.create({ type: 'note', date: SAMPLE_DATE, title: 'Ring', accountId: '3' }),
  'job.unknownAssignee': () => jobFamily.create({ type: 'task', date: SAMPLE_DATE, title: 'Ring', assigneeId: '99', assigneeKnown: false }),
  'job.locked': () => jobFamily.decide(run(jobFamily, job(), { type: 'START' }, { type: 'COMPLETE' }).state, { type: 'EDIT', title: 'x' }),
  'cash.cashAccountRequired': () => cashVoucherFamily.create(cashVoucher({ cashAccountId: undefined })),
  'cash.accountRequired': () => cashVoucherFamily.create(cashVoucher({ accountId: undefined })),
  'cash.targetCashAccountRequired': () => cashVoucherFamily.create(cashVoucher({ type: 'cashTransfer', accountId: undefined })),
  'cash.sameCashAccount': () => cashVoucherFamily.create(cashVoucher({ type: 'cashTransfer', accountId: undefined, targetCashAccountId: 'CB-1' })),
  'cash.incomeExpenseRequired': () => cashVoucherFamily.create(cashVoucher({ type: 'income', accountId: undefined, incomeExpenseDirection: 'income' })),
  'cash.wrongIncomeExpense': () =>
    cashVoucherFamily.create(cashVoucher({ type: 'expense', accountId: undefined, incomeExpenseId: 'IE-1', incomeExpenseDirection: 'income' })),
  'cash.invalidAmount': () => cashVoucherFamily.create(cashVoucher({ amount: '1.005' })),
  'cash.currencyMismatch': () => cashVoucherFamily.create(cashVoucher({ currency: 'USD' })),
  'cash.rateRequired': () =>
    cashVoucherFamily.create(cashVoucher({ type: 'cashTransfer', accountId: undefined, targetCashAccountId: 'BANK-1', targetCashAccountCurrency: 'USD' })),
  'cash.invalidRate': () => cashVoucherFamily.create(cashVoucher({ cashAccountCurrency: 'USD', exchangeRate: '0' })),
  'cash.targetAmountTooLarge': () =>
    cashVoucherFamily.create(
      cashVoucher({
        type: 'cashTransfer',
        accountId: undefined,
        targetCashAccountId: 'BANK-1',
        targetCashAccountCurrency: 'USD',
        amount: '9999999999999999.00',
        exchangeRate: '2',
        cashAccountCurrency: 'EUR',
      }),
    ),
  'cash.memberRequired': () => cashVoucherFamily.create(libraryReceipt({ memberId: undefined })),
  'cash.memberAccountRequired': () => cashVoucherFamily.create(libraryReceipt({ memberAccountId: null })),
  'cash.invalidFineAmount': () => cashVoucherFamily.create(libraryReceipt({ fineAmount: '12.00' })),
  'cash.finesOverpaid': () => cashVoucherFamily.create(libraryReceipt({ memberFinesOwed: '9.99' })),
  // decided where every document's cash moves are written (the server asks the domain's rule under the accounts' locks)
  'cash.negativeBalance': () => {
    const reason = negativeCashReason(cashShortages([{ cashBoxId: '1', amount: '-60.00' }], { '1': { balance: '50.00', policy: 'refuse' } }));
    return reason ? { ok: false, reason } : { ok: true };
  },
  'cash.locked': () =>
    cashVoucherFamily.decide(run(cashVoucherFamily, created(cashVoucherFamily, cashVoucher()), { type: 'COMPLETE', ...TRY_FACTS }).state, {
      type: 'EDIT',
      amount: '1.00',
    }),
  'cash.completedCannotCancel': () =>
    cashVoucherFamily.decide(run(cashVoucherFamily, created(cashVoucherFamily, cashVoucher()), { type: 'COMPLETE', ...TRY_FACTS }).state, { type: 'CANCEL' }),
  'points.disabled': () => completeWithPoints('2.00', loyalty({ enabled: false })),
  'points.accountRequired': () => completeWithPoints('2.00', loyalty(), { accountId: undefined }),
  'points.notWhole': () => completeWithPoints('2.05', loyalty({ pointValue: '0.10' })),
  'points.belowMinimum': () => completeWithPoints('2.00', loyalty({ minSpend: 21 })),
  'points.exceedsBalance': () => completeWithPoints('2.00', loyalty({}, 19)),
  'points.liraOnly': () => completeWithPoints('2.00', loyalty(), { currency: 'EUR', exchangeRate: '35.000000' }),
  'pointsVoucher.accountRequired': () => pointsVoucherFamily.create(pointsVoucher({ accountId: undefined })),
  'pointsVoucher.invalidPoints': () => pointsVoucherFamily.create(pointsVoucher({ points: 1.5 })),
  'pointsVoucher.reasonRequired': () => pointsVoucherFamily.create(pointsVoucher({ reason: ' ' })),
  'pointsVoucher.exceedsBalance': () =>
    pointsVoucherFamily.decide(created(pointsVoucherFamily, pointsVoucher()), { type: 'COMPLETE', loyalty: { balance: 9 } }),
  'pointsVoucher.locked': () =>
    pointsVoucherFamily.decide(run(pointsVoucherFamily, created(pointsVoucherFamily, pointsVoucher({ type: 'pointsIn' })), { type: 'COMPLETE' }).state, {
      type: 'EDIT',
      points: 2,
    }),
  'pointsVoucher.completedCannotCancel': () =>
    pointsVoucherFamily.decide(run(pointsVoucherFamily, created(pointsVoucherFamily, pointsVoucher({ type: 'pointsIn' })), { type: 'COMPLETE' }).state, {
      type: 'CANCEL',
    }),
  'voucher.accountRequired': () => voucherFamily.create(voucher({ accountId: undefined })),
  'voucher.targetAccountRequired': () => voucherFamily.create(voucher({ type: 'transferVoucher' })),
  'voucher.sameAccount': () => voucherFamily.create(voucher({ type: 'transferVoucher', targetAccountId: 'ACC-1' })),
  'voucher.invalidAmount': () => voucherFamily.create(voucher({ amount: '1.005' })),
  'voucher.rateRequired': () => voucherFamily.create(voucher({ currency: 'EUR' })),
  'voucher.locked': () =>
    voucherFamily.decide(run(voucherFamily, created(voucherFamily, voucher()), { type: 'COMPLETE' }).state, { type: 'EDIT', amount: '1.00' }),
  'voucher.completedCannotCancel': () =>
    voucherFamily.decide(run(voucherFamily, created(voucherFamily, voucher()), { type: 'COMPLETE' }).state, { type: 'CANCEL' }),
};

describe('every reason code is given by an example that asserts it', () => {
  for (const [reason, example] of Object.entries(EXAMPLES)) {
    it(reason, () => expect(example()).toMatchObject({ ok: false, reason }));
  }

  it('the table has an example for every reason code', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...REASON_CODES].sort());
  });

  it('the examples start from valid documents: without the one wrong value each is accepted', () => {
    expect(receiptFamily.create(receipt({ lines: SAMPLE_LINES })).ok).toBe(true);
    expect(loanFamily.create(lend()).ok).toBe(true);
    expect(voucherFamily.create(voucher()).ok).toBe(true);
    expect(receivedFamily.create(cheque()).ok).toBe(true);
    expect(ownChequeFamily.create(cheque('ownCheque')).ok).toBe(true);
  });
});
