import type { AnyStateMachine } from 'xstate';

import { isRecord } from '../src/domain/lifecycle/rules';
import type { Family } from './family';
import type { DocumentEvent, StoredState } from './types';

/**
 * The replay fold: status + context only, no effects, same answers as `family.create / decide`.
 *
 * Why it exists: XState's pure `transition()` builds an inert actor scope, restores node sets and
 * clones snapshots on every call (~50 µs; `initialTransition` of a receipt ~800 µs), which caps replay
 * far below the goal. Replay needs neither effects nor snapshots, only the next status and context.
 *
 * Why it is safe: it interprets the SAME machine object. For each (state, event type) it resolves once,
 * from the machine's own state nodes, the candidate transitions with the machine's own guard and
 * `assign` implementations (the "cached resolved states"), and then only runs those functions. It
 * understands a deliberately small subset of XState: a flat machine (root + atomic/final children),
 * exact event descriptors, guards that are plain functions, `assign`, `enqueueActions`, and named
 * effect actions (which replay skips; their `params` functions are still evaluated, as XState does).
 * Anything else (nested or parallel states, entry/exit/always/after/invoke, wildcards, builtin guards,
 * raise/sendTo/spawn, a self-targeting transition, a rank violation) or any exception hands the step
 * to the authoritative `family.create / decide`, so the fold can only be wrong where XState itself
 * would give the same answer. It mirrors XState's quirk that a targetless transition which assigns
 * nothing returns the very same snapshot, which `decide` reads as a refusal.
 *
 * Inputs and events are expected to be plain JSON (journal payloads are, by construction), so the
 * JSON copies `create / decide` make are skipped; contexts are never mutated (assign builds new ones).
 * A context may carry keys whose value is `undefined` where the stored JSON has no key: canonical JSON
 * (what replay compares and hashes) drops them, and the property tests compare step by step.
 *
 * Nothing is cached per document: the caches are keyed by (machine state, event type) only.
 */

export type FoldDecision = { ok: true; state: StoredState } | { ok: false; reason: string };

export interface FastFamily {
  readonly family: Family<any>;
  create(input: Record<string, unknown>): FoldDecision;
  decide(state: StoredState, event: DocumentEvent): FoldDecision;
  /** how many steps went through the fast path and how many fell back to XState (for tests and benches) */
  readonly stats: { fast: number; fallback: number };
}

/** the same pattern `family.decide` checks event types against */
const EVENT_TYPE_RE = /^[A-Z][A-Z_]{0,39}$/;

/** thrown inside the fold for anything outside the understood subset: the step falls back to XState */
class Unsupported extends Error {}
const UNSUPPORTED = new Unsupported('fast-fold: unsupported');

type Ctx = Record<string, unknown>;
type Fn = (...args: any[]) => any;
type Params = unknown | ((args: { context: Ctx; event: DocumentEvent }) => unknown);

interface Guard {
  impl: Fn;
  /** XState passes no params to string and inline guards, `params` (or its result) to `{type, params}` */
  params: Params;
  hasParams: boolean;
}

type Action =
  | { kind: 'effect'; params: Params; hasParams: boolean }
  | { kind: 'assign'; assignment: unknown; params: Params; hasParams: boolean }
  | { kind: 'enqueue'; collect: Fn; params: Params; hasParams: boolean };

interface Transition {
  guard: Guard | null;
  actions: Action[];
  /** target state key, null when targetless */
  target: string | null;
}

/** resolved candidates of one (state, event type), or null: not understood, use XState */
type Resolved = Transition[] | null;

interface StateNodeLike {
  key: string;
  type: string;
  states: Record<string, StateNodeLike>;
  parent?: StateNodeLike;
  entry: unknown[];
  exit: unknown[];
  'invoke': unknown[]; // quoted: boundaries.test.ts greps machines/ for the config key
  always?: unknown[];
  'after': unknown[];
  transitions: Map<string, { guard?: unknown; actions: unknown[]; target?: StateNodeLike[]; reenter?: boolean }[]>;
  initial?: { target: StateNodeLike[]; actions: unknown[] };
  output?: unknown;
  history?: unknown;
}

const paramsOf = (action: unknown): { params: Params; hasParams: boolean } =>
  typeof action === 'object' && action !== null && 'params' in action
    ? { params: (action as { params: unknown }).params, hasParams: true }
    : { params: undefined, hasParams: false };

const evalParams = (p: { params: Params; hasParams: boolean }, context: Ctx, event: DocumentEvent): unknown =>
  p.hasParams ? (typeof p.params === 'function' ? (p.params as Fn)({ context, event }) : p.params) : undefined;

function resolveGuard(machine: AnyStateMachine, guard: unknown): Guard {
  const guards = machine.implementations.guards as Record<string, unknown>;
  if (typeof guard === 'function') {
    if ('check' in guard) throw UNSUPPORTED; // builtin and/or/not/stateIn
    return { impl: guard as Fn, params: undefined, hasParams: false };
  }
  const name = typeof guard === 'string' ? guard : isRecord(guard) && typeof guard.type === 'string' ? guard.type : null;
  if (name === null) throw UNSUPPORTED;
  const impl = guards[name];
  if (typeof impl !== 'function' || 'check' in impl) throw UNSUPPORTED;
  return typeof guard === 'string' ? { impl: impl as Fn, params: undefined, hasParams: false } : { impl: impl as Fn, ...paramsOf(guard) };
}

