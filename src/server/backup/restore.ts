import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { BACKUP_FORMAT, RESTORABLE_VERSIONS, backupHeader, backupTrailer, type BackupHeader } from '../../domain/schemas/backup';
import type { Database, Queryable } from '../db/database';
import { migrationNames } from '../db/migrate';
import { danglingCatalogueLinks } from '../catalogue/public';
import { translate, type Lang } from '../http/i18n';
import { companyLedgerDifferences } from '../ledgers/differences';
import { describeDifference } from '../ledgers/describe';
import {
  advanceSequence,
  companyExists,
  collidingId,
  companyTitle,
  dependencyOrder,
  insertStagedRows,
  generatedColumns,
  restorableColumns,
  stageLines,
  stagedKeys,
  stagedTables,
  startStaging,
  strangerRows,
} from './restore-queries';

/** A backup that cannot be restored: the message says why, and nothing was written. */
export class RestoreRefused extends Error {}

/**
 * Tables a trigger keeps from the others: the moves restored rebuild them, so their rows in the file are not
 * inserted (they would be counted twice).
 */
const DERIVED_TABLES = new Set([
  'cash_day_totals',
  'stock_day_totals',
  'product_counts',
  'account_day_totals',
  'stock_totals',
  'document_figures',
  'trade_lines',
  'trade_month_totals',
  'trade_day_totals',
  'document_salespeople',
]);

const LINES_PER_BATCH = 500;

/** The differences a refusal for ledgers that disagree with their documents names. */
const DIFFERENCES_NAMED = 3;

/**
 * The first schema whose ledgers are written as they are today (089 books a foreign-currency document's lira
 * equivalent): an older backup's moves are restored as they were written, so its ledgers are not held to today's rules.
 */
const LEDGER_RULES_SINCE = '089_lira_equivalents.sql';

export interface RestoreResult {
  companyId: number;
  title: string;
  rows: number;
  tables: { table: string; rows: number }[];
}

/** The lines of a gzipped backup, one at a time; a damaged gzip stream rejects. */
async function* backupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const lines = createInterface({ input: createReadStream(file).pipe(gunzip), crlfDelay: Infinity });
  // readline does not pass on the stream's errors: a damaged file must stop the restore, not end it early
  const failed = new Promise<never>((_, reject) => {
    gunzip.once('error', reject);
    lines.once('close', () => gunzip.off('error', reject));
  });
  failed.catch(() => undefined);
  const it = lines[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([it.next(), failed]);
    if (next.done) break;
    if (next.value.trim()) yield next.value;
  }
  // the end of the lines may come before the gzip trailer's check: wait for the stream to finish either way
  await Promise.race([new Promise((r) => (gunzip.readableEnded ? r(null) : gunzip.once('end', r))), failed]);
}

