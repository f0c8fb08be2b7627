import type { AnyStateMachine } from 'xstate';

/** A side effect the machine asks for; the server carries it out in the same transaction as the snapshot. */
export interface Effect {
  type: string;
  params: Record<string, unknown>;
}

/** What is stored for a document and what replay compares: plain JSON. */
export interface StoredState {
  status: string;
  context: Record<string, unknown>;
}

export type StatusIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export type Decision = { ok: true; state: StoredState; effects: Effect[] } | { ok: false; reason: string };

export interface DocumentEvent {
  type: string;
  [key: string]: unknown;
}

/**
 * One lifecycle family. The server, the screens, replay and the tests use only this interface:
 * `create` starts a document from its (already validated) creation input, `decide` applies one event.
 * Both are pure and deterministic: everything they need from outside (the number from the series,
 * whether the cash box is open, the source's remaining quantities) arrives inside the input or event,
 * so that the journal alone rebuilds the same state.
 */
export interface DocumentFamily {
  family: string;
  types: readonly string[];
  machine: AnyStateMachine;
  /** rank of every state: transitions never go to a lower rank */
  rank: Readonly<Record<string, number>>;
  /** states that accept content changes (EDIT) */
  editable: readonly string[];
  /** the colour a screen gives each status (Blueprint's intents, named here so pure code stays UI-free) */
  statusIntents: Readonly<Record<string, StatusIntent>>;
  /** the colour of each status derived from a stored one and today, never stored (a loan lent past its due date is overdue) */
  derivedStatusIntents?: Readonly<Record<string, StatusIntent>>;
  /** whether a document in this state is locked: its content can no longer change */
  isLocked(state: StoredState): boolean;
  create(input: Record<string, unknown>): Decision;
  decide(state: StoredState, event: DocumentEvent): Decision;
  /** events the document accepts now (what a screen may offer) */
  allowedEvents(state: StoredState): string[];
}
