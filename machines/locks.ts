import { descriptorOf } from './registry';

export interface DocumentLock {
  /** the document's content can no longer change (its family's `isLocked`) */
  locked: boolean;
  /** why, as the rule that refuses an EDIT now (`receipt.locked`, `document.cancelled`, …); null when not locked */
  reason: string | null;
}

/**
 * Whether a document of `type` in `status` is locked, and the rule a screen shows for it: the very reason
 * its family's rule table gives an EDIT in that status, so the banner says what the server would answer.
 */
export function documentLock(type: string, status: string): DocumentLock {
  const family = descriptorOf(type)?.family;
  const state = { status, context: {} };
  if (!family || !family.isLocked(state)) return { locked: false, reason: null };
  const reason = family.explain(state, { type: 'EDIT' });
  return { locked: true, reason: reason === 'common.eventNotAllowed' ? 'document.locked' : reason };
}
