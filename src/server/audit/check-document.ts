import type { DocumentRow } from '../documents/store';
import type { JournalRow } from '../documents/journal';
import { replayJournal } from '../documents/replay';

export type ProblemKind = 'mismatch' | 'brokenChain' | 'unreadable';

export interface Problem {
  documentId: number;
  type: string;
  number: string;
  kind: ProblemKind;
  /** the journal row at fault: the first whose link or hash does not hold */
  seq?: number;
  why?: string;
}

/**
 * Checks one document as GET /documents/:id/replay does: the chain must hold, and the journal rebuilt
 * through the machine must give the stored snapshot and version. A broken chain is reported before a
 * mismatch (an altered row usually also changes the rebuilt state); one problem per document.
 */
export function checkDocument(doc: DocumentRow, rows: readonly JournalRow[]): Problem | null {
  const who = { documentId: doc.id, type: doc.type, number: doc.number };
  if (rows.length === 0) return { ...who, kind: 'unreadable', why: 'noJournal' };
  try {
    const r = replayJournal(doc.type, rows, doc.snapshot);
    if (r.brokenAt) return { ...who, kind: 'brokenChain', seq: r.brokenAt.seq, why: r.brokenAt.why };
    if (!r.matches || r.events !== doc.version)
      return { ...who, kind: 'mismatch', seq: rows[rows.length - 1]!.seq, why: r.state === null ? 'notRebuilt' : 'snapshot' };
    return null;
  } catch {
    return { ...who, kind: 'unreadable', why: 'replayFailed' };
  }
}
