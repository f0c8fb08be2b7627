import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { CSV_DECIMAL_SEPARATOR, neutralizeFormula } from '../../domain/reports/csv';
import type { transferJobListSchema, transferJobSchema } from '../../domain/schemas/transfer';
import {
  KEY_FIELD,
  TRANSFER_COLUMNS,
  TRANSFER_FORMATS,
  TRANSFER_KINDS,
  columnTitleKey,
  dayCell,
  unneutralize,
  type TransferColumn,
  type TransferFormat,
  type TransferKind,
} from '../../domain/transfer/columns';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { LANGUAGES, translate, type Lang } from '../http/i18n';
import { idParam } from '../http/params';
import { recordCells, type Cells } from './check';
import { readTable, writeCsv, writeXlsx } from './files';
import { sendTransferJob } from './job-runner';
import { confirmJob, csvSeparatorOf, findJob, insertJob, listJobs, type TransferJobRow } from './jobs-queries';
import { accountRecords, openingRecords, openingStockLookups, openingStockRecords, productLookups, productRecords } from './records-queries';

/**
 * An uploaded file may be up to 20 MB (a CSV of 10,000 stock cards is about 1 MB, an xlsx of them less): above the
 * 1 MB every JSON call honours, so these uploads read their own bytes under this limit (http/uploads.ts).
 */
export const MAX_TRANSFER_FILE_BYTES = 20 * 1024 * 1024;

const KIND_PATH = `:kind{${TRANSFER_KINDS.join('|')}}`;

const kindOf = (c: Context<AppEnv>) => c.req.param('kind') as TransferKind;

function formatOf(c: Context<AppEnv>): TransferFormat {
  const format = c.req.query('format') ?? 'csv';
  if (!(TRANSFER_FORMATS as readonly string[]).includes(format)) throw invalid({ format: [{ key: 'validation.invalid' }] });
  return format as TransferFormat;
}

const titleOf = (lang: Lang, kind: TransferKind, field: string) => translate(lang, columnTitleKey(kind, field));

/** A record's cells in the user's language: decimals with its separator, kinds in its words, text safe from formulas. */
function localCells(lang: Lang, kind: TransferKind, cells: Cells): string[] {
  return TRANSFER_COLUMNS[kind].map((col: TransferColumn) => {
    const v = cells[col.field] ?? '';
    if (col.cell === 'decimal') return v.replace('.', CSV_DECIMAL_SEPARATOR[lang]);
    if (col.cell === 'boolean') return v;
    if (col.cell === 'date') return dayCell(v);
    if (kind === 'accounts' && col.field === 'kind' && v) return translate(lang, `accounts.kind.${v}`);
    return neutralizeFormula(v);
  });
}

async function companyCells(q: Queryable, kind: TransferKind): Promise<Cells[]> {
  // the accounts that have an opening balance from a file
  if (kind === 'openingBalances') return (await openingRecords(q)).filter((r) => r.date !== null).map((r) => recordCells(kind, r));
  // the opening stock the files gave, of receipts that stand
  if (kind === 'openingStock') return (await openingStockRecords(q)).map((r) => recordCells(kind, r));
  if (kind === 'accounts') return (await accountRecords(q)).map((r) => recordCells(kind, r));
  return (await productRecords(q)).map((r) => recordCells(kind === 'prices' ? 'prices' : 'products', r));
}

