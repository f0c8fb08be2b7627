import { assign, setup } from 'xstate';
import type { LibraryHold, LibraryMember, MemberLoan } from '../src/domain/schemas/library';
import { failureMessage, notProvided } from './not-provided';

/**
 * The library's counter (issue #18): lending (`/kutuphane/odunc`) and returns (`/kutuphane/iade`).
 * Lending: scan the member's card, then each copy; every scan is asked of the server, whose loan machine decides
 * it with its facts (member active and not expired, under the matrix's limit, copy free or held for this member)
 * and gives the due date; the slip of the visit prints. Returns: scan a copy back in (the fine for the late days
 * and the holds shelf come from the server), or renew its loan (refused when another member holds the title or the
 * renewals are used up). Pure like every flow here: it only sequences the screen. On entering `findingMember`,
 * `asking`, `returningCopy` or `renewing` the flow runs that step's call (`findMember`, `lendCopy`, `returnCopy`,
 * `renewLoan`, provided by the screen) once; its answer moves on, its failure is the refusal shown (a
 * `CounterRefused` carries the server's reason and message).
 */

export type CounterMode = 'lend' | 'return';

export interface CounterRefusal {
  /** the server's reason code (`loan.loanLimitReached`, `library.copyNotLent`, …) */
  reason: string;
  /** the server's message in the user's language */
  message: string;
}

export interface CounterReturn {
  loan: MemberLoan;
  member: LibraryMember;
  overdueDays: number;
  holdFor: LibraryHold | null;
}

export interface CounterFlowContext {
  mode: CounterMode;
  /** the card or barcode being asked about */
  scanned: string | null;
  member: LibraryMember | null;
  /** the loans of this visit, for the slip */
  loans: MemberLoan[];
  refusal: CounterRefusal | null;
  returned: CounterReturn | null;
  renewed: MemberLoan | null;
}

/** A call of the counter refused: the server's reason code and its message in the user's language. */
export class CounterRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = 'CounterRefused';
  }
}

/** What the counter's calls answer: the member of a card, a copy lent to them, a copy back in, a loan renewed. */
export interface CounterCalls {
  findMember: (cardNumber: string) => Promise<LibraryMember>;
  lendCopy: (member: LibraryMember, barcode: string) => Promise<{ loan: MemberLoan; member: LibraryMember }>;
  returnCopy: (barcode: string) => Promise<CounterReturn>;
  renewLoan: (barcode: string) => Promise<MemberLoan>;
}

/** What each call is given: the code scanned, and for a loan the member shown. */
export interface CounterScan {
  scanned: string;
  member: LibraryMember | null;
}

export interface CounterFlowInput {
  mode: CounterMode;
}

export type CounterFlowEvent =
  | { type: 'SCAN_CARD'; cardNumber: string }
  | { type: 'SCAN_COPY'; barcode: string }
  | { type: 'PRINT' }
  | { type: 'NEXT_MEMBER' }
  | { type: 'RETURN_COPY'; barcode: string }
  | { type: 'RENEW'; barcode: string };

const code = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const scannedCode = (e: CounterFlowEvent) => code((e as { cardNumber?: string }).cardNumber ?? (e as { barcode?: string }).barcode);
const isRecord = (v: unknown): v is { id: unknown } => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'number';

/** A copy scanned while a member is shown: asked of the server. */
const scanCopy = { SCAN_COPY: { guard: 'scanned', target: '#libraryCounter.lend.member.asking', actions: 'ask' } } as const;
/** Between scans the librarian may print the visit's slip or finish with this member. */
const betweenScans = {
  ...scanCopy,
  PRINT: { guard: 'hasLoans', target: '#libraryCounter.lend.slip' },
  NEXT_MEMBER: { target: '#libraryCounter.lend.awaitingCard', actions: 'clearVisit' },
} as const;
/** A copy at the returns desk, scanned to come back in or to be renewed. */
const scanBack = {
  RETURN_COPY: { guard: 'scanned', target: '#libraryCounter.return.returningCopy', actions: 'ask' },
  RENEW: { guard: 'scanned', target: '#libraryCounter.return.renewing', actions: 'ask' },
} as const;
/** What a step's call is given, on entering it: the code scanned and the member shown. */
const scanInput = ({ context }: { context: CounterFlowContext }): CounterScan => ({ scanned: context.scanned ?? '', member: context.member });

/** A failed call as the refusal shown: the server's when it gave one. */
const refusalOf = (error: unknown): CounterRefusal =>
  error instanceof CounterRefused ? { reason: error.reason, message: error.message } : { reason: 'error', message: failureMessage(error) ?? 'error' };

