import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { counterStep, libraryCounterFlow, type CounterFlowEvent, type CounterMode } from '../../flows/library-counter';
import { BACK_COPY, CARD, counterFlowPaths, LEND_COPY, OVERDUE_RETURN, type CounterPath } from './library-counter-flow-paths';

const ANSWERS = ['MEMBER_FOUND', 'LENT', 'RETURNED', 'RENEWED', 'REFUSED'];
const ASKING = ['findingMember', 'asking', 'returningCopy', 'renewing'];

function run(mode: CounterMode, ...events: CounterFlowEvent[]) {
  const actor = createActor(libraryCounterFlow, { input: { mode } }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot();
}

const lend = counterFlowPaths('lend');
const back = counterFlowPaths('return');
const ends = (paths: CounterPath[], pred: (p: CounterPath) => boolean) => paths.some(pred);

describe('the library counter (flows/library-counter.ts)', () => {
  it('generated paths reach every step of lending and of returns', () => {
    const steps = (paths: CounterPath[]) => [...new Set(paths.flatMap((p) => p.states.map((s) => s.step)))].sort();
    expect(steps(lend)).toEqual(['asking', 'awaitingCard', 'findingMember', 'lent', 'refused', 'scanning', 'slip']);
    expect(steps(back)).toEqual(['refused', 'renewed', 'renewing', 'returned', 'returningCopy']);
  });

  it('the paths hold the quality bar: a member at the limit, a held copy both ways, an overdue return with its fine, refused renewals', () => {
    const refusedWith = (paths: CounterPath[], reason: string) => ends(paths, (p) => p.states.some((s) => s.refusal === reason));
    expect(refusedWith(lend, 'loan.loanLimitReached')).toBe(true);
    expect(refusedWith(lend, 'loan.copyNotAvailable')).toBe(true);
    expect(refusedWith(lend, 'library.memberNotFound')).toBe(true);
    expect(ends(lend, (p) => p.states.some((s) => s.step === 'lent' && s.lent.includes(LEND_COPY.heldMine)))).toBe(true);
    expect(
      ends(back, (p) => p.states.some((s) => s.returned?.barcode === BACK_COPY.overdue && s.returned.fine === OVERDUE_RETURN.fine && s.returned.holdsShelf)),
    ).toBe(true);
    expect(refusedWith(back, 'loan.heldByOther')).toBe(true);
    expect(refusedWith(back, 'loan.maxRenewalsReached')).toBe(true);
  });

  it('every answer comes from the server after a scan: nothing is lent, returned or renewed without asking it', () => {
    for (const p of [...lend, ...back]) {
      p.events.forEach((e, i) => {
        const before = i === 0 ? null : p.states[i - 1]!;
        if (ANSWERS.includes(e.type)) expect(ASKING).toContain(before?.step);
        if (ASKING.includes(p.states[i]!.step)) expect(['SCAN_CARD', 'SCAN_COPY', 'RETURN_COPY', 'RENEW']).toContain(e.type);
        // the visit's slip grows only by a loan the server made
        if (before && p.states[i]!.lent.length > before.lent.length) expect(e.type).toBe('LENT');
      });
    }
  });

  it('the slip prints only with a loan on it, and the next member starts an empty visit', () => {
    const found = { type: 'MEMBER_FOUND', member: { id: 1, cardNumber: CARD.reader } } as never as CounterFlowEvent;
    expect(counterStep(run('lend', { type: 'SCAN_CARD', cardNumber: CARD.reader }, found, { type: 'PRINT' }).value)).toBe('scanning');
    const loan = { type: 'LENT', loan: { id: 7, barcode: LEND_COPY.free }, member: { id: 1 } } as never as CounterFlowEvent;
    const printed = run('lend', { type: 'SCAN_CARD', cardNumber: CARD.reader }, found, { type: 'SCAN_COPY', barcode: LEND_COPY.free }, loan, { type: 'PRINT' });
    expect(counterStep(printed.value)).toBe('slip');
    expect(printed.context.loans).toHaveLength(1);
    // a forgotten copy is still lent onto the printed visit
    const more = run(
      'lend',
      { type: 'SCAN_CARD', cardNumber: CARD.reader },
      found,
      { type: 'SCAN_COPY', barcode: 'A' },
      loan,
      { type: 'PRINT' },
      {
        type: 'SCAN_COPY',
        barcode: 'B',
      },
    );
    expect(counterStep(more.value)).toBe('asking');
    const next = run('lend', { type: 'SCAN_CARD', cardNumber: CARD.reader }, found, { type: 'SCAN_COPY', barcode: 'A' }, loan, { type: 'NEXT_MEMBER' });
    expect(counterStep(next.value)).toBe('awaitingCard');
    expect(next.context).toMatchObject({ member: null, loans: [], refusal: null });
  });

  it('a blank scan asks nothing, an answer without its record or out of turn changes nothing', () => {
    expect(counterStep(run('lend', { type: 'SCAN_CARD', cardNumber: '  ' }).value)).toBe('awaitingCard');
    expect(counterStep(run('return', { type: 'RETURN_COPY', barcode: '' }).value)).toBe('awaitingCopy');
    expect(counterStep(run('return', { type: 'RETURN_COPY', barcode: ' X ' }).value)).toBe('returningCopy');
    expect(run('return', { type: 'RETURN_COPY', barcode: ' X ' }).context.scanned).toBe('X');
    const noRecord = { type: 'RETURNED', reply: {} } as never as CounterFlowEvent;
    expect(counterStep(run('return', { type: 'RETURN_COPY', barcode: 'X' }, noRecord).value)).toBe('returningCopy');
    const outOfTurn = { type: 'LENT', loan: { id: 1 }, member: { id: 1 } } as never as CounterFlowEvent;
    expect(run('lend', outOfTurn).context.loans).toEqual([]);
  });

  it('a new scan clears the last answer: a refusal does not stay beside the next loan', () => {
    const s = run(
      'return',
      { type: 'RENEW', barcode: BACK_COPY.held },
      { type: 'REFUSED', reason: 'loan.heldByOther', message: 'held' },
      { type: 'RETURN_COPY', barcode: BACK_COPY.onTime },
    );
    expect(s.context).toMatchObject({ refusal: null, scanned: BACK_COPY.onTime, returned: null, renewed: null });
  });
});
