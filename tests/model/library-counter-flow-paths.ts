import { createActor } from 'xstate';
import {
  counterStep,
  CounterRefused,
  libraryCounterFlow,
  type CounterCalls,
  type CounterFlowContext,
  type CounterFlowEvent,
  type CounterMode,
  type CounterReturn,
} from '../../flows/library-counter';
import type { LibraryMember, MemberLoan } from '../../src/domain/schemas/library';
import { answeredByPath } from './flow-fakes';
import { flowTestModel } from './flow-test-model';

/**
 * Paths through the library's counter, generated from flows/library-counter.ts: the same paths drive the machine in
 * tests/model/library-counter-flow.test.ts and the browser in tests/model/e2e/library-counter.spec.ts, which makes
 * each sample card and barcode below a real member or copy in the state the sample says (and maps the names back).
 * The server's answers in a path are what that sample world gives, played as the done or error event of the step's
 * call (the flow's invoked actor); the browser test checks the real server agrees.
 */
export const CARD = { reader: 'READER', full: 'FULL', unknown: 'NOBODY' } as const;
/** At the lending desk: a free copy, one on the holds shelf for READER, one on it for another member. */
export const LEND_COPY = { free: 'FREE', heldMine: 'HELD-MINE', heldOther: 'HELD-OTHER' } as const;
/**
 * At the returns desk: a loan of a student due in 14 days; a teacher's loan 5 days late (3 grace days, 1.25 a day)
 * whose title another member waits for; a copy not lent; a loan whose title another member holds; a loan renewed
 * as often as the matrix allows (3).
 */
export const BACK_COPY = { onTime: 'ON-TIME', overdue: 'OVERDUE', notLent: 'NOT-LENT', held: 'HELD', maxed: 'MAXED' } as const;
export const OVERDUE_RETURN = { overdueDays: 5, fine: '6.25' } as const;

export interface CounterStateView {
  step: string;
  /** the card of the member shown */
  member: string | null;
  /** the barcodes lent in this visit, in order */
  lent: string[];
  /** the code being asked about */
  scanned: string | null;
  refusal: string | null;
  returned: { barcode: string; overdueDays: number; fine: string; holdsShelf: boolean } | null;
  renewed: string | null;
}

type CounterCall = keyof CounterCalls;
/** The server's answer to a step's call: its output, or its refusal. */
export type CounterAnswer =
  { type: `xstate.done.actor.${CounterCall}`; output: unknown } | { type: `xstate.error.actor.${CounterCall}`; error: CounterRefused };
/** What happens in a path: the librarian's scans and clicks, and the server's answers. */
export type CounterPathEvent = CounterFlowEvent | CounterAnswer;

/** The call made on entering each asking step. */
const CALL_OF: Record<string, CounterCall> = { findingMember: 'findMember', asking: 'lendCopy', returningCopy: 'returnCopy', renewing: 'renewLoan' };
const ANSWER_NAME: Record<CounterCall, string> = { findMember: 'member found', lendCopy: 'lent', returnCopy: 'returned', renewLoan: 'renewed' };

export interface CounterPath {
  title: string;
  mode: CounterMode;
  events: CounterPathEvent[];
  states: CounterStateView[];
}

const view = (snapshot: { value: unknown; context: CounterFlowContext }): CounterStateView => {
  const c = snapshot.context;
  return {
    step: counterStep(snapshot.value),
    member: c.member?.cardNumber ?? null,
    lent: c.loans.map((l) => l.barcode),
    scanned: c.scanned,
    refusal: c.refusal?.reason ?? null,
    returned: c.returned && {
      barcode: c.returned.loan.barcode,
      overdueDays: c.returned.overdueDays,
      fine: c.returned.loan.fine,
      holdsShelf: c.returned.holdFor !== null,
    },
    renewed: c.renewed?.barcode ?? null,
  };
};

