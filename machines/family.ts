import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

import { explain, isRecord, type RuleTable } from '../src/domain/lifecycle/rules';
import type { Decision, DocumentEvent, DocumentFamily, Effect, StatusIntent, StoredState } from './types';

/**
 * The plumbing every family shares. A family is a machine plus its rule table; `create`, `decide` and
 * `allowedEvents` are the same for all of them:
 *
 *  - `decide` restores the stored snapshot (`machine.resolveState`), runs the pure `transition`, and
 *    treats "the machine returned the very same snapshot object" as a refusal. The refusal's reason is
 *    then read from the rule table, whose guard functions are the ones the machine itself uses, so
 *    the reason always names the rule that actually blocked the event.
 *  - effects are the machine's named actions with their params (builtin `xstate.*` actions dropped).
 *  - the new state is returned as a fresh JSON copy: nothing the caller holds is shared or mutated.
 */
export interface FamilySpec<C> {
  family: string;
  types: readonly string[];
  machine: AnyStateMachine;
  rank: Readonly<Record<string, number>>;
  editable: readonly string[];
  statusIntents: Readonly<Record<string, StatusIntent>>;
  derivedStatusIntents?: Readonly<Record<string, StatusIntent>>;
  rules: RuleTable<C>;
  /** structural check of a creation input before the machine sees it */
  checkInput(input: Record<string, unknown>): string | null;
  /**
   * Families whose documents come into being through an event (a cheque is RECEIVEd, a loan is
   * RESERVEd or LENT): the machine starts in the transient `new` state and `create` sends this event.
   */
  creationEvent?(input: Record<string, unknown>): DocumentEvent;
  /** events whose guards read only the context: `allowedEvents` evaluates them; others need a payload or facts */
  contextOnlyEvents: readonly string[];
  /**
   * The document's content: what only EDIT (in an editable state) may change. Flags and figures beside
   * it (printed, supplied quantities, attempts, the Z report, settlement) may change while locked.
   */
  content(context: C): unknown;
}

export interface Family<C = Record<string, unknown>> extends DocumentFamily {
  rules: RuleTable<C>;
  /** the structural check of a creation input (FamilySpec.checkInput), which the fast fold runs too */
  checkInput(input: Record<string, unknown>): string | null;
  /** the content of a stored context (see FamilySpec.content) */
  content(context: Record<string, unknown>): unknown;
  creationState?: string;
  /** the event `create` sends after the initial transition (families created by an event) */
  creationEvent?(input: Record<string, unknown>): DocumentEvent;
  /** reason code for a refused event (the same answer `decide` gives) */
  explain(state: StoredState, event: DocumentEvent): string;
}

export const CREATION_STATE = 'new';

/** `content` helper: the listed top-level keys, and of each line the listed line keys. */
export function contentKeys<C>(keys: readonly string[], lineKeys?: readonly string[]) {
  return (context: C): unknown => {
    const c = context as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of keys) if (c[k] !== undefined) out[k] = c[k];
    if (lineKeys && Array.isArray(c.lines)) {
      out.lines = (c.lines as Record<string, unknown>[]).map((l) => Object.fromEntries(lineKeys.filter((k) => l[k] !== undefined).map((k) => [k, l[k]])));
    }
    return out;
  };
}

const LINE_CONTENT = [
  'id',
  'productId',
  'quantity',
  'unitPrice',
  'multiplier',
  'discountRate',
  'vatRate',
  'sourceLineId',
  'sourceId',
  'copyId',
  'locationId',
  'returnOfId',
  'returnOfLineId',
  'total',
] as const;
/** receipts and orders: the header and the priced lines (not the supply figures) */
export const documentContent = (header: readonly string[]) => contentKeys(header, LINE_CONTENT);
const EVENT_TYPE_RE = /^[A-Z][A-Z_]{0,39}$/;

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function toEffects(actions: readonly { type: string; params?: unknown }[]): Effect[] {
  return actions.filter((a) => !a.type.startsWith('xstate.')).map((a) => ({ type: a.type, params: json((a.params ?? {}) as Record<string, unknown>) }));
}

function toStored(snapshot: AnyMachineSnapshot): StoredState {
  return { status: String(snapshot.value), context: json(snapshot.context as Record<string, unknown>) };
}

export function defineFamily<C>(spec: FamilySpec<C>): Family<C> {
  const { machine, rank, rules } = spec;
  const creationState = spec.creationEvent ? CREATION_STATE : undefined;

  const restore = (state: StoredState): AnyMachineSnapshot => machine.resolveState({ value: state.status, context: state.context }) as AnyMachineSnapshot;

  const isStored = (state: unknown): state is StoredState =>
    isRecord(state) && typeof state.status === 'string' && Object.hasOwn(rank, state.status) && state.status !== creationState && isRecord(state.context);

  const isEvent = (event: unknown): event is DocumentEvent => isRecord(event) && typeof event.type === 'string' && EVENT_TYPE_RE.test(event.type);

  const step = (snapshot: AnyMachineSnapshot, event: DocumentEvent): Decision => {
    const [next, actions] = transition(machine, snapshot, event);
    if (next === snapshot) {
      return { ok: false, reason: explain(rules, String(snapshot.value), snapshot.context as C, event) };
    }
    const from = String(snapshot.value);
    const to = String(next.value);
    if (rank[to] === undefined || rank[to] < rank[from]) {
      // unreachable while the rank test passes; refuse loudly rather than store a backward move
      throw new Error(`${spec.family}: ${from} -${event.type}-> ${to} breaks the forward-only rule`);
    }
    return { ok: true, state: toStored(next), effects: toEffects(actions) };
  };

  return {
    family: spec.family,
    types: spec.types,
    machine,
    rank,
    editable: spec.editable,
    statusIntents: spec.statusIntents,
    ...(spec.derivedStatusIntents ? { derivedStatusIntents: spec.derivedStatusIntents } : {}),
    isLocked: (state) => !spec.editable.includes(state.status),
    rules,
    checkInput: spec.checkInput,
    content: (context) => spec.content(context as C),
    creationState,
    creationEvent: spec.creationEvent,

    create(input) {
      if (!isRecord(input)) return { ok: false, reason: 'common.invalidInput' };
      const reason = spec.checkInput(input);
      if (reason) return { ok: false, reason };
      const [snapshot, actions] = initialTransition(machine, json(input));
      if (!spec.creationEvent) return { ok: true, state: toStored(snapshot), effects: toEffects(actions) };
      const result = step(snapshot, spec.creationEvent(input));
      return result.ok ? { ...result, effects: [...toEffects(actions), ...result.effects] } : result;
    },

    decide(state, event) {
      if (!isStored(state)) return { ok: false, reason: 'common.invalidState' };
      if (!isEvent(event)) return { ok: false, reason: 'common.invalidEvent' };
      return step(restore(json(state)), json(event));
    },

    allowedEvents(state) {
      if (!isStored(state)) return [];
      const snapshot = restore(json(state));
      const table = rules[state.status] ?? {};
      return Object.keys(table).filter((type) => {
        if (typeof table[type] === 'string') return false;
        return spec.contextOnlyEvents.includes(type) ? snapshot.can({ type }) : true;
      });
    },

    explain(state, event) {
      return explain(rules, state.status, state.context as C, event);
    },
  };
}
