import type { Queryable } from '../db/database';
import { toRow, type DbJournalRow, type JournalRow } from '../documents/journal';

/**
 * One page of the journal rows whose time lies in `[start, end)`, ordered by document then seq, after
 * the row `(afterDocument, afterSeq)`: keyset paging, so a big range is read a page at a time.
 */
export async function journalPage(
  q: Queryable,
  bounds: { start: string | null; end: string | null },
  after: { document: number; seq: number },
  limit: number,
): Promise<JournalRow[]> {
  const r = await q.query<DbJournalRow>(
    `select * from journal
      where ($1::timestamptz is null or at >= $1::timestamptz)
        and ($2::timestamptz is null or at < $2::timestamptz)
        and (document_id, seq) > ($3::integer, $4::integer)
      order by document_id, seq
      limit $5`,
    [bounds.start, bounds.end, after.document, after.seq, limit],
  );
  return r.rows.map(toRow);
}