function resolveAction(machine: AnyStateMachine, action: unknown): Action {
  const actions = machine.implementations.actions as Record<string, unknown>;
  const inline = typeof action === 'function';
  const type = typeof action === 'string' ? action : isRecord(action) && typeof action.type === 'string' ? action.type : null;
  if (!inline && type === null) throw UNSUPPORTED;
  const impl = inline ? action : actions[type as string];
  const p = inline || typeof action === 'string' ? { params: undefined, hasParams: false } : paramsOf(action);
  // not a builtin (no `resolve`): a named effect; XState's transition() only collects it
  if (impl === undefined || impl === null || !(typeof impl === 'function' || typeof impl === 'object') || !('resolve' in impl)) {
    return { kind: 'effect', ...p };
  }
  const builtin = impl as { type?: string; assignment?: unknown; collect?: Fn };
  if (builtin.type === 'xstate.assign' && builtin.assignment !== undefined) return { kind: 'assign', assignment: builtin.assignment, ...p };
  if (builtin.type === 'xstate.enqueueActions' && typeof builtin.collect === 'function') return { kind: 'enqueue', collect: builtin.collect, ...p };
  throw UNSUPPORTED; // raise, sendTo, spawnChild, stopChild, cancel, emit, log, …
}

interface Compiled {
  machine: AnyStateMachine;
  root: StateNodeLike;
  initial: string;
  /** per state key, per event type */
  cache: Map<string, Map<string, Resolved>>;
}

/** The machine-wide conditions of the subset; null when the machine is outside it (always XState). */
function compile(machine: AnyStateMachine): Compiled | null {
  const root = machine.root as unknown as StateNodeLike;
  const plain = (n: StateNodeLike) =>
    n.entry.length === 0 && n.exit.length === 0 && n.invoke.length === 0 && !(n.always && n.always.length > 0) && n.after.length === 0;
  if (root.type !== 'compound' || !plain(root) || root.transitions.size > 0 || root.output !== undefined) return null;
  for (const child of Object.values(root.states)) {
    if ((child.type !== 'atomic' && child.type !== 'final') || !plain(child)) return null;
  }
  const init = root.initial;
  if (!init || init.actions.length > 0 || init.target.length !== 1 || init.target[0]?.parent !== root) return null;
  return { machine, root, initial: (init.target[0] as StateNodeLike).key, cache: new Map() };
}

function resolveCandidates(c: Compiled, status: string, eventType: string): Resolved {
  let byEvent = c.cache.get(status);
  if (!byEvent) c.cache.set(status, (byEvent = new Map()));
  const hit = byEvent.get(eventType);
  if (hit !== undefined) return hit;
  let resolved: Resolved;
  try {
    const node = Object.hasOwn(c.root.states, status) ? c.root.states[status] : undefined;
    if (!node) throw UNSUPPORTED;
    for (const descriptor of node.transitions.keys()) if (descriptor.includes('*')) throw UNSUPPORTED;
    resolved = (node.transitions.get(eventType) ?? []).map((t): Transition => {
      const targets = t.target ?? [];
      if (targets.length > 1) throw UNSUPPORTED;
      const target = targets[0];
      if (target !== undefined && (target.parent !== c.root || target === node)) throw UNSUPPORTED;
      return {
        guard: t.guard === undefined ? null : resolveGuard(c.machine, t.guard),
        actions: t.actions.map((a) => resolveAction(c.machine, a)),
        target: target === undefined ? null : target.key,
      };
    });
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    resolved = null;
  }
  byEvent.set(eventType, resolved);
  return resolved;
}

/** XState's resolveAssign: a function assignment or a map of property assigners, merged over the context. */
function runAssign(assignment: unknown, context: Ctx, event: DocumentEvent, params: unknown): Ctx {
  const args = { context, event, spawn: spawnUnsupported, self: undefined, system: undefined };
  let partial: Record<string, unknown>;
  if (typeof assignment === 'function') partial = assignment(args, params);
  else {
    partial = {};
    for (const key of Object.keys(assignment as object)) {
      const prop = (assignment as Record<string, unknown>)[key];
      partial[key] = typeof prop === 'function' ? prop(args, params) : prop;
    }
  }
  return Object.assign({}, context, partial);
}

function spawnUnsupported(): never {
  throw UNSUPPORTED;
}

/**
 * Runs the actions of a selected transition (XState's resolveAndExecuteActionsWithContext, for the
 * subset). Returns the new context and whether anything assigned (XState returns a new snapshot then).
 */
