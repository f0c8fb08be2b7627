import { familyForType, type Decision, type StoredState } from '../../../machines/index';
import { canonicalJson } from '../../domain/canonical';
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
 */
export function replayJournal(type: string, rows: readonly JournalRow[], stored: StoredState): ReplayResult {
  const family = familyForType(type);
  const broken = brokenLink(rows);
  let state: StoredState | null = null;
  let events = 0;
  if (family) {
    for (const row of rows) {
      if (!row.accepted) continue;
      const decision: Decision = state === null ? family.create(row.payload) : family.decide(state, { ...row.payload, type: row.event });
      if (!decision.ok) {
        state = null;
        break;
      }
      state = decision.state;
      events += 1;
    }
  }
  const matches = state !== null && canonicalJson(state) === canonicalJson(stored);
  return { status: state?.status ?? null, state, matches, chainValid: broken === null, brokenAt: broken, events };
}
