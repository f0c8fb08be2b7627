/**
 * The one place the server's SQL reads a stored document's snapshot: every context field a query filters, joins,
 * sorts or selects on is named here once, with its JSON path and what the stored JSON holds there.
 *
 * Why it exists: `documents.snapshot` is the machine's state as JSON (`{ status, context }`), and a query that
 * wants a document's account, date or cash box reads it by JSON path. Written out in each query, a path is a
 * string no compiler sees: a renamed context field or a changed shape is found by grep, or by a report that
 * quietly shows nothing. Here the field is a name (`doc.accountId`), its path is written once, and what it holds
 * (an id, a date, a decimal…) is in its type, so `idOf` takes only ids and `dayOf` only dates.
 *
 * Why it is safe: the fragments are the very SQL the queries had (`d.snapshot->'context'->>'copyId'`), only
 * written by a function. The planner sees the same expressions as before, so the expression indexes over snapshot
 * paths (the open table per name, the open cash session per box, the open loan per copy and per member) keep
 * matching them, whatever the table alias, and no migration or new index is needed. A SQL function per field
 * would have been a second copy of each path in the database, and indexes would have had to be rebuilt on it.
 *
 * ESLint refuses a snapshot path (`snapshot->`, `#>`, `?`, a `jsonb_*` function over it) in src/server outside this
 * file (eslint.config.js); migrations are history and keep the paths they were written with, and a new index over a
 * field is built on the expression written here (tests/api/snapshot-field-indexes.test.ts holds the ones there are).
 */

declare const sqlType: unique symbol;

/** What a context field holds in the stored JSON. */
type Holds = 'id' | 'date' | 'decimal' | 'count' | 'flag' | 'code' | 'text' | 'object' | 'array';

/** A SQL expression yielding `T` (text for `->>`, jsonb for `->`) over a value that holds `H`. */
export type SnapshotSql<T extends 'text' | 'jsonb' | 'boolean', H extends Holds | 'any' = 'any'> = string & {
  readonly [sqlType]: [T, H];
};

const text = <H extends Holds>(path: string, holds: H) => ({ path, op: '->>' as const, holds });
const json = <H extends Holds>(path: string, holds: H) => ({ path, op: '->' as const, holds });

/** Every context field the server's SQL reads; a dotted path reads into a nested object. */
const FIELDS = {
  accountId: text('accountId', 'id'),
  amount: text('amount', 'decimal'),
  cashBoxId: text('cashBoxId', 'id'),
  closedOn: text('closedOn', 'date'),
  copyId: text('copyId', 'id'),
  currency: text('currency', 'code'),
  date: text('date', 'date'),
  description: text('description', 'text'),
  documentId: text('documentId', 'id'),
  dueDate: text('dueDate', 'date'),
  exchangeRate: text('exchangeRate', 'decimal'),
  fine: text('fine', 'decimal'),
  fineAmount: text('fineAmount', 'decimal'),
  invoiced: text('invoiced', 'flag'),
  jobId: text('jobId', 'id'),
  lentOn: text('lentOn', 'date'),
  memberId: text('memberId', 'id'),
  note: text('note', 'text'),
  paidBySource: text('paidBySource', 'flag'),
  paymentType: text('paymentType', 'code'),
  renewals: text('renewals', 'count'),
  sourceId: text('sourceId', 'id'),
  supplierInvoiceNumber: text('supplierInvoiceNumber', 'text'),
  tableName: text('tableName', 'text'),
  targetWarehouseId: text('targetWarehouseId', 'id'),
  title: text('title', 'text'),
  warehouseId: text('warehouseId', 'id'),
  grandTotal: text('totals.grand', 'decimal'),
  lines: json('lines', 'array'),
  sourceIds: json('sourceIds', 'array'),
  totals: json('totals', 'object'),
  z: json('z', 'object'),
  zByPaymentType: json('z.byPaymentType', 'array'),
  zCumulativeTotal: text('z.cumulativeTotal', 'decimal'),
  zDate: text('z.date', 'date'),
  zReceiptCount: text('z.receiptCount', 'count'),
  zTotal: text('z.total', 'decimal'),
} as const;

type Fields = typeof FIELDS;
type FieldSql<F extends Fields[keyof Fields]> = SnapshotSql<F['op'] extends '->>' ? 'text' : 'jsonb', F['holds']>;

export type SnapshotFields = { readonly [K in keyof Fields]: FieldSql<Fields[K]> } & {
  /** the whole context, as jsonb */
  readonly context: SnapshotSql<'jsonb', 'object'>;
  /** whether the document belongs to a job (its context has the key, whatever its value) */
  readonly hasJobId: SnapshotSql<'boolean'>;
};

const sql = <T extends 'text' | 'jsonb' | 'boolean', H extends Holds | 'any'>(s: string) => s as SnapshotSql<T, H>;

/** The snapshot fields of the `documents` row named `alias` in a query (none: the table's own name). */
export function snapshotOf(alias?: string): SnapshotFields {
  const context = `${alias ? `${alias}.` : ''}snapshot->'context'`;
  const fields = Object.fromEntries(
    Object.entries(FIELDS).map(([name, f]) => {
      const keys = f.path.split('.');
      const last = keys.pop()!;
      return [name, `${context}${keys.map((k) => `->'${k}'`).join('')}${f.op}'${last}'`];
    }),
  );
  return { ...fields, context, hasJobId: `${context} ? 'jobId'` } as unknown as SnapshotFields;
}

const DIGITS = `'^\\d{1,9}$'`;
const ISO_DAY = `'^\\d{4}-\\d{2}-\\d{2}$'`;

/** An id field as an integer, or null where it holds no plain id (so a join finds nothing instead of failing). */
export const idOf = (field: SnapshotSql<'text', 'id'>) => `case when ${field} ~ ${DIGITS} then (${field})::integer end`;

/** A date field as a date, else `fallback` (an SQL date expression) where it holds no ISO day. */
export const dayOf = (field: SnapshotSql<'text', 'date'>, fallback: string) =>
  `coalesce(case when ${field} ~ ${ISO_DAY} then (${field})::date end, ${fallback})`;

/** The document a line came from: the line's own `sourceId` (`line`: the jsonb of one line), else the document's. */
export const lineSourceId = (line: string, doc: SnapshotFields) => sql<'text', 'id'>(`coalesce(${line}->>'sourceId', ${doc.sourceId})`);
