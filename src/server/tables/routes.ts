import { Hono, type Context } from 'hono';
import { mayRead } from '../../../machines/access';
import { mergeTablesBody, moveTableBody, openTableBody, payTableBody, splitTableBody, type openTablePageSchema } from '../../domain/schemas/tables';
import { isUniqueViolation } from '../http/field-checks';
import type { CommandContext } from '../documents/commands';
import { documentView } from '../documents/view';
import type { AppEnv } from '../env';
import { ApiError, fail } from '../http/errors';
import type { StoredReply } from '../http/idempotency';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { mergeTables, moveTable, openTable, payTable, splitTable } from './commands';
import { listOpenTables } from './queries';
import type { z } from 'zod';

/**
 * A table write in one transaction. Two cashiers opening one table at once: the later one's insert breaks
 * migration 012's index, the transaction rolls back, and the answer is the same 409 as the check gives.
 */
async function write(c: Context<AppEnv>, text: string, table: string | null, run: (ctx: CommandContext) => Promise<StoredReply>) {
  try {
    return await idempotentWrite(c, text, (q) => run({ q, auth: c.var.auth }));
  } catch (e) {
    if (isUniqueViolation(e) && (e as { constraint?: string }).constraint === 'documents_open_table' && table !== null)
      throw new ApiError(409, 'tables.occupied', 'tables.occupied', { table });
    throw e;
  }
}

export function tableRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const auth = c.var.auth;
    if (!mayRead(auth, 'posSale')) throw fail('PE10003');
    const items = await c.var.db.company(auth.companyId, listOpenTables);
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof openTablePageSchema> });
  });

  app.post('/', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(openTableBody, json);
    return write(c, text, body.tableName, async (ctx) => ({ status: 201, body: { response: documentView(await openTable(ctx, body)) } }));
  });

  app.post('/merges', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(mergeTablesBody, json);
    return write(c, text, null, async (ctx) => ({ status: 200, body: { response: documentView(await mergeTables(ctx, body.sourceId, body.targetId)) } }));
  });

  app.post('/:id/move', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const body = parseWith(moveTableBody, json);
    return write(c, text, body.tableName, async (ctx) => ({
      status: 200,
      body: { response: documentView(await moveTable(ctx, id, body.version, body.tableName)) },
    }));
  });

  app.post('/:id/splits', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const body = parseWith(splitTableBody, json);
    return write(c, text, body.tableName, async (ctx) => {
      const { source, created } = await splitTable(ctx, id, body);
      return { status: 201, body: { response: { created: documentView(created), source: documentView(source) } } };
    });
  });

  app.post('/:id/payments', async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    const body = parseWith(payTableBody, json);
    return write(c, text, null, async (ctx) => ({ status: 200, body: { response: documentView(await payTable(ctx, id, body)) } }));
  });

  return app;
}
