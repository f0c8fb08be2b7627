import type { StoredState } from '../../../machines/index';
import { lineRemaining } from '../../domain/lifecycle/lines';
import type { Queryable } from '../db/database';
import { loadDocument } from './store';

/** Fact fields only the server may put into an event: a client's values for them are dropped. */
export const SERVER_FACTS = ['sourceRemaining', 'cashBoxOpen'] as const;
/** Events only the server sends (a conversion's target supplies its source). */
export const SERVER_ONLY_EVENTS = new Set(['SUPPLY']);

interface LineLike {
  id: string;
  quantity: string;
  suppliedQuantity?: string;
  writtenOffQuantity?: string;
  sourceLineId?: string;
}

/**
 * Adds to an event what the machine needs from outside the document, read in the same transaction,
 * so that the journal records exactly what the decision was based on.
 */
export async function withFacts(q: Queryable, state: StoredState, event: Record<string, unknown> & { type: string }) {
  const out: Record<string, unknown> & { type: string } = { ...event };
  for (const k of SERVER_FACTS) delete out[k];
  const ctx = state.context as { lines?: LineLike[]; sourceId?: string; cashBoxId?: string };
  const converted = (ctx.lines ?? []).some((l) => l.sourceLineId !== undefined);
  if ((event.type === 'COMPLETE' || event.type === 'APPROVE') && converted && ctx.sourceId) {
    const source = await loadDocument(q, Number(ctx.sourceId));
    const lines = ((source.snapshot.context as { lines?: LineLike[] }).lines ?? []) as LineLike[];
    out.sourceRemaining = Object.fromEntries(lines.map((l) => [l.id, lineRemaining(l)]));
  }
  if (event.type === 'CLOSE' && ctx.cashBoxId !== undefined) {
    const r = await q.query(
      `select 1 from documents where doc_type = 'cashBoxSession' and status = 'open' and snapshot->'context'->>'cashBoxId' = $1 limit 1`,
      [String(ctx.cashBoxId)],
    );
    out.cashBoxOpen = r.rowCount > 0;
  }
  return out;
}
