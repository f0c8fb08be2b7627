/**
 * Sample creation inputs and events for every family, shared by the unit, property and model-based
 * tests, and by the API tests that replay the same paths over HTTP. Events are plain JSON; those that
 * depend on the document (line ids, remaining quantities, the next due date) are computed from the
 * stored state. Each state is offered events that pass and events that fail its guards.
 */
import { createTestModel } from 'xstate/graph';
import { Dec } from '../../src/domain/money/decimal';
import { lineRemaining } from '../../src/domain/lifecycle/lines';
import type { Family } from '../../machines/family';
import type { DocumentEvent, StoredState } from '../../machines/types';
import { addDays } from '../../src/domain/clock/clock';

export const SAMPLE_DATE = '2025-01-15';

export interface FamilySample {
  family: string;
  /** creation inputs covering the family's types, complete ones first, then incomplete ones */
  inputs: Record<string, unknown>[];
  /** events offered in a state: accepted and refused ones */
  events(state: StoredState): DocumentEvent[];
}

type Line = { id: string; quantity: string; suppliedQuantity?: string; writtenOffQuantity?: string; sourceLineId?: string };
const linesOf = (state: StoredState) => (state.context.lines ?? []) as Line[];

export { addDays };

export const SAMPLE_LINES = [
  { productId: 'P1', quantity: '2', unitPrice: '10.00', vatRate: 20 },
  { productId: 'P2', quantity: '1.5', unitPrice: '3.33', discountRate: '10', vatRate: 10 },
];

// ---------------- receipts ----------------

const receiptHeader: Record<string, Record<string, unknown>> = {
  salesInvoice: { accountId: 'ACC-1', warehouseId: 'W1' },
  purchaseInvoice: { accountId: 'ACC-2', warehouseId: 'W1', paymentType: 'cash', cashBoxId: 'CB-1' },
  salesReturn: { accountId: 'ACC-1', warehouseId: 'W1' },
  purchaseReturn: { accountId: 'ACC-2', warehouseId: 'W1' },
  salesWaybill: { accountId: 'ACC-1', warehouseId: 'W1' },
  purchaseWaybill: { accountId: 'ACC-2', warehouseId: 'W1' },
  stockIn: { warehouseId: 'W1' },
  stockOut: { warehouseId: 'W1' },
  stockTransfer: { warehouseId: 'W1', targetWarehouseId: 'W2' },
  posSale: { paymentType: 'cash', cashBoxId: 'CB-1', warehouseId: 'W1' },
};

export const receiptSample: FamilySample = {
  family: 'receipt',
  inputs: [
    ...Object.entries(receiptHeader).map(([type, header], i) => ({
      type,
      number: `R-${i + 1}`,
      date: SAMPLE_DATE,
      ...header,
      lines: SAMPLE_LINES,
    })),
    // converted from a waybill: points at the source lines
    {
      type: 'salesInvoice',
      number: 'R-20',
      date: SAMPLE_DATE,
      accountId: 'ACC-1',
      sourceId: 'SRC-1',
      sourceType: 'salesWaybill',
      lines: [{ ...SAMPLE_LINES[0], sourceLineId: 'L1' }],
    },
    // incomplete: no account, no lines
    { type: 'salesInvoice', number: 'R-21', date: SAMPLE_DATE },
    { type: 'posSale', number: 'R-22', date: SAMPLE_DATE, lines: SAMPLE_LINES },
  ],
  events(state) {
    const lines = linesOf(state);
    const first = lines[0]?.id ?? 'L1';
    return [
      { type: 'EDIT', note: 'edited' },
      { type: 'EDIT', accountId: 'ACC-1', paymentType: 'card', lines: SAMPLE_LINES },
      { type: 'EDIT', lines: [] },
      { type: 'EDIT', lines: [{ ...SAMPLE_LINES[0], unitPrice: '1,5' }] },
      { type: 'START' },
      { type: 'CANCEL' },
      { type: 'CANCEL', fastSale: { permitted: false, prices: {} } },
      { type: 'EDIT', lines: [{ ...SAMPLE_LINES[0], discountRate: '90' }], fastSale: { permitted: false, prices: {} } },
      { type: 'PRINT' },
      { type: 'COMPLETE', sourceRemaining: { L1: '100' } },
      { type: 'COMPLETE', sourceRemaining: { L1: '0.5' } },
      { type: 'CLOSE', cashBoxOpen: false },
      { type: 'CLOSE', cashBoxOpen: true },
      { type: 'SUPPLY', targetType: 'salesInvoice', lines: [{ sourceLineId: first, quantity: '1' }] },
      { type: 'SUPPLY', targetType: 'salesInvoice', lines: [{ sourceLineId: first, quantity: '999' }] },
    ];
  },
};