/** The one example row of each kind's template, with the company's own location and product where it needs one. */
async function exampleCells(q: Queryable, kind: TransferKind, lang: Lang): Promise<Cells> {
  if (kind === 'accounts')
    return {
      code: 'C900000001',
      name: translate(lang, 'transfer.example.account'),
      kind: 'customer',
      currency: 'TRY',
      taxOffice: 'Kadıköy',
      taxNumber: '2920084496',
      iban: '',
      email: 'ornek@example.com',
      phone: '+90 216 555 00 00',
      city: 'İstanbul',
    };
  if (kind === 'openingBalances') {
    const first = (await accountRecords(q)).find((a) => a.currency === 'TRY');
    return {
      code: first?.code ?? 'C900000001',
      name: first?.name ?? translate(lang, 'transfer.example.account'),
      date: '2026-01-01',
      debit: '1500.00',
      credit: '',
      exchangeRate: '',
    };
  }
  if (kind === 'openingStock') {
    const [product] = await productRecords(q);
    const { warehouses } = await openingStockLookups(q);
    const warehouse = [...warehouses.values()].sort((a, b) => a.id - b.id)[0];
    return {
      code: product?.code ?? 'ORNEK-001',
      name: product?.name ?? translate(lang, 'transfer.example.product'),
      warehouse: warehouse?.name ?? '',
      location: '',
      quantity: '10',
      unitCost: '42.50',
    };
  }
  if (kind === 'prices') {
    const first = (await productRecords(q))[0];
    return { code: first?.code ?? 'ORNEK-001', name: first?.name ?? translate(lang, 'transfer.example.product'), price: '125.50' };
  }
  const { locationNames } = await productLookups(q);
  const location = [...locationNames.values()][0] ?? '';
  const example = { name: translate(lang, 'transfer.example.product'), unit: 'ADET', vatRate: '20', price: '125.50', priceIncludesVat: '1' };
  return { code: 'ORNEK-001', barcode: '', ...example, location, criticalStock: '5' };
}

async function fileReply(c: Context<AppEnv>, kind: TransferKind, rows: Cells[], name: string): Promise<Response> {
  const lang = c.var.lang;
  const header = TRANSFER_COLUMNS[kind].map((col) => titleOf(lang, kind, col.field));
  const data = rows.map((r) => localCells(lang, kind, r));
  if (formatOf(c) === 'xlsx') {
    const bytes = await writeXlsx(translate(lang, `transfer.kind.${kind}`), header, data);
    return new Response(bytes, {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${name}.xlsx"`,
      },
    });
  }
  const separator = await c.var.db.company(c.var.auth.companyId, (q) => csvSeparatorOf(q, c.var.auth.companyId));
  return new Response(writeCsv(header, data, separator), {
    headers: {
      'content-type': `${separator === 'tab' ? 'text/tab-separated-values' : 'text/csv'}; charset=utf-8`,
      'content-disposition': `attachment; filename="${name}.${separator === 'tab' ? 'tsv' : 'csv'}"`,
    },
  });
}

const normalTitle = (s: string) => s.trim().toLocaleLowerCase('tr-TR');

/** Which field each column of a file's header is: its title in any of the five languages, or the field's own name. */
function headerFields(kind: TransferKind, header: readonly string[]): (string | null)[] {
  const byTitle = new Map<string, string>();
  for (const col of TRANSFER_COLUMNS[kind].filter((c) => !c.exportOnly)) {
    byTitle.set(normalTitle(col.field), col.field);
    for (const lang of LANGUAGES) byTitle.set(normalTitle(titleOf(lang, kind, col.field)), col.field);
  }
  const fields = header.map((h) => byTitle.get(normalTitle(unneutralize(h))) ?? null);
  if (!fields.includes(KEY_FIELD)) throw invalid({ file: [{ key: 'transfer.file.noCodeColumn' }] });
  return fields;
}

function rowsOfTable(kind: TransferKind, table: string[][]): Cells[] {
  const fields = headerFields(kind, table[0]!);
  return table.slice(1).map((cells) => {
    const row: Cells = {};
    fields.forEach((field, i) => {
      if (field !== null) row[field] = unneutralize(cells[i] ?? '').trim();
    });
    return row;
  });
}