const sampleMember = (cardNumber: string, loans: number): LibraryMember => ({
  id: cardNumber === CARD.full ? 2 : 1,
  cardNumber,
  name: cardNumber,
  category: cardNumber === CARD.full ? 'teacher' : 'student',
  expiresOn: null,
  phone: null,
  email: null,
  institution: null,
  accountId: null,
  accountName: null,
  institutionAccountId: null,
  institutionName: null,
  active: true,
  emailConsent: null,
  smsConsent: null,
  consentAt: null,
  consentHow: null,
  language: 'tr',
  hasPin: false,
  loans,
});

const sampleLoan = (barcode: string, patch: Partial<MemberLoan> = {}): MemberLoan => ({
  id: barcode.length,
  number: barcode,
  status: 'lent',
  copyId: barcode.length,
  barcode,
  title: barcode,
  memberId: 1,
  memberName: CARD.reader,
  cardNumber: CARD.reader,
  lentOn: null,
  dueDate: null,
  closedOn: null,
  renewals: 0,
  overdue: false,
  fine: '0.00',
  ...patch,
});

/** What the sample world's server answers to the scan being asked about. */
function answer(v: CounterStateView, context: CounterFlowContext): CounterAnswer {
  const code = v.scanned!;
  const call = CALL_OF[v.step];
  if (!call) throw new Error(`nothing is asked in ${v.step}`);
  const answered = (output: unknown): CounterAnswer => ({ type: `xstate.done.actor.${call}`, output });
  const refusedFor = (reason: string): CounterAnswer => ({ type: `xstate.error.actor.${call}`, error: new CounterRefused(reason, reason) });
  switch (v.step) {
    case 'findingMember':
      return code === CARD.unknown ? refusedFor('library.memberNotFound') : answered(sampleMember(code, code === CARD.full ? 1 : 0));
    case 'asking':
      // the limit is checked before the copy; a copy on the holds shelf lends to its holder only
      if (v.member === CARD.full) return refusedFor('loan.loanLimitReached');
      if (code === LEND_COPY.heldOther || v.lent.includes(code)) return refusedFor('loan.copyNotAvailable');
      return answered({ loan: sampleLoan(code), member: sampleMember(v.member!, context.loans.length + 1) });
    case 'returningCopy': {
      if (code === BACK_COPY.notLent) return refusedFor('library.copyNotLent');
      const late = code === BACK_COPY.overdue;
      const reply: CounterReturn = {
        loan: sampleLoan(code, { status: 'returned', fine: late ? OVERDUE_RETURN.fine : '0.00' }),
        member: sampleMember(CARD.reader, 0),
        overdueDays: late ? OVERDUE_RETURN.overdueDays : 0,
        holdFor: late
          ? { id: 1, memberId: 3, memberName: 'X', productId: 1, title: code, status: 'ready', copyId: 1, readyUntil: null, requestedAt: '', position: 1 }
          : null,
      };
      return answered(reply);
    }
    case 'renewing':
      if (code === BACK_COPY.held) return refusedFor('loan.heldByOther');
      if (code === BACK_COPY.maxed) return refusedFor('loan.maxRenewalsReached');
      return answered(sampleLoan(code, { renewals: 1 }));
    default:
      throw new Error(`nothing is asked in ${v.step}`);
  }
}

const scanCopies = (v: CounterStateView): CounterFlowEvent[] => {
  // a member at the limit is refused whatever the copy: one scan says it
  const copies = v.member === CARD.full ? [LEND_COPY.free] : Object.values(LEND_COPY).filter((b) => !v.lent.includes(b));
  return copies.map((barcode) => ({ type: 'SCAN_COPY', barcode }));
};

const scanBack = (): CounterFlowEvent[] => [
  ...[BACK_COPY.onTime, BACK_COPY.overdue, BACK_COPY.notLent].map((barcode) => ({ type: 'RETURN_COPY', barcode }) as const),
  ...[BACK_COPY.onTime, BACK_COPY.held, BACK_COPY.maxed].map((barcode) => ({ type: 'RENEW', barcode }) as const),
];

