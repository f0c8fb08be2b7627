import { assign, setup } from 'xstate';
import type { LibraryHold, LibraryMember, MemberLoan } from '../src/domain/schemas/library';

/**
 * The library's counter (issue #18): lending (`/kutuphane/odunc`) and returns (`/kutuphane/iade`).
 * Lending: scan the member's card, then each copy; every scan is asked of the server, whose loan machine decides
 * it with its facts (member active and not expired, under the matrix's limit, copy free or held for this member)
 * and gives the due date; the slip of the visit prints. Returns: scan a copy back in (the fine for the late days
 * and the holds shelf come from the server), or renew its loan (refused when another member holds the title or the
 * renewals are used up). Pure like every flow here: it only sequences the screen. On entering `findingMember`,
 * `asking`, `returningCopy` or `renewing` the screen calls the server and answers with its reply (MEMBER_FOUND,
 * LENT, RETURNED, RENEWED) or its refusal (REFUSED, with the server's reason and message).
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

export interface CounterFlowInput {
  mode: CounterMode;
}

export type CounterFlowEvent =
  | { type: 'SCAN_CARD'; cardNumber: string }
  | { type: 'MEMBER_FOUND'; member: LibraryMember }
  | { type: 'SCAN_COPY'; barcode: string }
  | { type: 'LENT'; loan: MemberLoan; member: LibraryMember }
  | { type: 'PRINT' }
  | { type: 'NEXT_MEMBER' }
  | { type: 'RETURN_COPY'; barcode: string }
  | { type: 'RENEW'; barcode: string }
  | { type: 'RETURNED'; reply: CounterReturn }
  | { type: 'RENEWED'; loan: MemberLoan }
  | { type: 'REFUSED'; reason: string; message: string };

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
const onRefusal = (target: string) => ({ REFUSED: { guard: 'reasonGiven', target, actions: 'refuse' } }) as const;

export const libraryCounterFlow = setup({
  types: { context: {} as CounterFlowContext, events: {} as CounterFlowEvent, input: {} as CounterFlowInput },
  guards: {
    returnMode: ({ context }) => context.mode === 'return',
    scanned: ({ event }) => scannedCode(event) !== '',
    hasLoans: ({ context }) => context.loans.length > 0,
    memberGiven: ({ event }) => isRecord((event as { member?: unknown }).member),
    loanGiven: ({ event }) => isRecord((event as { loan?: unknown }).loan),
    replyGiven: ({ event }) => isRecord((event as { reply?: { loan?: unknown } }).reply?.loan),
    reasonGiven: ({ event }) => typeof (event as { reason?: unknown }).reason === 'string',
  },
  actions: {
    ask: assign({ scanned: ({ event }) => scannedCode(event), refusal: null, returned: null, renewed: null }),
    refuse: assign({ refusal: ({ event }) => ({ reason: (event as CounterRefusal).reason, message: (event as CounterRefusal).message }) }),
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
          on: {
            MEMBER_FOUND: {
              guard: 'memberGiven',
              target: 'member',
              actions: assign({ member: ({ event }) => event.member, loans: () => [], refusal: null }),
            },
            ...onRefusal('awaitingCard'),
          },
        },
        member: {
          initial: 'scanning',
          states: {
            scanning: { on: betweenScans },
            asking: {
              on: {
                LENT: {
                  guard: 'loanGiven',
                  target: 'lent',
                  actions: assign({ loans: ({ context, event }) => [...context.loans, event.loan], member: ({ event }) => event.member }),
                },
                ...onRefusal('refused'),
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
          on: { RETURNED: { guard: 'replyGiven', target: 'returned', actions: assign({ returned: ({ event }) => event.reply }) }, ...onRefusal('refused') },
        },
        renewing: {
          on: { RENEWED: { guard: 'loanGiven', target: 'renewed', actions: assign({ renewed: ({ event }) => event.loan }) }, ...onRefusal('refused') },
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
