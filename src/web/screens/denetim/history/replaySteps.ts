import type { Decision, DocumentFamily, StoredState } from '../../../../../machines/types';
import { canonicalJson } from '../../../../domain/canonical';
import { ID_FIELDS, apiId } from '../../../../domain/documents/id-fields';

export interface JournalEntry {
  seq: number;
  event: string;
  from: string | null;
  to: string | null;
  accepted: boolean;
  reason: string | null;
  payload: unknown;
}

export interface ReplayStep {
  entry: JournalEntry;
  /** the document after this row (a refused row leaves it as it was); null while nothing is created */
  state: StoredState | null;
  /** the machine here disagreed with the journal: the reason it gave, or 'replay.toMismatch' */
  problem: string | null;
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * Rebuilds the document in the browser from the journal alone, like the server's replay: the CREATE
 * row's payload through `create`, every accepted event through `decide`; refused rows change nothing.
 */
export function replaySteps(family: Pick<DocumentFamily, 'create' | 'decide'>, entries: readonly JournalEntry[]): ReplayStep[] {
  const steps: ReplayStep[] = [];
  let state: StoredState | null = null;
  let broken = false;
  for (const entry of entries) {
    let problem: string | null = null;
    if (entry.accepted && !broken) {
      const payload = asRecord(entry.payload);
      const decision: Decision = state === null ? family.create(payload) : family.decide(state, { ...payload, type: entry.event });
      if (decision.ok) {
        state = decision.state;
        if (entry.to !== null && decision.state.status !== entry.to) problem = 'replay.toMismatch';
      } else {
        problem = decision.reason;
        broken = true;
      }
    }
    steps.push({ entry, state, problem });
  }
  return steps;
}

/** row identity and server-added fields of the document view, not part of the machine's context (the view's sourceId is the row's column) */
const VIEW_ONLY = new Set(['id', 'version', 'createdBy', 'createdAt', 'updatedAt', 'allowedEvents', 'supplyStatus', 'accountName', 'sourceId']);
/** the row's columns the view shows beside the context: compared only when the context has them too */
const ROW_COLUMNS = new Set(['status', 'type', 'number']);

/** The machine keeps ids as strings and an internal line counter; the API shows ids as numbers (src/server/documents/view.ts). */
function asApi(key: string, value: unknown): unknown {
  if (ID_FIELDS.has(key)) return apiId(key, value);
  if (key === 'sourceIds' && Array.isArray(value)) return value.map((v) => asApi('sourceId', v));
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? apiObject(v as Record<string, unknown>) : v));
  return value;
}
function apiObject(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'lineSeq')
      .map(([k, v]) => [k, asApi(k, v)]),
  );
}

/**
 * The fields where the rebuilt state and the stored document (as the API shows it) differ, compared in
 * canonical JSON; empty when they agree. The version must equal the number of accepted events.
 */
export function differences(rebuilt: StoredState | null, acceptedEvents: number, stored: Record<string, unknown>): string[] {
  if (!rebuilt) return ['status'];
  const out: string[] = [];
  if (rebuilt.status !== stored.status) out.push('status');
  if (typeof stored.version === 'number' && stored.version !== acceptedEvents) out.push('version');
  const context = apiObject(rebuilt.context);
  const keys = new Set([...Object.keys(context), ...Object.keys(stored).filter((k) => !VIEW_ONLY.has(k) && !ROW_COLUMNS.has(k))]);
  for (const key of keys) {
    if (key === 'status' || key === 'sourceId') continue;
    const a = context[key] ?? null;
    const b = stored[key] ?? null;
    if (canonicalJson(a) !== canonicalJson(b)) out.push(key);
  }
  return out.sort();
}