export const libraryCounterFlow = setup({
  types: { context: {} as CounterFlowContext, events: {} as CounterFlowEvent, input: {} as CounterFlowInput },
  guards: {
    returnMode: ({ context }) => context.mode === 'return',
    scanned: ({ event }) => scannedCode(event) !== '',
    hasLoans: ({ context }) => context.loans.length > 0,
    /** the answer is a record (the member found, the loan renewed) */
    recordGiven: ({ event }) => isRecord((event as { output?: unknown }).output),
    /** the answer carries its loan (a copy lent, a copy returned) */
    loanGiven: ({ event }) => isRecord((event as { output?: { loan?: unknown } }).output?.loan),
  },
  actors: {
    findMember: notProvided<LibraryMember, CounterScan>('findMember'),
    lendCopy: notProvided<{ loan: MemberLoan; member: LibraryMember }, CounterScan>('lendCopy'),
    returnCopy: notProvided<CounterReturn, CounterScan>('returnCopy'),
    renewLoan: notProvided<MemberLoan, CounterScan>('renewLoan'),
  },
  actions: {
    ask: assign({ scanned: ({ event }) => scannedCode(event), refusal: null, returned: null, renewed: null }),
    refuse: assign({ refusal: ({ event }) => refusalOf((event as { error?: unknown }).error) }),
    clearVisit: assign({ scanned: null, member: null, loans: () => [], refusal: null }),
  },
}).createMachine({
  id: 'libraryCounter',
  initial: 'start',
  context: ({ input }) => ({ mode: input.mode, scanned: null, member: null, loans: [], refusal: null, returned: null, renewed: null }),
  states: {
    start: { always: [{ guard: 'returnMode', target: 'return' }, { target: 'lend' }] },
    lend: {
      initial: 'awaitingCard',
      states: {
        awaitingCard: {
          on: {
            SCAN_CARD: { guard: 'scanned', target: 'findingMember', actions: 'ask' },
            // a card not found is cleared away as a finished visit is
            NEXT_MEMBER: { actions: 'clearVisit' },
          },
        },
        findingMember: {
          invoke: {
            id: 'findMember',
            src: 'findMember',
            input: scanInput,
            onDone: { guard: 'recordGiven', target: 'member', actions: assign({ member: ({ event }) => event.output, loans: () => [], refusal: null }) },
            onError: { target: 'awaitingCard', actions: 'refuse' },
          },
        },
        member: {
          initial: 'scanning',
          states: {
            scanning: { on: betweenScans },
            asking: {
              invoke: {
                id: 'lendCopy',
                src: 'lendCopy',
                input: scanInput,
                onDone: {
                  guard: 'loanGiven',
                  target: 'lent',
                  actions: assign({ loans: ({ context, event }) => [...context.loans, event.output.loan], member: ({ event }) => event.output.member }),
                },
                onError: { target: 'refused', actions: 'refuse' },
              },
            },
            lent: { on: betweenScans },
            refused: { on: betweenScans },
          },
        },
        // the slip is printed; a forgotten copy may still be lent onto it
        slip: { on: { ...scanCopy, NEXT_MEMBER: { target: 'awaitingCard', actions: 'clearVisit' } } },
      },
    },
    return: {
      initial: 'awaitingCopy',
      states: {
        awaitingCopy: { on: scanBack },
        returningCopy: {
          invoke: {
            id: 'returnCopy',
            src: 'returnCopy',
            input: scanInput,
            onDone: { guard: 'loanGiven', target: 'returned', actions: assign({ returned: ({ event }) => event.output }) },
            onError: { target: 'refused', actions: 'refuse' },
          },
        },
        renewing: {
          invoke: {
            id: 'renewLoan',
            src: 'renewLoan',
            input: scanInput,
            onDone: { guard: 'recordGiven', target: 'renewed', actions: assign({ renewed: ({ event }) => event.output }) },
            onError: { target: 'refused', actions: 'refuse' },
          },
        },
        returned: { on: scanBack },
        renewed: { on: scanBack },
        refused: { on: scanBack },
      },
    },
  },
});

/** The counter's step, the innermost state: `lent` for `{lend: {member: 'lent'}}`. */
export function counterStep(value: unknown): string {
  let v = value;
  while (typeof v === 'object' && v !== null) v = Object.values(v)[0];
  return String(v);
}

/** The server is being asked: the scan fields wait. */
export const COUNTER_ASKING_STEPS: readonly string[] = ['findingMember', 'asking', 'returningCopy', 'renewing'];
