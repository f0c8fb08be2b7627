import { Hono } from 'hono';
import { z } from 'zod';
import { mayRead } from '../../../machines/access';
import {
  edocumentAnswerBody,
  incomingMatchBody,
  type incomingEdocumentPageSchema,
  type incomingEdocumentSchema,
  type returnCandidateListSchema,
} from '../../domain/schemas/edocuments';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { answerIncoming } from './answer';
import type { Integrator } from './integrator';
import { findIncomingRow, findIncomingXml, listIncomingRows } from './incoming-queries';
import { incomingJson } from './incoming-view';
import { matchIncomingToReturn, returnCandidates } from './return-match';
import { companyTimeZone, serverNow } from '../clock';

export const incomingViewQuery = z.object({ format: z.enum(['XML', 'HTML'], { message: 'validation.invalid' }).default('HTML') });

/** GET /api/edocuments?direction=incoming (&kind=invoice|waybill): what suppliers sent the company, newest first. */
export async function incomingPage(q: Queryable, f: { kind?: 'invoice' | 'waybill'; limit: number; offset: number }) {
  const now = serverNow();
  const timeZone = await companyTimeZone(q);
  const page = await listIncomingRows(q, f);
  return { items: page.rows.map((r) => incomingJson(r, now, timeZone)), total: page.total } satisfies z.input<typeof incomingEdocumentPageSchema>;
}

/**
 * Incoming e-documents (contract "E-documents"): POST /api/edocuments/:id/answer {answer, reason?, lines?} answers one
 * once (an ApplicationResponse or a ReceiptAdvice, src/domain/edocuments/answers.ts), GET /api/edocuments/:id/view?format=
 * gives its XML (as received) or its HTML (the integrator's rendering). POST /api/edocuments/:id/match {documentId}
 * matches an incoming invoice (the customer's return invoice) to a sales return once; GET …/return-candidates lists
 * the sender's sales returns it can be matched to.
 */
export function incomingEdocumentRoutes({ integrator }: { integrator?: Integrator }) {
  const app = new Hono<AppEnv>();

  app.post('/edocuments/:id{[0-9]+}/answer', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, edocumentAnswerBody);
    const response = await c.var.db.company(c.var.auth.companyId, (q) => answerIncoming({ q, auth: c.var.auth }, id, body));
    return c.json({ response: response satisfies z.input<typeof incomingEdocumentSchema> });
  });

  app.post('/edocuments/:id{[0-9]+}/match', async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, incomingMatchBody);
    const response = await c.var.db.company(c.var.auth.companyId, (q) => matchIncomingToReturn({ q, auth: c.var.auth }, id, body.documentId));
    return c.json({ response });
  });

  app.get('/edocuments/:id{[0-9]+}/return-candidates', async (c) => {
    if (!mayRead(c.var.auth, 'eInvoice') || !mayRead(c.var.auth, 'salesReturn')) throw fail('PE10003');
    const id = idParam(c);
    const items = await c.var.db.company(c.var.auth.companyId, (q) => returnCandidates(q, id));
    return c.json({ response: { items } satisfies z.input<typeof returnCandidateListSchema> });
  });

  app.get('/edocuments/:id{[0-9]+}/view', async (c) => {
    if (!mayRead(c.var.auth, 'eInvoice')) throw fail('PE10003');
    const id = idParam(c);
    const { format } = parseWith(incomingViewQuery, c.req.query());
    const found = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const row = await findIncomingRow(q, id);
      return row ? { uuid: row.uuid, xml: (await findIncomingXml(q, id))! } : undefined;
    });
    if (!found) throw fail('NF10004');
    // the HTML is the integrator's; without one (or when it cannot say), the document as received
    let content = found.xml;
    let given: 'XML' | 'HTML' = 'XML';
    if (format === 'HTML' && integrator) {
      content = await integrator.fetch(found.uuid, 'HTML', 'inbox').catch(() => found.xml);
      given = content === found.xml ? 'XML' : 'HTML';
    }
    return c.json({ response: { format: given, content } });
  });
  return app;
}