// ---------------- orders ----------------

export const orderSample: FamilySample = {
  family: 'order',
  inputs: [
    {
      type: 'salesOrder',
      number: 'O-1',
      date: SAMPLE_DATE,
      accountId: 'ACC-1',
      lines: [{ productId: 'P1', quantity: '0.3', unitPrice: '5.00', vatRate: 20 }, SAMPLE_LINES[0]],
    },
    { type: 'purchaseOrder', number: 'O-2', date: SAMPLE_DATE, accountId: 'ACC-2', lines: SAMPLE_LINES },
    { type: 'offer', number: 'O-3', date: SAMPLE_DATE, lines: SAMPLE_LINES },
    {
      type: 'salesOrder',
      number: 'O-4',
      date: SAMPLE_DATE,
      accountId: 'ACC-1',
      sourceId: 'BASKET-1',
      sourceType: 'posSale',
      lines: [{ ...SAMPLE_LINES[0], sourceLineId: 'L1' }],
    },
    { type: 'salesOrder', number: 'O-5', date: SAMPLE_DATE },
  ],
  events(state) {
    const lines = linesOf(state);
    const open = lines.filter((l) => new Dec(lineRemaining(l)).gt(0));
    const first = open[0] ?? lines[0];
    return [
      { type: 'EDIT', note: 'edited' },
      { type: 'EDIT', accountId: 'ACC-1', lines: SAMPLE_LINES },
      { type: 'EDIT', lines: [] },
      { type: 'APPROVE', sourceRemaining: { L1: '100' } },
      { type: 'APPROVE', sourceRemaining: { L1: '0.1' } },
      { type: 'CANCEL' },
      { type: 'SUPPLY', lines: open.map((l) => ({ sourceLineId: l.id, quantity: lineRemaining(l) })) },
      { type: 'SUPPLY', lines: first ? [{ sourceLineId: first.id, quantity: '0.1' }] : [] },
      { type: 'SUPPLY', lines: first ? [{ sourceLineId: first.id, quantity: '1000' }] : [] },
      { type: 'SHORT_CLOSE', reason: 'The customer no longer needs the rest.' },
      { type: 'SHORT_CLOSE' },
      { type: 'CLOSE' },
    ];
  },
};

// ---------------- cheques ----------------

const chequeInput = (type: string, number: string) => ({
  type,
  number,
  date: SAMPLE_DATE,
  accountId: 'ACC-1',
  amount: '1500.00',
  dueDate: '2025-03-01',
  serialNo: '0012345',
  bank: 'Ziraat',
});

export const receivedChequeSample: FamilySample = {
  family: 'receivedCheque',
  inputs: [chequeInput('receivedCheque', 'C-1'), chequeInput('receivedNote', 'S-1')],
  events: () => [
    { type: 'EDIT', note: 'checked' },
    { type: 'EDIT', dueDate: '2025-02-30' },
    { type: 'ENDORSE', accountId: 'SUP-1' },
    { type: 'ENDORSE' },
    { type: 'ENDORSE', accountId: 'SUP-1', amount: '100.00' },
    { type: 'SEND_TO_BANK', bankAccountId: 'BANK-1' },
    { type: 'COLLECT', cashAccountId: 'CB-1' },
    { type: 'COLLECT', cashAccountId: 'BANK-1', amount: '1500.00' },
    { type: 'COLLECT' },
    { type: 'BOUNCE' },
    { type: 'RETURN' },
    { type: 'RETURN', amount: '1.00' },
  ],
};

export const ownChequeSample: FamilySample = {
  family: 'ownCheque',
  inputs: [chequeInput('ownCheque', 'K-1'), chequeInput('ownNote', 'KS-1')],
  events: () => [
    { type: 'EDIT', note: 'x' },
    { type: 'PAY', cashAccountId: 'BANK-1' },
    { type: 'PAY', cashAccountId: 'CB-1', amount: '1500.00' },
    { type: 'PAY' },
    { type: 'RETURN' },
    { type: 'RETURN', amount: '1.00' },
  ],
};

