import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { counterStep, CounterRefused, libraryCounterFlow, type CounterFlowEvent, type CounterMode, type CounterScan } from '../../flows/library-counter';
import { answeredByPath, fakeCall } from './flow-fakes';
import { BACK_COPY, CARD, counterFlowPaths, LEND_COPY, OVERDUE_RETURN, type CounterPath, type CounterPathEvent } from './library-counter-flow-paths';

const ASKING = ['findingMember', 'asking', 'returningCopy', 'renewing'];

/** The flow with the path playing the server's answers. */
function run(mode: CounterMode, ...events: CounterPathEvent[]) {
  const actor = createActor(answeredByPath(libraryCounterFlow), { input: { mode } }).start();
  for (const e of events) actor.send(e as CounterFlowEvent);
  return actor.getSnapshot();
}

const member = { id: 1, cardNumber: CARD.reader } as never;
const loanOf = (barcode: string) => ({ id: 7, barcode }) as never;

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
        if (e.type.startsWith('xstate.')) expect(ASKING).toContain(before?.step);
        if (ASKING.includes(p.states[i]!.step)) expect(['SCAN_CARD', 'SCAN_COPY', 'RETURN_COPY', 'RENEW']).toContain(e.type);
        // the visit's slip grows only by a loan the server made
        if (before && p.states[i]!.lent.length > before.lent.length) expect(e.type).toBe('xstate.done.actor.lendCopy');
      });
    }
  });

  it('the slip prints only with a loan on it, and the next member starts an empty visit', () => {
    const found: CounterPathEvent = { type: 'xstate.done.actor.findMember', output: member };
    expect(counterStep(run('lend', { type: 'SCAN_CARD', cardNumber: CARD.reader }, found, { type: 'PRINT' }).value)).toBe('scanning');
    const loan: CounterPathEvent = { type: 'xstate.done.actor.lendCopy', output: { loan: loanOf(LEND_COPY.free), member } };
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
    const noRecord: CounterPathEvent = { type: 'xstate.done.actor.returnCopy', output: {} };
    expect(counterStep(run('return', { type: 'RETURN_COPY', barcode: 'X' }, noRecord).value)).toBe('returningCopy');
    const outOfTurn: CounterPathEvent = { type: 'xstate.done.actor.lendCopy', output: { loan: loanOf('A'), member } };
    expect(run('lend', outOfTurn).context.loans).toEqual([]);
  });

  it('a new scan clears the last answer: a refusal does not stay beside the next loan', () => {
    const s = run(
      'return',
      { type: 'RENEW', barcode: BACK_COPY.held },
      { type: 'xstate.error.actor.renewLoan', error: new CounterRefused('loan.heldByOther', 'held') },
      { type: 'RETURN_COPY', barcode: BACK_COPY.onTime },
    );
    expect(s.context).toMatchObject({ refusal: null, scanned: BACK_COPY.onTime, returned: null, renewed: null });
  });
});

