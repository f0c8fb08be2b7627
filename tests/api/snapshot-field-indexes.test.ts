import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotOf, type SnapshotFields } from '../../src/server/documents/snapshot-fields';
import { startOwnServer } from './own-server';

/**
 * Issue #28: the server reads a document's snapshot only through the fields named in
 * src/server/documents/snapshot-fields.ts. The rules that depend on other rows (one open bill per table name, one
 * open session per cash box, one open loan per copy) and a member's open loans are held and found by expression
 * indexes over snapshot paths (migrations 012, 017, 037, 052): the SQL of the named fields must stay the expression
 * those indexes are built on, whatever the query's alias, or every such lookup reads the whole documents table. With
 * sequential scans turned off, the planner of each database must find the lookup in its index.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;

beforeAll(async () => {
  server = await startOwnServer();
}, 120_000);
afterAll(() => server?.close());

const LOOKUPS: [index: string, field: string, where: (doc: SnapshotFields) => string][] = [
  [
    'documents_open_table',
    'tableName',
    (doc) => `doc_type = 'posSale' and status = 'draft' and ${doc.tableName} is not null and lower(btrim(${doc.tableName})) = lower(btrim('Masa 4'))`,
  ],
  ['documents_open_cash_session', 'cashBoxId', (doc) => `doc_type = 'cashBoxSession' and status = 'open' and ${doc.cashBoxId} = '7'`],
  ['documents_open_loan_per_copy', 'copyId', (doc) => `doc_type = 'loan' and status in ('reserved', 'lent') and ${doc.copyId} = '7'`],
  ['documents_open_loan_per_member', 'memberId', (doc) => `doc_type = 'loan' and status in ('reserved', 'lent') and ${doc.memberId} = '7'`],
];

async function planOf(sql: string): Promise<string> {
  return server.db.system(async (q) => {
    await q.query('set local enable_seqscan = off');
    const r = await q.query<Record<string, string>>(`explain ${sql}`);
    return r.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the snapshot fields the row rules stand on are read through their expression indexes', () => {
  it.each(LOOKUPS)('%s finds the document by its named field %s, with a table alias and without', async (index, field, where) => {
    // the field is in the index's condition, not a filter over every row the index gives for the company
    const byField = new RegExp(`(Index Scan using|Bitmap Index Scan on) ${index}\\b.*\\n\\s*Index Cond: .*'${field}'`);
    expect(await planOf(`select d.id from documents d where d.company_id = 1 and ${where(snapshotOf('d'))}`)).toMatch(byField);
    expect(await planOf(`select id from documents where company_id = 1 and ${where(snapshotOf())}`)).toMatch(byField);
  });
});