// ---------------- loans ----------------

const member = { memberActive: true, memberLoanCount: 1, loanLimit: 3 };

export const loanSample: FamilySample = {
  family: 'loan',
  inputs: [
    { type: 'loan', event: 'RESERVE', memberId: 'M-1', copyId: 'CP-1', date: SAMPLE_DATE, copyFree: true },
    { type: 'loan', event: 'LEND', memberId: 'M-1', copyId: 'CP-2', date: SAMPLE_DATE, ...member, copyFree: true, dueDate: addDays(SAMPLE_DATE, 14) },
  ],
  events(state) {
    const due = (state.context.dueDate as string | undefined) ?? SAMPLE_DATE;
    return [
      { type: 'EDIT', note: 'for the reading room' },
      { type: 'EDIT', note: 42 },
      { type: 'LEND', ...member, copyFree: false, reservedForMember: true, date: '2025-01-16', dueDate: '2025-01-30' },
      { type: 'LEND', ...member, memberActive: false, copyFree: true, dueDate: '2025-01-30' },
      { type: 'LEND', ...member, memberLoanCount: 3, copyFree: true, dueDate: '2025-01-30' },
      { type: 'LEND', ...member, copyFree: false, reservedForMember: false, dueDate: '2025-01-30' },
      { type: 'CANCEL' },
      { type: 'RENEW', maxRenewals: 2, overdueDays: 0, graceDays: 3, dueDate: addDays(due, 14) },
      { type: 'RENEW', maxRenewals: 2, overdueDays: 5, graceDays: 3, dueDate: addDays(due, 14) },
      { type: 'RENEW', maxRenewals: 0, overdueDays: 0, graceDays: 3, dueDate: addDays(due, 14) },
      { type: 'RETURN', date: '2025-02-01' },
      { type: 'LOSE', date: '2025-03-01' },
      { type: 'LOSE', date: 'yesterday' },
      { type: 'RETURN', date: '2025-13-01' },
    ];
  },
};

// ---------------- e-documents ----------------

export const edocumentSample: FamilySample = {
  family: 'edocument',
  inputs: ['eInvoice', 'eArchive', 'eWaybill'].map((type) => ({ type, documentId: 'R-1', date: SAMPLE_DATE })),
  events: () => [
    { type: 'EDIT', note: 'x' },
    { type: 'QUEUE' },
    { type: 'SEND_FAILED', error: 'connection timed out' },
    { type: 'SEND_FAILED' },
    { type: 'SENT', envelopeId: 'ENV-1' },
    { type: 'SENT', envelopeId: '' },
    { type: 'TAX_AUTHORITY_ACCEPTED' },
    { type: 'APPROVE', answer: 'accepted' },
    { type: 'REJECT', answer: 'wrong price' },
    { type: 'REPORT' },
    { type: 'CANCEL' },
  ],
};

// ---------------- cash box ----------------

export const SAMPLE_SESSION_RECEIPTS = [
  { id: 'R-1', type: 'posSale', paymentType: 'cash', lines: [{ quantity: '2', unitPrice: '10.00', vatRate: 20 }] },
  {
    id: 'R-2',
    type: 'posSale',
    paymentType: 'card',
    lines: [
      { quantity: '1', unitPrice: '5.50', vatRate: 10 },
      { quantity: '3', unitPrice: '1.00', vatRate: 1 },
    ],
  },
  { id: 'R-3', type: 'salesReturn', paymentType: 'cash', lines: [{ quantity: '1', unitPrice: '10.00', vatRate: 20 }] },
];

export const cashBoxSample: FamilySample = {
  family: 'cashBox',
  inputs: [
    { type: 'cashBoxSession', number: 'Z-1', cashBoxId: 'CB-1', date: SAMPLE_DATE, openingBalance: '100.00' },
    { type: 'cashBoxSession', number: 'Z-2', cashBoxId: 'CB-1', date: SAMPLE_DATE, openingBalance: '100.00', carriedCash: '250.00' },
  ],
  events: () => [
    { type: 'EDIT', openingBalance: '0' },
    { type: 'CLOSE', date: SAMPLE_DATE, previousCumulative: '1000.00', receipts: SAMPLE_SESSION_RECEIPTS },
    {
      type: 'CLOSE',
      date: SAMPLE_DATE,
      receipts: SAMPLE_SESSION_RECEIPTS,
      countedCash: '110.00',
      openedAt: '2025-01-15T07:00:00.000Z',
      closedAt: '2025-01-15T19:30:00.000Z',
    },
    { type: 'CLOSE', date: SAMPLE_DATE, receipts: [{ id: 'R-1' }] },
  ],
};