function parseHeader(line: string | undefined): BackupHeader {
  let json: unknown;
  try {
    json = JSON.parse(line ?? '');
  } catch {
    throw new RestoreRefused('The file is not a Defter company backup: its first line is not JSON.');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new RestoreRefused('The file is not a Defter company backup (its first line names no "defter-backup" format).');
  const version = (json as { version?: unknown }).version;
  if (typeof version !== 'number' || !RESTORABLE_VERSIONS.includes(version))
    throw new RestoreRefused(
      `The backup is of format version ${JSON.stringify(version)}; this version of Defter restores versions ${RESTORABLE_VERSIONS.join(' and ')}.`,
    );
  const header = backupHeader.safeParse(json);
  if (!header.success)
    throw new RestoreRefused(`The backup's first line is damaged: ${header.error.issues.map((i) => i.path.join('.') || 'header').join(', ')}.`);
  if (header.data.schema && !migrationNames().includes(header.data.schema))
    throw new RestoreRefused(`The backup was made by a newer version of Defter (schema ${header.data.schema}); update this installation first.`);
  return header.data;
}

/** The trailer of a version 2 file: there, whole, and matching the rows read before it. */
function checkTrailer(line: string | undefined, rows: number, sha256: string): void {
  let json: unknown;
  try {
    json = JSON.parse(line ?? '');
  } catch {
    json = null;
  }
  const trailer = backupTrailer.safeParse(json);
  if (!trailer.success)
    throw new RestoreRefused('The file is damaged: it ends before its last line (the count and checksum of its rows), so rows may be missing.');
  if (trailer.data.rows !== rows) throw new RestoreRefused(`The file is damaged: it names ${trailer.data.rows} rows but holds ${rows}.`);
  if (trailer.data.sha256 !== sha256)
    throw new RestoreRefused('The file was changed after it was made: the checksum of its rows does not match the one it was written with.');
}

/** What PostgreSQL said, in words an operator can act on. */
function explain(e: unknown): Error {
  if (e instanceof RestoreRefused) return e;
  const err = e as { code?: string; message?: string; detail?: string; table?: string; constraint?: string };
  if (err.code === 'Z_DATA_ERROR' || err.code === 'Z_BUF_ERROR' || /unexpected end of file|incorrect header check/i.test(err.message ?? ''))
    return new RestoreRefused(`The file is damaged (not a whole gzip file: ${err.message}).`);
  if (err.code === '22P02' || err.code === '22P05') return new RestoreRefused(`The file is damaged (a line is not valid JSON: ${err.message}).`);
  if (err.code === '23505')
    return new RestoreRefused(
      `A row of the backup collides with one this installation already holds (${err.constraint ?? err.table ?? 'unique'}${err.detail ? `: ${err.detail}` : ''}). A company backup restores only into an installation that does not hold it, such as a new one started with DEMO=0.`,
    );
  if (err.code?.startsWith('23')) return new RestoreRefused(`The backup's rows do not hold together (${err.message}${err.detail ? `: ${err.detail}` : ''}).`);
  return e instanceof Error ? e : new Error(String(e));
}

/**
 * Restores a company backup (the file POST /api/backups writes) into this installation, in one transaction: every
 * row keeps its id (the journal's hashes name the company's and the documents' ids, so the chain verifies as
 * before), the sequences move past the ids restored, and the tables kept by triggers are rebuilt from the moves.
 * A damaged file, another format version, a company already present, a row whose id or e-mail the installation
 * already uses, or ledgers that disagree with the documents (rebuilt from them after writing) is refused, and nothing
 * is written; so is a keeper of the shared catalogue whose backup lacks entries other companies link to. The ledgers'
 * and the links' refusals speak `lang`.
 */
export async function restoreCompanyBackup(
  db: Database,
  file: string,
  progress: (message: string) => void = () => undefined,
  lang: Lang = 'en',
): Promise<RestoreResult> {
  try {
    return await db.system(async (q) => {
      const lines = backupLines(file);
      const first = await lines.next();
      const header = parseHeader(first.done ? undefined : first.value);
      progress(`Company ${header.companyId}, backed up ${header.createdAt}: reading the rows…`);
      if (await companyExists(q, header.companyId))
        throw new RestoreRefused(
          `Company ${header.companyId} is already in this installation: a backup restores only a company the installation does not hold.`,
        );
      await startStaging(q);
      let staged = 0;
      let batch: string[] = [];
      const checksum = createHash('sha256');
      // a line is a row once another follows it: the last one is the trailer (in a version 1 file, a row)
      let last: string | undefined;
      for await (const line of lines) {
        if (last !== undefined) {
          checksum.update(last + '\n');
          batch.push(last);
        }
        last = line;
        if (batch.length === LINES_PER_BATCH) {
          staged = await stageLines(q, staged, batch);
          batch = [];
          if (staged % 50_000 === 0) progress(`  ${staged} rows read`);
        }
      }
      if (header.version === 1 && last !== undefined) batch.push(last);
      if (batch.length) staged = await stageLines(q, staged, batch);
      if (header.version === 1) progress(`${staged} rows read (a version 1 backup has no checksum: not verified); checking them…`);
      else {
        checkTrailer(last, staged, checksum.digest('hex'));
        progress(`${staged} rows read, the checksum matches; checking them…`);
      }
      const result = await restoreStaged(q, header, progress);
      await checkCatalogueLinks(q, header.companyId, lang);
      if (header.schema && header.schema >= LEDGER_RULES_SINCE) await checkLedgers(q, header.companyId, lang, progress);
      else progress('A backup made before schema 089: its ledgers are restored as they were written, not checked against the documents.');
      return result;
    });
  } catch (e) {
    throw explain(e);
  }
}

/**
 * A restored keeper of the shared catalogue must bring back every entry other companies' cards and offers link to
 * (kept by id, without a foreign key): a backup older than those links is refused, naming them.
 */
async function checkCatalogueLinks(q: Queryable, companyId: number, lang: Lang): Promise<void> {
  const dangling = await danglingCatalogueLinks(q, companyId);
  if (!dangling.length) return;
  const first = dangling
    .slice(0, DIFFERENCES_NAMED)
    .map((d) => `${d.companyName}: ${d.entryIds.join(', ')}`)
    .join('; ');
  const count = new Set(dangling.flatMap((d) => d.entryIds)).size;
  throw new RestoreRefused(translate(lang, 'backup.catalogueLinksDangle', { count, first }));
}

/** The ledgers written, rebuilt from the documents written (their journals replayed) and compared: a difference refuses the restore. */
async function checkLedgers(q: Queryable, companyId: number, lang: Lang, progress: (message: string) => void): Promise<void> {
  progress('Checking the ledgers against the documents…');
  const differences = await companyLedgerDifferences(q, companyId, true);
  if (!differences.length) return;
  const first = differences
    .slice(0, DIFFERENCES_NAMED)
    .map((d) => describeDifference(lang, d))
    .join('; ');
  throw new RestoreRefused(translate(lang, 'backup.ledgersDisagree', { count: differences.length, first }));
}

async function restoreStaged(q: Queryable, header: BackupHeader, progress: (message: string) => void): Promise<RestoreResult> {
  const counts = await stagedTables(q);
  const unnamed = counts.filter((c) => !header.tables.includes(c.table));
  if (unnamed.length)
    throw new RestoreRefused(`The file is damaged: it holds rows of ${unnamed.map((c) => c.table).join(', ')}, which its header does not name.`);
  const strangers = await strangerRows(q, header.companyId);
  if (strangers > 0) throw new RestoreRefused(`The file is damaged: ${strangers} of its rows belong to another company than ${header.companyId}.`);
  const companyRows = counts.find((c) => c.table === 'companies')?.rows ?? 0;
  if (companyRows !== 1) throw new RestoreRefused(`The file is damaged: it holds ${companyRows} rows of the company itself, not one.`);

  const restored = counts.filter((c) => !DERIVED_TABLES.has(c.table));
  const order = await dependencyOrder(
    q,
    restored.map((c) => c.table),
  );
  const result: RestoreResult = { companyId: header.companyId, title: '', rows: 0, tables: [] };
  for (const table of order) {
    const columns = await restorableColumns(q, table);
    if (!columns.length) throw new RestoreRefused(`The backup holds rows of ${table}, a table this installation does not have.`);
    const computed = await generatedColumns(q, table);
    const unknown = (await stagedKeys(q, table)).filter((k) => !columns.includes(k) && !computed.includes(k));
    if (unknown.length)
      throw new RestoreRefused(`The backup's ${table} rows have columns this installation does not know (${unknown.join(', ')}): update Defter first.`);
    const taken = await collidingId(q, table);
    if (taken)
      throw new RestoreRefused(
        `A row of the backup collides with one this installation already holds (${table}.${taken.column} ${taken.id}). A company backup restores only into an installation that does not hold it, such as a new one started with DEMO=0.`,
      );
    const rows = await insertStagedRows(q, table, columns);
    await advanceSequence(q, table);
    result.rows += rows;
    result.tables.push({ table, rows });
    progress(`  ${table}: ${rows}`);
  }
  result.title = await companyTitle(q, header.companyId);
  return result;
}