function eventsIn(v: CounterStateView, context: CounterFlowContext): CounterPathEvent[] {
  switch (v.step) {
    case 'awaitingCard':
      return Object.values(CARD).map((cardNumber) => ({ type: 'SCAN_CARD', cardNumber }));
    case 'scanning':
    case 'lent':
    case 'refused':
      if (context.mode === 'return') return scanBack();
      return [...scanCopies(v), ...(v.lent.length > 0 ? [{ type: 'PRINT' } as const] : []), { type: 'NEXT_MEMBER' }];
    case 'slip':
      return [...scanCopies(v).slice(0, 1), { type: 'NEXT_MEMBER' }];
    case 'awaitingCopy':
    case 'returned':
    case 'renewed':
      return scanBack();
    default:
      return [answer(v, context)];
  }
}

/** A visit is told apart by what was lent, not in which order; a return desk's view by its last answer. */
const key = (v: CounterStateView) => JSON.stringify({ ...v, lent: [...v.lent].sort() });

const describeEvent = (e: CounterPathEvent) => {
  if ('error' in e) return `refused (${e.error.reason})`;
  if ('output' in e) return ANSWER_NAME[e.type.slice('xstate.done.actor.'.length) as CounterCall];
  switch (e.type) {
    case 'SCAN_CARD':
      return `card ${e.cardNumber}`;
    case 'SCAN_COPY':
      return `scan ${e.barcode}`;
    case 'RETURN_COPY':
      return `return ${e.barcode}`;
    case 'RENEW':
      return `renew ${e.barcode}`;
    default:
      return e.type.toLowerCase().replace('_', ' ');
  }
};

const codesOf = (events: CounterPathEvent[]) => events.flatMap((e) => ('barcode' in e ? [e.barcode] : []));

/**
 * The returns desk forgets nothing but its last answer, so its shortest paths are one scan each. Two of them about
 * different copies make one path: the second scan, made on the first one's answer, must clear it. The copies are
 * independent, so each answer stays the one the sample world gives.
 */
function oneAfterAnother(paths: CounterPathEvent[][]): CounterPathEvent[][] {
  const out: CounterPathEvent[][] = [];
  for (let i = 0; i < paths.length; i += 2) {
    const [a, b] = [paths[i]!, paths[i + 1]];
    if (b && !codesOf(a).some((c) => codesOf(b).includes(c))) out.push([...a, ...b]);
    else out.push(a, ...(b ? [b] : []));
  }
  return out;
}

/** One shortest path to every distinct view of the counter in the given mode (xstate drops paths that are prefixes of others). */
export function counterFlowPaths(mode: CounterMode): CounterPath[] {
  const input = { mode };
  const model = flowTestModel(libraryCounterFlow, {
    events: (snapshot) => {
      const s = snapshot as never as { value: unknown; context: CounterFlowContext };
      return eventsIn(view(s), s.context) as never;
    },
    serializeState: (snapshot) => key(view(snapshot as never)),
  });
  const generated = model.getShortestPaths({ input } as never).map((p) => p.steps.slice(1).map((s) => s.event as CounterPathEvent));
  // finishing after the slip leads back to the empty counter, a view reached already: the path that prints also finishes
  const finished = generated.map((events) => (events.at(-1)?.type === 'PRINT' ? [...events, { type: 'NEXT_MEMBER' } as const] : events));
  return (mode === 'return' ? oneAfterAnother(finished) : finished).map((events) => {
    const actor = createActor(answeredByPath(libraryCounterFlow), { input }).start();
    const states: CounterStateView[] = [];
    for (const e of events) {
      actor.send(e as CounterFlowEvent);
      states.push(view(actor.getSnapshot() as never));
    }
    return { title: `${mode}: ${events.map(describeEvent).join(' → ') || '(start)'}`, mode, events, states };
  });
}
