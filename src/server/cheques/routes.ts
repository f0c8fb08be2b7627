import { Hono } from 'hono';
import type { z } from 'zod';
import { mayRead } from '../../../machines/access';
import { receivedChequeDescriptor } from '../../../machines/cheque/descriptor';
import { chequePortfolioQuery } from '../../../machines/cheque/list-query';
import { chequeBatchBody } from '../../../machines/cheque/schemas';
import { matchesListFilters } from '../../../machines/list-filters';
import { OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from '../../../machines/cheque/rules';
import { OPEN_CHEQUE_STATUSES, portfolioSummary, type OpenCheque } from '../../domain/cheques/portfolio';
import { apiId } from '../../domain/documents/id-fields';
import type { chequeBatchReplySchema, chequeMovesPageSchema, chequePortfolioSchema } from '../../domain/schemas/cheques';
import { chequeMovesQuery } from '../../domain/schemas/cheques';
import type { chequeViewSchema } from '../../domain/schemas/document-views';
import { documentView } from '../documents/view';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { companyToday } from '../clock';
import { runChequeBatch } from './commands';
import { listChequeMoves, listOpenCheques } from './queries';

const CHEQUE_TYPES = [...RECEIVED_CHEQUE_TYPES, ...OWN_CHEQUE_TYPES];

const idOrNull = (key: string, v: unknown): number | null => {
  const id = apiId(key, v);
  return typeof id === 'number' ? id : null;
};

/** Cheques and notes beyond the documents API: the slips (bordro), the portfolio with its figures, the movements. */
export function chequeRoutes() {
  const app = new Hono<AppEnv>();

  const readableTypes = (c: { var: AppEnv['Variables'] }) => {
    const types = CHEQUE_TYPES.filter((t) => mayRead(c.var.auth, t));
    if (types.length === 0) throw fail('PE10003');
    return types;
  };

  app.post('/cheque-batches', async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(chequeBatchBody, json);
    return idempotentWrite(c, text, async (q) => {
      const { batchNo, documents } = await runChequeBatch({ q, auth: c.var.auth }, body);
      const response = { batchNo, documents: documents.map((d) => documentView(d)) as z.input<typeof chequeBatchReplySchema>['documents'] };
      return { status: 201, body: { response } };
    });
  });

  // the figures are of every open cheque; the list's rows (`items`) are those the filters leave
  app.get('/cheques/portfolio', async (c) => {
    const types = readableTypes(c);
    const query = parseWith(chequePortfolioQuery, c.req.query());
    const { rows, today } = await c.var.db.company(c.var.auth.companyId, async (q) => ({
      rows: await listOpenCheques(q, types, OPEN_CHEQUE_STATUSES),
      today: await companyToday(q),
    }));
    const items = rows.map(({ doc, accountName }) => ({ ...(documentView(doc) as OpenCheque & z.input<typeof chequeViewSchema>), accountName }));
    const summary = portfolioSummary(items, today);
    const shown = items.filter((row) => matchesListFilters(receivedChequeDescriptor.filters, query, row));
    return c.json({ response: { ...summary, items: shown } satisfies z.input<typeof chequePortfolioSchema> });
  });

  app.get('/cheques/moves', async (c) => {
    const types = readableTypes(c);
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
    const query = parseWith(chequeMovesQuery, raw);
    const rows = await c.var.db.company(c.var.auth.companyId, (q) =>
      listChequeMoves(q, { types, from: query.from ?? null, to: query.to ?? null, limit: query.limit, offset: query.offset }),
    );
    const items = rows.map((r) => ({
      documentId: r.document_id,
      type: r.doc_type,
      number: r.number,
      status: r.status,
      seq: r.seq,
      event: r.event,
      from: r.from_status,
      to: r.to_status,
      at: new Date(r.at).toISOString(),
      userName: r.user_name,
      amount: r.amount,
      currency: r.currency,
      dueDate: r.due_date,
      accountId: idOrNull('accountId', r.account_id),
      accountName: r.account_name,
      targetAccountId: r.event === 'ENDORSE' ? idOrNull('accountId', r.payload.accountId) : null,
      cashAccountId: idOrNull('cashAccountId', r.payload.cashAccountId),
      batchNo: typeof r.payload.batchNo === 'string' ? r.payload.batchNo : null,
    }));
    return c.json({ response: { items, total: rows[0]?.total ?? 0 } satisfies z.input<typeof chequeMovesPageSchema> });
  });

  return app;
}
