import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { mayBackUp } from '../../domain/roles';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupTrailer } from '../../domain/schemas/backup';
import type { AppEnv } from '../env';
import { migrationNames } from '../db/migrate';
import { fail } from '../http/errors';
import { companyTables, readCompanyRows } from './queries';

/**
 * POST /api/backups: every row of the caller's company, and nothing of another, as gzipped JSON lines. The first
 * line names the format (`{format, version, companyId, createdAt, schema, tables}`, `schema` the schema's last
 * migration), then one line per row:
 * `{"table": …, "row": {…}}` with the row as PostgreSQL's `row_to_json` writes it, and last a trailer with the number
 * of rows and their SHA-256 (`backupTrailer`), which a restore checks before it writes. Read in one transaction, so the
 * file is one consistent moment of the company, and streamed a batch of rows at a time.
 */
export function backupRoutes() {
  const app = new Hono<AppEnv>();
  app.post('/backups', async (c) => {
    const { companyId, permissions } = c.var.auth;
    if (!mayBackUp(permissions)) throw fail('PE10004');
    const db = c.var.db;
    const encoder = new TextEncoder();
    const { readable, writable } = new TransformStream<BufferSource, BufferSource>();
    const writer = writable.getWriter();
    const write = (text: string) => writer.write(encoder.encode(text));
    const createdAt = new Date().toISOString();
    void db
      .company(companyId, async (q) => {
        const tables = await companyTables(q);
        await write(
          JSON.stringify({
            format: BACKUP_FORMAT,
            version: BACKUP_FORMAT_VERSION,
            companyId,
            createdAt,
            schema: migrationNames().at(-1),
            tables: ['companies', ...tables],
          }) + '\n',
        );
        const checksum = createHash('sha256');
        let count = 0;
        await readCompanyRows(q, companyId, tables, (table, rows) => {
          const text = rows.map((row) => `{"table":${JSON.stringify(table)},"row":${row}}\n`).join('');
          checksum.update(text);
          count += rows.length;
          return write(text);
        });
        await write(JSON.stringify({ end: BACKUP_FORMAT, rows: count, sha256: checksum.digest('hex') } satisfies BackupTrailer) + '\n');
      })
      .then(
        () => writer.close(),
        (e: unknown) => writer.abort(e),
      )
      .catch(() => undefined);
    const day = createdAt.slice(0, 10);
    return new Response(readable.pipeThrough(new CompressionStream('gzip')), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="defter-${companyId}-${day}.jsonl.gz"`,
      },
    });
  });
  return app;
}