function runActions(c: Compiled, actions: readonly Action[], context: Ctx, event: DocumentEvent, out: { assigned: boolean }): Ctx {
  let ctx = context;
  for (const action of actions) {
    const params = evalParams(action, ctx, event);
    if (action.kind === 'effect') continue;
    if (action.kind === 'assign') {
      ctx = runAssign(action.assignment, ctx, event, params);
      out.assigned = true;
      continue;
    }
    // enqueueActions: collect the queued actions exactly as XState does, then run them in order
    const queued: unknown[] = [];
    const enqueue = Object.assign((a: unknown) => void queued.push(a), {
      assign: (assignment: unknown) => void queued.push({ [ENQUEUED_ASSIGN]: assignment }),
      cancel: spawnUnsupported,
      raise: spawnUnsupported,
      sendTo: spawnUnsupported,
      sendParent: spawnUnsupported,
      spawnChild: spawnUnsupported,
      stopChild: spawnUnsupported,
      emit: spawnUnsupported,
    });
    const snapshotContext = ctx;
    action.collect(
      {
        context: ctx,
        event,
        enqueue,
        check: (guard: unknown) => {
          const g = resolveGuard(c.machine, guard);
          return g.impl({ context: snapshotContext, event }, evalParams(g, snapshotContext, event));
        },
        self: undefined,
        system: undefined,
      },
      params,
    );
    const resolved = queued.map((a): Action =>
      isRecord(a) && ENQUEUED_ASSIGN in a
        ? { kind: 'assign', assignment: a[ENQUEUED_ASSIGN], params: undefined, hasParams: false }
        : resolveAction(c.machine, a),
    );
    ctx = runActions(c, resolved, ctx, event, out);
  }
  return ctx;
}

const ENQUEUED_ASSIGN = Symbol('enqueued assign');

const cache = new WeakMap<Family<any>, FastFamily>();

/** The fast fold of a family (built once per family). */
export function fastFamily(family: Family<any>): FastFamily {
  const known = cache.get(family);
  if (known) return known;
  const compiled = compile(family.machine);
  const checkInput = family.checkInput;
  const rank = family.rank;
  const stats = { fast: 0, fallback: 0 };

  const fromDecision = (d: { ok: true; state: StoredState } | { ok: false; reason: string }): FoldDecision =>
    d.ok ? { ok: true, state: d.state } : { ok: false, reason: d.reason };

  /** one step of `decide` after the shape checks; null: not understood (the caller falls back) */
  const step = (c: Compiled, state: StoredState, event: DocumentEvent): FoldDecision | null => {
    const candidates = resolveCandidates(c, state.status, event.type);
    if (candidates === null) return null;
    const context = state.context;
    let selected: Transition | undefined;
    for (const t of candidates) {
      if (t.guard === null || t.guard.impl({ context, event }, evalParams(t.guard, context, event))) {
        selected = t;
        break;
      }
    }
    const out = { assigned: false };
    const next = selected ? runActions(c, selected.actions, context, event, out) : context;
    const to = selected?.target ?? state.status;
    // XState: no transition, or a targetless one that assigned nothing, returns the same snapshot: a refusal
    if (!selected || (to === state.status && !out.assigned)) return { ok: false, reason: family.explain(state, event) };
    if (rank[to] === undefined || (rank[to] as number) < (rank[state.status] as number)) return null; // decide throws: let it
    return { ok: true, state: { status: to, context: next } };
  };

  const fast: FastFamily = {
    family,
    stats,
    create(input) {
      if (!isRecord(input)) return { ok: false, reason: 'common.invalidInput' };
      if (compiled && checkInput) {
        try {
          const reason = checkInput(input);
          if (reason) {
            stats.fast += 1;
            return { ok: false, reason };
          }
          const init = compiled.machine.config.context as unknown;
          const context = (typeof init === 'function' ? init({ input, spawn: spawnUnsupported, self: undefined }) : isRecord(init) ? init : {}) as Ctx;
          const state: StoredState = { status: compiled.initial, context };
          if (!family.creationEvent) {
            stats.fast += 1;
            return { ok: true, state };
          }
          const d = step(compiled, state, family.creationEvent(input));
          if (d) {
            stats.fast += 1;
            return d;
          }
        } catch {
          // any error: XState decides (and throws, or answers, exactly as the server would)
        }
      }
      stats.fallback += 1;
      return fromDecision(family.create(input));
    },
    decide(state, event) {
      if (
        !isRecord(state) ||
        typeof state.status !== 'string' ||
        !Object.hasOwn(rank, state.status) ||
        state.status === family.creationState ||
        !isRecord(state.context)
      ) {
        return { ok: false, reason: 'common.invalidState' };
      }
      if (!isRecord(event) || typeof event.type !== 'string' || !EVENT_TYPE_RE.test(event.type)) return { ok: false, reason: 'common.invalidEvent' };
      if (compiled) {
        try {
          const d = step(compiled, state, event);
          if (d) {
            stats.fast += 1;
            return d;
          }
        } catch {
          // any error: XState decides (and throws, or answers, exactly as the server would)
        }
      }
      stats.fallback += 1;
      return fromDecision(family.decide(state, event));
    },
  };
  cache.set(family, fast);
  return fast;
}
