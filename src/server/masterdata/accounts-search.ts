import { foldForSearch, turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { ACCOUNT_SELECT, type AccountRow } from './views';

/** The keys stored with an account's name (migration 007): Turkish sort order and the folded search text. */
export const accountSearchKeys = (name: string) => ({ nameKey: turkishSortKey(name), searchText: foldForSearch(name) });

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * GET /api/accounts?q=: the name matches anywhere ignoring case and Turkish marks ("ozturk" finds
 * "Öztürk"), the code by its prefix, the tax number exactly; `groupId` keeps one group's accounts. The answer is in
 * Turkish alphabetical order.
 */
export async function searchAccounts(
  db: Queryable,
  q: string | undefined,
  limit: number,
  offset: number,
  groupId?: number,
): Promise<{ rows: AccountRow[]; total: number }> {
  const text = (q ?? '').trim();
  const folded = text ? `%${likeEscape(foldForSearch(text).replace(/\s+/g, ' '))}%` : null;
  const r = await db.query<AccountRow>(
    `${ACCOUNT_SELECT},
            count(*) over ()::integer as total
       from accounts a
      where ($1::text is null or a.search_text like $1 or lower(a.code) like $2 or a.tax_number = $3)
        and ($6::integer is null or a.group_id = $6)
      order by a.name_key collate "C", a.id
      limit $4 offset $5`,
    [folded, text ? `${likeEscape(text.toLowerCase())}%` : null, text || null, limit, offset, groupId ?? null],
  );
  return { rows: r.rows, total: r.rows[0]?.total ?? 0 };
}