// ---------------- jobs ----------------

export const jobSample: FamilySample = {
  family: 'job',
  inputs: [
    { type: 'job', date: SAMPLE_DATE, title: 'Count the stock', priority: 'high' },
    { type: 'job', date: SAMPLE_DATE, title: 'Mend the binding', kind: 'repair', accountId: 'ACC-1' },
    { type: 'task', date: SAMPLE_DATE, title: 'Call the supplier' },
    { type: 'note', date: SAMPLE_DATE, title: 'The supplier closes early on Fridays', priority: 'low' },
  ],
  events: () => [
    { type: 'EDIT', priority: 'low', dueDate: '2025-02-01' },
    // a user of the company (the API tests name a real one)
    { type: 'EDIT', assigneeId: 'U-1' },
    { type: 'EDIT', kind: 'poetry' },
    { type: 'EDIT', priority: 'urgent' },
    { type: 'EDIT', title: null },
    { type: 'START' },
    { type: 'COMPLETE' },
    { type: 'CANCEL' },
  ],
};

// ---------------- current-account vouchers ----------------

export const voucherSample: FamilySample = {
  family: 'voucher',
  inputs: [
    { type: 'receivableVoucher', number: 'D-1', date: SAMPLE_DATE, accountId: 'ACC-1', amount: '150.00', description: 'Tahsilat' },
    { type: 'payableVoucher', number: 'D-2', date: SAMPLE_DATE, accountId: 'ACC-2', amount: '75.5', dueDate: '2025-02-15' },
    { type: 'transferVoucher', number: 'D-3', date: SAMPLE_DATE, accountId: 'ACC-1', targetAccountId: 'ACC-2', amount: '10.01' },
  ],
  events: (state) => [
    { type: 'EDIT', description: 'edited', amount: '200.50' },
    { type: 'EDIT', amount: '0' },
    { type: 'EDIT', amount: '1.005' },
    { type: 'EDIT', accountId: null },
    { type: 'EDIT', targetAccountId: state.context.accountId ?? 'ACC-1' },
    { type: 'COMPLETE' },
    { type: 'CANCEL' },
    { type: 'CLOSE' },
    { type: 'PRINT' },
  ],
};

// ---------------- cash and bank vouchers ----------------

/** The facts the server adds (the demo's accounts are in TRY); over HTTP the server supplies its own. */
const TRY_ACCOUNTS = { cashAccountCurrency: 'TRY', targetCashAccountCurrency: 'TRY' };

export const cashVoucherSample: FamilySample = {
  family: 'cashVoucher',
  inputs: [
    { type: 'collection', number: 'K-1', date: SAMPLE_DATE, cashAccountId: 'CB-1', accountId: 'ACC-1', amount: '150.00', note: 'Tahsilat', ...TRY_ACCOUNTS },
    { type: 'payment', number: 'K-2', date: SAMPLE_DATE, cashAccountId: 'BANK-1', accountId: 'ACC-2', amount: '75.5', ...TRY_ACCOUNTS },
    { type: 'cashIn', number: 'K-3', date: SAMPLE_DATE, cashAccountId: 'CB-1', amount: '12.00', ...TRY_ACCOUNTS },
    { type: 'cashOut', number: 'K-4', date: SAMPLE_DATE, cashAccountId: 'CB-1', accountId: 'ACC-2', amount: '3.10', ...TRY_ACCOUNTS },
    { type: 'cashTransfer', number: 'K-5', date: SAMPLE_DATE, cashAccountId: 'CB-1', targetCashAccountId: 'BANK-1', amount: '10.01', ...TRY_ACCOUNTS },
  ],
  events: (state) => [
    { type: 'EDIT', note: 'edited', amount: '200.50', ...TRY_ACCOUNTS },
    { type: 'EDIT', amount: '0', ...TRY_ACCOUNTS },
    { type: 'EDIT', amount: '1.005', ...TRY_ACCOUNTS },
    { type: 'EDIT', targetCashAccountId: state.context.cashAccountId ?? 'CB-1', ...TRY_ACCOUNTS },
    { type: 'COMPLETE', ...TRY_ACCOUNTS },
    // an account whose currency changed while the voucher was a draft
    { type: 'COMPLETE', cashAccountCurrency: 'USD', targetCashAccountCurrency: 'USD' },
    { type: 'CANCEL' },
    { type: 'CLOSE' },
    { type: 'PRINT' },
  ],
};

