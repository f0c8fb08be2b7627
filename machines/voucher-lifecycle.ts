import { assign, enqueueActions, setup } from 'xstate';
import { guardOf, type Check, type LifecycleEvent, type RuleTable } from '../src/domain/lifecycle/rules';
import { contentKeys, defineFamily, type Family } from './family';

/** Effects are carried out by the server; inside the machine they are only named requests. */
const effect = (_: unknown, _params: Record<string, unknown>) => {};

/**
 * A voucher's fields after a creation input or an EDIT: each field `raw` gives, normalised; null clears it (assign
 * merges, so undefined clears, and JSON drops it).
 */
export function withGivenFields<C extends object>(
  context: C,
  raw: Record<string, unknown>,
  keys: readonly string[],
  normalized: (key: string, value: unknown) => unknown,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...(context as Record<string, unknown>) };
  for (const key of keys) {
    if (!(key in raw) || raw[key] === undefined) continue;
    next[key] = raw[key] === null ? undefined : normalized(key, raw[key]);
  }
  return next;
}

export interface VoucherLifecycleParts<C extends object> {
  /** the machine's id and the family's name */
  family: string;
  types: readonly string[];
  create(input: Record<string, unknown>): C;
  checkEdit: Check<C>;
  /** what COMPLETE checks beyond the draft's own fields (facts the server supplies); none when absent */
  checkComplete?: Check<C>;
  applyEdit(context: C, event: LifecycleEvent): Partial<C>;
  /** the ledger moves COMPLETE writes */
  completionEffects(context: C): readonly { type: 'accountMove' | 'cashMove' | 'pointsMove'; params: Record<string, unknown> }[];
  rules: RuleTable<C>;
  checkInput(input: Record<string, unknown>): string | null;
  /** what only EDIT may change, in the draft */
  content: readonly string[];
}

/**
 * The lifecycle every voucher family shares, current-account and cash alike (lifecycles.md has no table for
 * them; this follows receipts without the inProcess step): draft → completed → closed; draft → cancelled.
 * Completing writes the family's ledger moves; a completed voucher is locked, a correction is a new voucher.
 */
export function voucherLifecycleFamily<C extends object>(parts: VoucherLifecycleParts<C>): Family<C> {
  const machine = setup({
    types: { context: {} as C, events: {} as LifecycleEvent, input: {} as Record<string, unknown> },
    actions: {
      accountMove: effect,
      cashMove: effect,
      pointsMove: effect,
      edit: assign(({ context, event }) => parts.applyEdit(context, event) as never),
      markPrinted: assign({ printed: true } as never),
      completionEffects: enqueueActions(({ context, enqueue }) => {
        for (const e of parts.completionEffects(context)) enqueue({ type: e.type, params: e.params });
      }),
    },
    guards: {
      canEdit: guardOf(parts.checkEdit),
      canComplete: guardOf(parts.checkComplete ?? (() => null)),
    },
  }).createMachine({
    id: parts.family,
    initial: 'draft',
    context: ({ input }) => parts.create(input),
    states: {
      draft: {
        on: {
          EDIT: { guard: 'canEdit', actions: 'edit' },
          COMPLETE: { ...(parts.checkComplete ? { guard: 'canComplete' as const } : {}), target: 'completed', actions: 'completionEffects' },
          CANCEL: { target: 'cancelled' },
          PRINT: { actions: 'markPrinted' },
        },
      },
      completed: {
        on: {
          CLOSE: { target: 'closed' },
          PRINT: { actions: 'markPrinted' },
        },
      },
      closed: { on: { PRINT: { actions: 'markPrinted' } } },
      cancelled: { type: 'final' },
    },
  });
  return defineFamily<C>({
    family: parts.family,
    types: parts.types,
    machine,
    rank: { draft: 0, completed: 1, closed: 2, cancelled: 3 },
    statusIntents: { draft: 'none', completed: 'success', closed: 'primary', cancelled: 'danger' },
    editable: ['draft'],
    rules: parts.rules,
    checkInput: parts.checkInput,
    // a COMPLETE that reads facts cannot be judged from the context alone
    contextOnlyEvents: parts.checkComplete ? ['CANCEL', 'CLOSE', 'PRINT'] : ['COMPLETE', 'CANCEL', 'CLOSE', 'PRINT'],
    content: contentKeys(parts.content),
  });
}
