import { Hono } from 'hono';
import { requireRole } from '../auth/middleware';
import { documentExists } from '../documents/queries';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { readJsonBody } from '../http/write';
import { exportFileName, journalExportStream } from './journal-export';
import { insertVerification, readVerification } from './records';
import { runVerification } from './run-verification';
import { journalExportQuery, verificationBody, type verificationSchema, type verificationStartedSchema } from '../../domain/schemas/audit';
import type { z } from 'zod';

/** Who may verify and export: the auditor, and admin (requireRole lets admin through). They change no business data. */
const AUDIT_ROLES = ['auditor'] as const;

/** /api/audit: verifications of documents against their journals, and the journal export. */
export function auditRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireRole(...AUDIT_ROLES));

  app.post('/verifications', async (c) => {
    const { json } = await readJsonBody(c);
    const body = parseWith(verificationBody, json);
    const { db, auth } = c.var;
    const id = await db.company(auth.companyId, async (q) => {
      if (body.scope === 'document' && !(await documentExists(q, body.documentId!))) {
        throw invalid({ documentId: [{ key: 'audit.validation.noSuchDocument' }] });
      }
      return insertVerification(q, auth.companyId, auth.id, body);
    });
    // runs on after the reply; it records its own failure
    void runVerification(db, auth.companyId, id, body);
    return c.json({ response: { id } satisfies z.input<typeof verificationStartedSchema> }, 202);
  });

  app.get('/verifications/:id', async (c) => {
    const id = idParam(c);
    const { db, auth } = c.var;
    const record = await db.company(auth.companyId, (q) => readVerification(q, id));
    if (!record) throw fail('NF10004');
    return c.json({ response: record satisfies z.input<typeof verificationSchema> });
  });

  app.get('/journal', async (c) => {
    const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
    const query = parseWith(journalExportQuery, raw);
    const type =
      query.format === 'json'
        ? 'application/json; charset=utf-8'
        : query.separator === 'tab'
          ? 'text/tab-separated-values; charset=utf-8'
          : 'text/csv; charset=utf-8';
    return new Response(await journalExportStream(c.var.db, c.var.auth.companyId, query), {
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${exportFileName(query)}"` },
    });
  });

  return app;
}
