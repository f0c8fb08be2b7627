import { fastFamily, type FoldDecision } from '../../../machines/fast-fold';
import { FAMILIES, familyForType, type Decision, type Effect, type StoredState } from '../../../machines/index';
import { canonicalEqual } from '../../domain/canonical';
import { brokenLink, type JournalRow } from './journal';

export interface ReplayResult {
  status: string | null;
  state: StoredState | null;
  matches: boolean;
  chainValid: boolean;
  brokenAt: { seq: number; why: string } | null;
  events: number;
}

/**
 * Rebuilds a document from its journal alone: the creation input through `create`, then every accepted
 * event through `decide`, with the same machine the server used. Refused events are part of the chain
 * but change nothing. The result is compared with the stored snapshot in canonical form.
 *
 * The fold runs through `fastFamily` (machines/fast-fold.ts): the same machine's guards and assigns,
 * resolved once per (state, event type), without XState's snapshot machinery and without effects,
 * falling back to `create / decide` for anything it does not understand. tests/unit/replay proves it
 * gives the same states and the same accept/refuse answers as `create / decide`.
 */
export function replayJournal(type: string, rows: readonly JournalRow[], stored: StoredState): ReplayResult {
  const family = fastFor(type);
  const broken = brokenLink(rows);
  let state: StoredState | null = null;
  let events = 0;
  if (family) {
    for (const row of rows) {
      if (!row.accepted) continue;
      const decision: FoldDecision = state === null ? family.create(row.payload) : family.decide(state, { ...row.payload, type: row.event });
      if (!decision.ok) {
        state = null;
        break;
      }
      state = decision.state;
      events += 1;
    }
  }
  const matches = state !== null && canonicalEqual(state, stored);
  return { status: state?.status ?? null, state, matches, chainValid: broken === null, brokenAt: broken, events };
}

const BY_FAMILY = new Map(FAMILIES.map((f) => [f.family, f] as const));

function fastFor(type: string) {
  const family = familyForType(type);
  const full = family && BY_FAMILY.get(family.family);
  return full ? fastFamily(full) : undefined;
}

/**
 * The effects a document's journal gave, in order: the creation input through `create`, then every accepted event
 * through `decide`, with the same machine (and so the same effect rules) the server used. Null when the journal does
 * not replay (an unknown type, or an event the machine now refuses): the chain check reports that document.
 */
export function replayEffects(type: string, rows: readonly JournalRow[]): Effect[] | null {
  const family = familyForType(type);
  if (!family) return null;
  let state: StoredState | null = null;
  const effects: Effect[] = [];
  for (const row of rows) {
    if (!row.accepted) continue;
    const decision: Decision = state === null ? family.create(row.payload) : family.decide(state, { ...row.payload, type: row.event });
    if (!decision.ok) return null;
    state = decision.state;
    effects.push(...decision.effects);
  }
  return state === null ? null : effects;
}