/** A job as the client sees it: progress, preview and errors in the user's language. */
function jobJson(lang: Lang, j: TransferJobRow): z.input<typeof transferJobSchema> {
  const title = (field: string) => titleOf(lang, j.kind, field);
  return {
    id: j.id,
    kind: j.kind,
    format: j.format,
    fileName: j.file_name,
    status: j.status,
    totalRows: j.total_rows,
    rowsDone: j.rows_done,
    percent: j.status === 'done' ? 100 : j.total_rows ? Math.floor((100 * j.rows_done) / j.total_rows) : 0,
    newRows: j.new_rows,
    changedRows: j.changed_rows,
    columns: TRANSFER_COLUMNS[j.kind].map((col) => ({ field: col.field, title: title(col.field) })),
    preview: j.preview,
    errors: j.errors.map((e) => {
      const reason = translate(lang, e.key, e.values ?? {});
      return {
        row: e.row,
        field: e.field,
        column: title(e.field),
        message: translate(lang, 'transfer.error.atRow', { row: e.row, column: title(e.field), reason }),
      };
    }),
    createdBy: j.created_by_name,
    createdAt: j.created_at,
    finishedAt: j.finished_at,
  };
}

/**
 * /api/transfers and /api/transfer-jobs: the data transfer service (/sistem/aktarimservis). Each kind's template and
 * export (CSV in the company's separator, or xlsx), an upload that becomes a job checked in the background, the jobs
 * with their progress, preview and errors, and a checked job's confirmation, written in one transaction.
 */
export function transferRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();
  const fileLimit = bodyLimit({
    maxSize: MAX_TRANSFER_FILE_BYTES,
    onError: () => {
      throw fail('RQ10001', {}, { Connection: 'close' });
    },
  });

  app.get(`/transfers/${KIND_PATH}/template`, mayWrite, async (c) => {
    const kind = kindOf(c);
    const example = await c.var.db.company(c.var.auth.companyId, (q) => exampleCells(q, kind, c.var.lang));
    return fileReply(c, kind, [example], `defter-${kind}-template`);
  });

  app.get(`/transfers/${KIND_PATH}/export`, mayWrite, async (c) => {
    const kind = kindOf(c);
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => companyCells(q, kind));
    return fileReply(c, kind, rows, `defter-${kind}`);
  });

  app.post(`/transfers/${KIND_PATH}`, mayWrite, fileLimit, async (c) => {
    const kind = kindOf(c);
    const auth = c.var.auth;
    const fileName = c.req.query('fileName')?.slice(0, 200) ?? null;
    const separator = await c.var.db.company(auth.companyId, (q) => csvSeparatorOf(q, auth.companyId));
    const { format, rows: table } = await readTable(new Uint8Array(await c.req.arrayBuffer()), separator);
    const rows = rowsOfTable(kind, table);
    const job = await c.var.db.company(auth.companyId, async (q) =>
      findJob(q, await insertJob(q, auth.companyId, { kind, format, fileName, rows, userId: auth.id })),
    );
    await sendTransferJob(c.var.db, auth.companyId, job!.id);
    return c.json({ response: jobJson(c.var.lang, job!) }, 202);
  });

  app.get('/transfer-jobs', mayWrite, async (c) => {
    const jobs = await c.var.db.company(c.var.auth.companyId, (q) => listJobs(q));
    return c.json({ response: { items: jobs.map((j) => jobJson(c.var.lang, j)) } satisfies z.input<typeof transferJobListSchema> });
  });

  app.get('/transfer-jobs/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const job = await c.var.db.company(c.var.auth.companyId, (q) => findJob(q, id));
    if (!job) throw fail('NF10004');
    return c.json({ response: jobJson(c.var.lang, job) });
  });

  app.post('/transfer-jobs/:id{[0-9]+}/confirm', mayWrite, async (c) => {
    const id = idParam(c);
    const auth = c.var.auth;
    const job = await c.var.db.company(auth.companyId, async (q) => {
      const found = await findJob(q, id);
      if (!found) throw fail('NF10004');
      if (!(await confirmJob(q, id, auth.id))) throw fail('TR10001');
      return findJob(q, id);
    });
    await sendTransferJob(c.var.db, auth.companyId, id);
    return c.json({ response: jobJson(c.var.lang, job!) }, 202);
  });

  return app;
}