// ---------------- loyalty points vouchers ----------------

export const pointsVoucherSample: FamilySample = {
  family: 'pointsVoucher',
  inputs: [
    { type: 'pointsIn', number: 'P-1', date: SAMPLE_DATE, accountId: 'ACC-1', points: 150, reason: 'Doğum günü', expiresOn: '2025-12-31' },
    { type: 'pointsOut', number: 'P-2', date: SAMPLE_DATE, accountId: 'ACC-2', points: 20, reason: 'Düzeltme' },
  ],
  events: () => [
    { type: 'EDIT', points: 30, reason: 'edited' },
    { type: 'EDIT', points: 0 },
    { type: 'EDIT', reason: '' },
    { type: 'EDIT', accountId: null },
    // the balance the server reads (a points-out voucher takes no more)
    { type: 'COMPLETE', loyalty: { balance: 1000 } },
    { type: 'COMPLETE', loyalty: { balance: 0 } },
    { type: 'CANCEL' },
    { type: 'CLOSE' },
    { type: 'PRINT' },
  ],
};

export const SAMPLES: Readonly<Record<string, FamilySample>> = Object.fromEntries(
  [
    receiptSample,
    orderSample,
    receivedChequeSample,
    ownChequeSample,
    loanSample,
    edocumentSample,
    cashBoxSample,
    jobSample,
    voucherSample,
    cashVoucherSample,
    pointsVoucherSample,
  ].map((s) => [s.family, s]),
);

/** A bounded key of a stored state for graph traversal: status plus a few figures that stay finite. */
export function modelKey(state: StoredState): string {
  const c = state.context;
  const lines = linesOf(state);
  const supplied = lines.map((l) => (new Dec(lineRemaining(l)).isZero() ? 'f' : new Dec(l.suppliedQuantity ?? '0').isZero() ? 'n' : 'p')).join('');
  return JSON.stringify([
    state.status,
    c.type,
    lines.length,
    Boolean(c.accountId),
    c.paymentType ?? null,
    c.printed ?? null,
    supplied,
    Math.min(Number(c.attempts ?? 0), 2),
    c.renewals ?? null,
    c.priority ?? null,
  ]);
}

/**
 * One generated test path, as plain JSON: create the document from `input`, then send `events` in
 * order; after each event the status must be `statuses[i]`. `refused` lists, per step, sample events
 * the machine refuses in the state reached there (with their reasons), for checking refusals too.
 */
export interface ModelPath {
  family: string;
  input: Record<string, unknown>;
  /** status right after creation */
  created: string;
  events: DocumentEvent[];
  statuses: string[];
}

/**
 * The shortest path to every distinct (bounded) state of the family's machine, from every sample input,
 * generated with `createTestModel` from `xstate/graph`. The same paths run against `decide` in
 * tests/model and can be replayed against the HTTP API.
 */
export function modelPaths(family: Family<any>): ModelPath[] {
  const sample = SAMPLES[family.family];
  if (!sample) return [];
  const toStored = (s: { value: unknown; context: unknown }): StoredState => ({ status: String(s.value), context: s.context as Record<string, unknown> });
  const out: ModelPath[] = [];
  for (const input of sample.inputs) {
    const model = createTestModel(family.machine, {
      events: (snapshot) => {
        const state = toStored(snapshot);
        if (state.status === family.creationState && family.creationEvent) return [family.creationEvent(input)] as never;
        return sample.events(state) as never;
      },
      serializeState: (snapshot) => modelKey(toStored(snapshot)),
    });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true, input } as never);
    for (const path of paths) {
      let steps = path.steps.slice(1); // steps[0] is xstate.init
      const first = family.creationState ? steps[0] : path.steps[0];
      if (!first) continue;
      if (family.creationState) steps = steps.slice(1);
      out.push({
        family: family.family,
        input,
        created: String(first.state.value),
        events: steps.map((s) => s.event as DocumentEvent),
        statuses: steps.map((s) => String(s.state.value)),
      });
    }
  }
  return out;
}