describe('the counter makes its calls itself (flows/library-counter.ts invokes them; the screens provide them)', () => {
  /** The flow with fake calls answering as given; each fake keeps what it was asked. */
  function counter(mode: CounterMode, answers: { [call: string]: (scan: CounterScan) => unknown }) {
    const fakes = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, fakeCall(answer)]));
    const actors = Object.fromEntries(Object.entries(fakes).map(([name, f]) => [name, f.logic]));
    const actor = createActor(libraryCounterFlow.provide({ actors: actors as never }), { input: { mode } }).start();
    const settled = () => waitFor(actor, (s) => !ASKING.includes(counterStep(s.value)));
    return { actor, fakes, settled };
  }
  const refuse = (reason: string) => () => {
    throw new CounterRefused(reason, `${reason} (message)`);
  };

  it('a card found shows its member; a card not found is refused with the reason and message given, back at the card', async () => {
    const found = counter('lend', { findMember: () => member });
    found.actor.send({ type: 'SCAN_CARD', cardNumber: ` ${CARD.reader} ` });
    expect(counterStep((await found.settled()).value)).toBe('scanning');
    expect(found.actor.getSnapshot().context.member).toBe(member);
    expect(found.fakes.findMember!.calls).toEqual([{ scanned: CARD.reader, member: null }]);
    const unknown = counter('lend', { findMember: refuse('library.memberNotFound') });
    unknown.actor.send({ type: 'SCAN_CARD', cardNumber: CARD.unknown });
    const s = await unknown.settled();
    expect(counterStep(s.value)).toBe('awaitingCard');
    expect(s.context.refusal).toEqual({ reason: 'library.memberNotFound', message: 'library.memberNotFound (message)' });
  });

  it('a copy is lent to the member shown, onto the visit; a refused copy leaves the visit as it was', async () => {
    const { actor, fakes, settled } = counter('lend', {
      findMember: () => member,
      lendCopy: ({ scanned }) => {
        if (scanned === LEND_COPY.heldOther) throw new CounterRefused('loan.copyNotAvailable', 'held');
        return { loan: loanOf(scanned), member };
      },
    });
    actor.send({ type: 'SCAN_CARD', cardNumber: CARD.reader });
    await settled();
    actor.send({ type: 'SCAN_COPY', barcode: LEND_COPY.free });
    expect(counterStep((await settled()).value)).toBe('lent');
    actor.send({ type: 'SCAN_COPY', barcode: LEND_COPY.heldOther });
    const s = await settled();
    expect(counterStep(s.value)).toBe('refused');
    expect(s.context.refusal?.reason).toBe('loan.copyNotAvailable');
    expect(s.context.loans.map((l) => l.barcode)).toEqual([LEND_COPY.free]);
    expect(fakes.lendCopy!.calls).toEqual([
      { scanned: LEND_COPY.free, member },
      { scanned: LEND_COPY.heldOther, member },
    ]);
  });

  it('a return shows its fine and hold, a renewal its loan; refusals of either show the reason', async () => {
    const reply = { loan: loanOf(BACK_COPY.overdue), member, overdueDays: 5, holdFor: null };
    const desk = counter('return', {
      returnCopy: ({ scanned }) => (scanned === BACK_COPY.notLent ? refuse('library.copyNotLent')() : reply),
      renewLoan: ({ scanned }) => (scanned === BACK_COPY.maxed ? refuse('loan.maxRenewalsReached')() : loanOf(scanned)),
    });
    const step = async (e: CounterFlowEvent) => {
      desk.actor.send(e);
      return desk.settled();
    };
    expect((await step({ type: 'RETURN_COPY', barcode: BACK_COPY.overdue })).context.returned).toBe(reply);
    expect((await step({ type: 'RETURN_COPY', barcode: BACK_COPY.notLent })).context.refusal?.reason).toBe('library.copyNotLent');
    expect((await step({ type: 'RENEW', barcode: BACK_COPY.onTime })).context.renewed).toEqual(loanOf(BACK_COPY.onTime));
    const refused = await step({ type: 'RENEW', barcode: BACK_COPY.maxed });
    expect(counterStep(refused.value)).toBe('refused');
    expect(refused.context).toMatchObject({ refusal: { reason: 'loan.maxRenewalsReached' }, renewed: null });
  });

  it('each call is made exactly once on entering its step: scans and clicks while it runs do not ask again', async () => {
    let answer!: (v: unknown) => void;
    const { actor, fakes, settled } = counter('return', { returnCopy: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'RETURN_COPY', barcode: BACK_COPY.onTime });
    for (const e of [
      { type: 'RETURN_COPY', barcode: BACK_COPY.overdue },
      { type: 'RENEW', barcode: BACK_COPY.onTime },
      { type: 'RETURN_COPY', barcode: BACK_COPY.onTime },
    ] as const)
      actor.send(e);
    expect(counterStep(actor.getSnapshot().value)).toBe('returningCopy');
    answer({ loan: loanOf(BACK_COPY.onTime), member, overdueDays: 0, holdFor: null });
    expect(counterStep((await settled()).value)).toBe('returned');
    expect(fakes.returnCopy!.calls).toEqual([{ scanned: BACK_COPY.onTime, member: null }]);
  });

  it('a call the screen did not provide fails and says so, instead of waiting', async () => {
    const actor = createActor(libraryCounterFlow, { input: { mode: 'return' } }).start();
    actor.send({ type: 'RENEW', barcode: 'X' });
    const s = await waitFor(actor, (x) => counterStep(x.value) === 'refused');
    expect(s.context.refusal).toEqual({ reason: 'error', message: 'renewLoan: not provided' });
  });
});
