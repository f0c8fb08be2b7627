import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import {
  billTotals,
  editLines,
  paymentRequest,
  splitProblem,
  splitRequest,
  tableFlow,
  type ActionOutcome,
  type LinesToSave,
  type LoadedBill,
  type TableBill,
  type TableFlowContext,
  type TableFlowEvent,
  type TableLine,
} from '../../flows/pos-table';
import { answeredByPath, fakeCall } from './flow-fakes';
import { flowTestModel } from './flow-test-model';

/**
 * flows/pos-table.ts: the table screen's guided flow. Paths are generated with xstate/graph (flowTestModel), as
 * tests/model/pos-flow-paths.ts does; a path plays the calls' answers as their done and error events.
 */

const L1: TableLine = { id: 'L1', productId: 1, quantity: '2', unitPrice: '10.00', discountRate: '0', vatRate: 10 };
const BILL: TableBill = { id: 1, version: 1, tableName: 'Bahçe 1', lines: [L1] };
const TEA = { type: 'ADD_PRODUCT', productId: 2, unitPrice: '5.00', vatRate: 10 } as const;

type Snap = SnapshotFrom<typeof tableFlow>;
/** A user's event, or a call's answer as a path plays it. */
type PathEvent = TableFlowEvent | { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

/** The bill as loaded: a table's sale still open. */
const OPEN: LoadedBill = { bill: BILL, type: 'posSale', status: 'draft' };
const done = (call: 'loadBill' | 'saveLines' | 'submitAction', output: unknown): PathEvent => ({ type: `xstate.done.actor.${call}`, output });
const failed = (call: 'loadBill' | 'saveLines' | 'submitAction', reason?: string): PathEvent => ({
  type: `xstate.error.actor.${call}`,
  error: new Error(reason),
});
const loadedAs = (bill: TableBill) => done('loadBill', { ...OPEN, bill });
const saved = (bill: TableBill) => done('saveLines', bill);
const submitted = (outcome: ActionOutcome) => done('submitAction', outcome);

function run(canEditPrices: boolean, ...events: PathEvent[]): Snap {
  const actor = createActor(answeredByPath(tableFlow), { input: { canEditPrices } }).start();
  for (const e of events) actor.send(e as TableFlowEvent);
  return actor.getSnapshot();
}

/** What the server answers to a save: the pending lines, new ones numbered on. */
function savedBill(c: TableFlowContext): TableBill {
  let n = 10;
  const lines = (c.pendingLines ?? []).map((l) => (l.id ? l : { ...l, id: `L${++n}` }));
  return { ...c.bill!, version: c.bill!.version + 1, lines };
}

const view = (s: Snap) => {
  const c = s.context;
  return {
    step: String(s.value),
    lines: (c.bill?.lines ?? []).map((l) => `${l.productId}×${l.quantity}`).join(','),
    pending: c.pendingLines?.length ?? null,
    queue: c.queue.length,
    targetName: c.targetName,
    merge: c.mergeTargetId,
    split: JSON.stringify(c.split),
    payment: `${c.payment.kind}:${c.payment.cash}`,
    action: c.action,
    failed: c.failure !== null,
  };
};

function eventsIn(s: Snap): PathEvent[] {
  const c = s.context;
  const lines = c.bill?.lines ?? [];
  switch (String(s.value)) {
    case 'loading':
      return [done('loadBill', OPEN), failed('loadBill', 'x')];
    case 'ordering':
      return [
        ...(lines.some((l) => l.productId === TEA.productId) ? [] : [TEA]),
        ...(lines[0]?.quantity === '2' ? [{ type: 'SET_QUANTITY', lineId: 'L1', quantity: '3' } as const] : []),
        { type: 'REMOVE_LINE', lineId: 'L1' },
        { type: 'MOVE' },
        { type: 'MERGE' },
        { type: 'SPLIT' },
        { type: 'PAY', kind: 'cash' },
      ];
    case 'savingLines':
      return [saved(savedBill(c)), ...(c.queue.length === 0 && !lines.some((l) => l.productId === TEA.productId) ? [TEA] : []), failed('saveLines', 'x')];
    case 'moving':
      return [...(c.targetName === '' ? [{ type: 'SET_TABLE_NAME', name: 'Salon 2' } as const] : []), { type: 'CONFIRM' }, { type: 'BACK' }];
    case 'merging':
      return [...(c.mergeTargetId === null ? [{ type: 'CHOOSE_TABLE', id: 2 } as const] : []), { type: 'CONFIRM' }, { type: 'BACK' }];
    case 'splitting':
      return [
        ...(c.split.L1 === undefined
          ? [{ type: 'SET_SPLIT', lineId: 'L1', quantity: '1' } as const, { type: 'SET_SPLIT', lineId: 'L1', quantity: lines[0]!.quantity } as const]
          : []),
        ...(c.targetName === '' ? [{ type: 'SET_TABLE_NAME', name: 'Salon 2' } as const] : []),
        { type: 'CONFIRM' },
        { type: 'BACK' },
      ];
    case 'paying':
      return [
        ...(c.payment.cash === '' ? [{ type: 'SET_CASH', amount: '1000' } as const, { type: 'SET_CASH', amount: '1' } as const] : []),
        { type: 'CONFIRM' },
        { type: 'BACK' },
      ];
    case 'submitting':
      return [
        submitted({ id: 7, number: 'POS-7', ...(c.action === 'move' || c.action === 'split' ? { bill: { ...c.bill!, version: c.bill!.version + 1 } } : {}) }),
        failed('submitAction', 'x'),
      ];
    case 'failed':
      return [{ type: 'BACK' }, done('loadBill', OPEN)];
    default:
      return [];
  }
}

function paths(canEditPrices: boolean) {
  const model = flowTestModel(tableFlow, {
    events: (snapshot) => eventsIn(snapshot as Snap) as never,
    serializeState: (snapshot) => JSON.stringify(view(snapshot as Snap)),
  });
  return model.getShortestPaths({ input: { canEditPrices } } as never).map((p) => {
    const events = p.steps.slice(1).map((st) => st.event as PathEvent);
    const actor = createActor(answeredByPath(tableFlow), { input: { canEditPrices } }).start();
    const seen: Snap[] = [];
    for (const e of events) {
      actor.send(e as TableFlowEvent);
      seen.push(actor.getSnapshot());
    }
    return { events, seen };
  });
}

describe('the table flow, every generated path', () => {
  for (const canEditPrices of [true, false]) {
    const all = paths(canEditPrices);
    it(`${canEditPrices ? 'with' : 'without'} the fast-sale permission: ${all.length} paths reach every step`, () => {
      const steps = new Set(all.flatMap((p) => p.seen.map((s) => String(s.value))));
      expect([...steps].sort()).toEqual(['done', 'failed', 'merging', 'moving', 'ordering', 'paying', 'savingLines', 'splitting', 'submitting'].sort());
    });
    it(`${canEditPrices ? 'with' : 'without'} it: the rules hold on every path`, () => {
      for (const { seen } of all) {
        seen.forEach((s, i) => {
          const c = s.context;
          const before = i > 0 ? seen[i - 1]!.context : null;
          // a save never drops a line without the permission, and never leaves a bill empty
          if (String(s.value) === 'savingLines' && c.pendingLines) {
            expect(c.pendingLines.length).toBeGreaterThan(0);
            if (!canEditPrices && before?.bill) expect(c.pendingLines.length).toBeGreaterThanOrEqual(before.bill.lines.length);
          }
          if (String(s.value) === 'submitting') {
            const bill = c.bill!;
            if (c.action === 'split') expect(splitProblem(bill.lines, c.split)).toBeNull();
            if (c.action === 'move' || c.action === 'split') expect(c.targetName.trim()).not.toBe(bill.tableName);
            if (c.action === 'merge') expect(c.mergeTargetId).not.toBe(bill.id);
          }
          if (String(s.value) === 'done') expect(c.outcome).toMatchObject({ id: 7, number: 'POS-7' });
        });
      }
    });
  }
});

describe('the table flow, step by step', () => {
  const loaded = done('loadBill', OPEN);

  it('a scan saves the bill with the product added; scanning it again adds one to its quantity', () => {
    const s = run(false, loaded, { type: 'ADD_PRODUCT', productId: 1, unitPrice: '10.00', vatRate: 10 });
    expect(s.value).toBe('savingLines');
    expect(s.context.pendingLines).toEqual([{ ...L1, quantity: '3' }]);
    const t = run(false, loaded, TEA);
    expect(t.context.pendingLines!.map((l) => [l.id, l.productId, l.quantity])).toEqual([
      ['L1', 1, '2'],
      [undefined, 2, '1'],
    ]);
  });

  it('scans during a save wait for it, then go in one more save', () => {
    const actor = createActor(answeredByPath(tableFlow), { input: { canEditPrices: false } }).start();
    actor.send(loaded as never);
    actor.send(TEA);
    actor.send(TEA);
    const first = actor.getSnapshot();
    expect([first.context.saveSeq, first.context.queue.length]).toEqual([1, 1]);
    actor.send(saved(savedBill(first.context)) as never);
    const second = actor.getSnapshot();
    expect(second.value).toBe('savingLines');
    expect([second.context.saveSeq, second.context.queue.length]).toEqual([2, 0]);
    expect(second.context.pendingLines!.map((l) => [l.productId, l.quantity])).toEqual([
      [1, '2'],
      [2, '2'],
    ]);
    actor.send(saved(savedBill(second.context)) as never);
    expect(actor.getSnapshot().value).toBe('ordering');
  });

  it('without the fast-sale permission a line cannot be removed; with it, not the last one', () => {
    expect(run(false, loaded, TEA, saved({ ...BILL, lines: [L1, { ...L1, id: 'L2', productId: 2 }] }), { type: 'REMOVE_LINE', lineId: 'L1' }).value).toBe(
      'ordering',
    );
    expect(run(true, loaded, { type: 'REMOVE_LINE', lineId: 'L1' }).value).toBe('ordering');
    const two = { ...BILL, lines: [L1, { ...L1, id: 'L2', productId: 2 }] };
    const s = run(true, loadedAs(two), { type: 'REMOVE_LINE', lineId: 'L1' });
    expect(s.value).toBe('savingLines');
    expect(s.context.pendingLines!.map((l) => l.id)).toEqual(['L2']);
  });

  it('move: needs a name other than the table’s own; the bill comes back at the new table', () => {
    expect(run(false, loaded, { type: 'MOVE' }, { type: 'SET_TABLE_NAME', name: ' Bahçe 1 ' }, { type: 'CONFIRM' }).value).toBe('moving');
    const s = run(false, loaded, { type: 'MOVE' }, { type: 'SET_TABLE_NAME', name: 'Salon 2' }, { type: 'CONFIRM' });
    expect([s.value, s.context.action]).toEqual(['submitting', 'move']);
    const moved = { ...BILL, version: 2, tableName: 'Salon 2' };
    const after = run(
      false,
      loaded,
      { type: 'MOVE' },
      { type: 'SET_TABLE_NAME', name: 'Salon 2' },
      { type: 'CONFIRM' },
      submitted({ id: 1, number: 'P', bill: moved }),
    );
    expect([after.value, after.context.bill!.tableName]).toEqual(['ordering', 'Salon 2']);
  });

  it('merge: another table must be chosen; done when merged', () => {
    expect(run(false, loaded, { type: 'MERGE' }, { type: 'CHOOSE_TABLE', id: 1 }, { type: 'CONFIRM' }).value).toBe('merging');
    const s = run(false, loaded, { type: 'MERGE' }, { type: 'CHOOSE_TABLE', id: 9 }, { type: 'CONFIRM' }, submitted({ id: 9, number: 'P-9' }));
    expect([s.value, s.context.outcome]).toEqual(['done', { action: 'merge', id: 9, number: 'P-9' }]);
  });

  it('split: chosen quantities within the lines, not everything, to a named table', () => {
    const two: TableBill = { ...BILL, lines: [L1, { ...L1, id: 'L2', productId: 2, quantity: '1' }] };
    const base: PathEvent[] = [loadedAs(two), { type: 'SPLIT' }, { type: 'SET_TABLE_NAME', name: 'Salon 2' }];
    const over = run(false, ...base, { type: 'SET_SPLIT', lineId: 'L1', quantity: '3' }, { type: 'CONFIRM' });
    expect([over.value, splitProblem(over.context.bill!.lines, over.context.split)]).toEqual(['splitting', 'tables.splitOver']);
    expect(run(false, ...base, { type: 'SET_SPLIT', lineId: 'L9', quantity: '1' }).context.split).toEqual({});
    expect(run(false, ...base, { type: 'CONFIRM' }).value).toBe('splitting');
    expect(
      run(false, ...base, { type: 'SET_SPLIT', lineId: 'L1', quantity: '2' }, { type: 'SET_SPLIT', lineId: 'L2', quantity: '1' }, { type: 'CONFIRM' }).value,
    ).toBe('splitting');
    const s = run(
      false,
      ...base,
      { type: 'SET_SPLIT', lineId: 'L1', quantity: '1.5' },
      { type: 'SET_SPLIT', lineId: 'L2', quantity: '1' },
      { type: 'CONFIRM' },
    );
    expect(s.value).toBe('submitting');
    expect(splitRequest(s.context)).toEqual({
      version: 1,
      tableName: 'Salon 2',
      lines: [
        { lineId: 'L1', quantity: '1.5' },
        { lineId: 'L2', quantity: '1' },
      ],
    });
  });

  it('split problems', () => {
    expect(splitProblem([L1], {})).toBe('tables.splitNothing');
    expect(splitProblem([L1], { L1: '0' })).toBe('tables.splitNothing');
    expect(splitProblem([L1], { L1: '2.01' })).toBe('tables.splitOver');
    expect(splitProblem([L1], { L1: 'abc' })).toBe('pos.invalidAmount');
    expect(splitProblem([L1], { L1: '2' })).toBe('tables.splitAll');
    expect(splitProblem([L1], { L1: '1' })).toBeNull();
  });

  it('pay: the payment must cover the bill; the request carries the kind and its parts', () => {
    const grand = billTotals([L1]).grand;
    expect(grand).toBe('22.00');
    expect(run(false, loaded, { type: 'PAY', kind: 'cash' }, { type: 'SET_CASH', amount: '20' }, { type: 'CONFIRM' }).value).toBe('paying');
    const cash = run(false, loaded, { type: 'PAY', kind: 'cash' }, { type: 'SET_CASH', amount: '50' }, { type: 'CONFIRM' });
    expect(cash.value).toBe('submitting');
    expect(paymentRequest(cash.context, 3)).toEqual({ version: 1, cashBoxId: 3, paymentType: 'cash' });
    const mixed = run(
      false,
      loaded,
      { type: 'PAY', kind: 'mixed' },
      { type: 'SET_CASH', amount: '10' },
      { type: 'SET_CARD', amount: '12' },
      { type: 'CONFIRM' },
    );
    expect(paymentRequest(mixed.context, 3)).toEqual({ version: 1, cashBoxId: 3, paymentType: 'mixed', payments: { cash: '10', card: '12' } });
    const account = run(false, loaded, { type: 'PAY', kind: 'account' }, { type: 'SET_ACCOUNT', accountId: 5 }, { type: 'CONFIRM' });
    expect(paymentRequest(account.context, 3)).toEqual({ version: 1, cashBoxId: 3, paymentType: 'credit', accountId: 5 });
    const done = run(false, loaded, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, submitted({ id: 1, number: 'POS-1' }));
    expect([done.value, done.context.outcome]).toEqual(['done', { action: 'pay', id: 1, number: 'POS-1' }]);
  });

  it('an empty bill cannot be paid or split; a failure is shown and the bill is back', () => {
    const empty = loadedAs({ ...BILL, lines: [] });
    expect(run(false, empty, { type: 'PAY', kind: 'cash' }).value).toBe('ordering');
    expect(run(false, empty, { type: 'SPLIT' }).value).toBe('ordering');
    const s = run(false, loaded, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, failed('submitAction', 'receipt.cashBoxNotOpen'));
    expect([s.value, s.context.failure]).toEqual(['failed', 'receipt.cashBoxNotOpen']);
    expect(run(false, loaded, { type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }, failed('submitAction'), { type: 'BACK' }).value).toBe('ordering');
  });

  it('the PATCH lines name kept ids only', () => {
    expect(editLines([L1, { ...L1, id: undefined, productId: 2 }])).toEqual([
      { id: 'L1', productId: 1, quantity: '2', unitPrice: '10.00', discountRate: '0', vatRate: 10 },
      { productId: 2, quantity: '2', unitPrice: '10.00', discountRate: '0', vatRate: 10 },
    ]);
  });
});

/** A call the test answers when it chooses: the flow waits in the state that made it meanwhile. */
function heldCall<Output, Input>() {
  const answers: ((o: Output) => void)[] = [];
  const call = fakeCall<Output, Input>(() => new Promise<Output>((resolve) => answers.push(resolve)));
  return { ...call, answer: (o: Output) => answers.shift()!(o) };
}

/** A refusal the server gives with its HTTP status, as the web's ApiError does. */
const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

interface Calls {
  loadBill?: (input: void) => LoadedBill | Promise<LoadedBill>;
  saveLines?: (input: LinesToSave) => TableBill | Promise<TableBill>;
  submitAction?: (input: TableFlowContext) => ActionOutcome | Promise<ActionOutcome>;
}

/** The flow with fakes for the calls given (the others left to their default), started. */
function withCalls(calls: Calls, canEditPrices = false) {
  const fakes = {
    loadBill: fakeCall<LoadedBill, void>(calls.loadBill ?? (() => OPEN)),
    saveLines: fakeCall<TableBill, LinesToSave>(calls.saveLines ?? ((i) => savedBill({ bill: i.bill, pendingLines: i.lines } as TableFlowContext))),
    submitAction: fakeCall<ActionOutcome, TableFlowContext>(calls.submitAction ?? (() => ({ id: 7, number: 'POS-7' }))),
  };
  const actor = createActor(
    tableFlow.provide({ actors: { loadBill: fakes.loadBill.logic, saveLines: fakes.saveLines.logic, submitAction: fakes.submitAction.logic } }),
    {
      input: { canEditPrices },
    },
  ).start();
  return { actor, fakes, settled: (step: string) => waitFor(actor, (s) => s.value === step) };
}

describe('the table flow makes its calls itself (fakes provided as the screen provides the real ones)', () => {
  it('the bill is loaded on entering; a bill no longer open or a failed load is shown as the failure', async () => {
    const ok = withCalls({});
    expect((await ok.settled('ordering')).context.bill).toEqual(BILL);
    expect(ok.fakes.loadBill.calls).toHaveLength(1);
    const paid = withCalls({ loadBill: () => ({ ...OPEN, status: 'cancelled' }) });
    expect((await paid.settled('failed')).context).toMatchObject({ bill: null, failure: 'tables.notOpen' });
    const down = withCalls({
      loadBill: () => {
        throw new Error('common.serverError');
      },
    });
    expect((await down.settled('failed')).context.failure).toBe('common.serverError');
  });

  it('a scan saves the lines with the bill shown, and the saved bill is shown; scans during a save go in one more save', async () => {
    const save = heldCall<TableBill, LinesToSave>();
    const flow = createActor(tableFlow.provide({ actors: { loadBill: fakeCall<LoadedBill, void>(() => OPEN).logic, saveLines: save.logic } }), {
      input: { canEditPrices: false },
    }).start();
    await waitFor(flow, (s) => s.value === 'ordering');
    flow.send(TEA);
    flow.send(TEA);
    await waitFor(flow, () => save.calls.length === 1);
    expect(save.calls[0]).toEqual({ bill: BILL, lines: [L1, { productId: 2, quantity: '1', unitPrice: '5.00', discountRate: '0', vatRate: 10 }] });
    save.answer(savedBill({ bill: BILL, pendingLines: save.calls[0]!.lines } as TableFlowContext));
    await waitFor(flow, () => save.calls.length === 2);
    expect(save.calls[1]!.bill.version).toBe(2);
    expect(save.calls[1]!.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [1, '2'],
      [2, '2'],
    ]);
    save.answer(savedBill({ bill: save.calls[1]!.bill, pendingLines: save.calls[1]!.lines } as TableFlowContext));
    const after = await waitFor(flow, (s) => s.value === 'ordering');
    expect([after.context.bill!.version, after.context.pendingLines, save.calls.length]).toEqual([3, null, 2]);
  });

  it('a failed save is shown and the bill loaded again (a stale version, a bill changed elsewhere); a refusal (403) is not loaded again', async () => {
    const stale = withCalls({
      saveLines: () => {
        throw refusal(409, 'document.versionConflict');
      },
    });
    await stale.settled('ordering');
    stale.actor.send(TEA);
    const back = await stale.settled('ordering');
    expect([back.context.failure, back.context.pendingLines, stale.fakes.loadBill.calls.length]).toEqual(['document.versionConflict', null, 2]);
    const forbidden = withCalls({
      saveLines: () => {
        throw refusal(403, 'auth.forbidden');
      },
    });
    await forbidden.settled('ordering');
    forbidden.actor.send(TEA);
    const refused = await forbidden.settled('failed');
    await new Promise((r) => setTimeout(r, 20));
    expect([forbidden.actor.getSnapshot().value, refused.context.failure, forbidden.fakes.loadBill.calls.length]).toEqual(['failed', 'auth.forbidden', 1]);
  });

  it('each action is sent with what was chosen; a move keeps the table open on the bill answered, a payment ends with its number', async () => {
    const moved = { ...BILL, version: 2, tableName: 'Salon 2' };
    const move = withCalls({ submitAction: (c) => ({ id: c.bill!.id, number: 'P-1', bill: moved }) });
    await move.settled('ordering');
    for (const e of [{ type: 'MOVE' }, { type: 'SET_TABLE_NAME', name: 'Salon 2' }, { type: 'CONFIRM' }] as TableFlowEvent[]) move.actor.send(e);
    await waitFor(move.actor, (s) => s.value === 'ordering' && s.context.bill!.version === 2);
    expect(move.fakes.submitAction.calls.map((c) => [c.action, c.targetName])).toEqual([['move', 'Salon 2']]);
    expect(move.actor.getSnapshot().context).toMatchObject({ action: null, bill: moved });
    const pay = withCalls({});
    await pay.settled('ordering');
    for (const e of [{ type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as TableFlowEvent[]) pay.actor.send(e);
    expect((await pay.settled('done')).context.outcome).toEqual({ action: 'pay', id: 7, number: 'POS-7' });
    expect(paymentRequest(pay.fakes.submitAction.calls[0]!, 3)).toEqual({ version: 1, cashBoxId: 3, paymentType: 'card' });
  });

  it('a failed action is shown and the bill loaded again, back at the bill with the reason; a refusal (403) stays shown until dismissed', async () => {
    const closed = withCalls({
      submitAction: () => {
        throw new Error('pos.noCashBox');
      },
    });
    await closed.settled('ordering');
    for (const e of [{ type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as TableFlowEvent[]) closed.actor.send(e);
    const back = await closed.settled('ordering');
    expect([back.context.failure, back.context.action, closed.fakes.loadBill.calls.length]).toEqual(['pos.noCashBox', null, 2]);
    const forbidden = withCalls({
      submitAction: () => {
        throw refusal(403, 'auth.forbidden');
      },
    });
    await forbidden.settled('ordering');
    for (const e of [{ type: 'MERGE' }, { type: 'CHOOSE_TABLE', id: 2 }, { type: 'CONFIRM' }] as TableFlowEvent[]) forbidden.actor.send(e);
    expect((await forbidden.settled('failed')).context.failure).toBe('auth.forbidden');
    expect(forbidden.fakes.loadBill.calls).toHaveLength(1);
    forbidden.actor.send({ type: 'BACK' });
    expect(forbidden.actor.getSnapshot().value).toBe('ordering');
  });

  it('each call runs exactly once on entering its state: scans, clicks and the page shown again while it runs do not call again', async () => {
    const load = heldCall<LoadedBill, void>();
    const save = heldCall<TableBill, LinesToSave>();
    const submit = heldCall<ActionOutcome, TableFlowContext>();
    const actor = createActor(tableFlow.provide({ actors: { loadBill: load.logic, saveLines: save.logic, submitAction: submit.logic } }), {
      input: { canEditPrices: true },
    }).start();
    for (const e of [{ type: 'SHOWN' }, TEA, { type: 'MOVE' }, { type: 'SHOWN' }] as TableFlowEvent[]) actor.send(e);
    await new Promise((r) => setTimeout(r, 10));
    expect([actor.getSnapshot().value, load.calls.length]).toEqual(['loading', 1]);
    load.answer(OPEN);
    await waitFor(actor, (s) => s.value === 'ordering');
    actor.send({ type: 'SET_QUANTITY', lineId: 'L1', quantity: '3' });
    for (const e of [
      { type: 'SET_QUANTITY', lineId: 'L1', quantity: '4' },
      { type: 'REMOVE_LINE', lineId: 'L1' },
      { type: 'PAY', kind: 'cash' },
    ] as TableFlowEvent[])
      actor.send(e);
    await new Promise((r) => setTimeout(r, 10));
    expect([actor.getSnapshot().value, save.calls.length, load.calls.length]).toEqual(['savingLines', 1, 1]);
    save.answer({ ...BILL, version: 2, lines: [{ ...L1, quantity: '3' }] });
    await waitFor(actor, (s) => s.value === 'ordering');
    for (const e of [{ type: 'MOVE' }, { type: 'SET_TABLE_NAME', name: 'Salon 2' }, { type: 'CONFIRM' }] as TableFlowEvent[]) actor.send(e);
    for (const e of [{ type: 'CONFIRM' }, { type: 'BACK' }, { type: 'SHOWN' }, { type: 'CONFIRM' }] as TableFlowEvent[]) actor.send(e);
    await new Promise((r) => setTimeout(r, 10));
    expect([actor.getSnapshot().value, submit.calls.length, save.calls.length, load.calls.length]).toEqual(['submitting', 1, 1, 1]);
  });

  it('the kept page shown again loads the bill again, at the bill and after a failure; its answer is shown', async () => {
    let version = 1;
    const { actor, fakes, settled } = withCalls({
      loadBill: () => ({ ...OPEN, bill: { ...BILL, version: version++ } }),
      submitAction: () => {
        throw refusal(403, 'auth.forbidden');
      },
    });
    await settled('ordering');
    actor.send({ type: 'SHOWN' });
    await waitFor(actor, (s) => s.context.bill!.version === 2);
    for (const e of [{ type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as TableFlowEvent[]) actor.send(e);
    await settled('failed');
    actor.send({ type: 'SHOWN' });
    const back = await settled('ordering');
    expect([back.context.bill!.version, back.context.failure, fakes.loadBill.calls.length]).toEqual([3, 'auth.forbidden', 3]);
  });

  it('a flow whose calls were not provided fails and says so, instead of waiting', async () => {
    const bare = createActor(tableFlow, { input: { canEditPrices: false } }).start();
    expect((await waitFor(bare, (s) => s.value === 'failed')).context.failure).toBe('loadBill: not provided');
    const load = fakeCall<LoadedBill, void>(() => OPEN);
    const partial = createActor(tableFlow.provide({ actors: { loadBill: load.logic } }), { input: { canEditPrices: false } }).start();
    await waitFor(partial, (s) => s.value === 'ordering');
    partial.send(TEA);
    expect((await waitFor(partial, (s) => s.context.failure !== null)).context.failure).toBe('saveLines: not provided');
    await waitFor(partial, (s) => s.value === 'ordering');
    for (const e of [{ type: 'PAY', kind: 'card' }, { type: 'CONFIRM' }] as TableFlowEvent[]) partial.send(e);
    expect((await waitFor(partial, (s) => s.context.failure === 'submitAction: not provided')).context.failure).toBe('submitAction: not provided');
  });
});
