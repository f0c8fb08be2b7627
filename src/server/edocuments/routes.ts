import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { mayRead, mayWrite } from '../../../machines/access';
import { maySendAsEdocument } from '../../domain/edocuments/sources';
import { ublHeadline } from '../../domain/edocuments/ubl-headline';
import { einvoiceCheckBody } from '../../domain/schemas/accounts';
import { edocumentActionBody, edocumentListQuery, type edocumentPageSchema } from '../../domain/schemas/edocuments';
import { requireRole } from '../auth/middleware';
import { MASTERDATA_WRITE_ROLES } from '../masterdata/public';
import { buyerOf, checkEinvoiceBuyer } from './buyer-check';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { incomingPage } from './incoming-routes';
import { loadDocument } from '../documents/store';
import { findEdocumentOf, listEdocumentRows } from './queue';
import { renderUbl } from './render';
import { invoicePdf } from './invoice-pdf';
import { documentUbl } from './ubl';
import { sendEdocument } from './send';
import { edocumentJson } from './view';

/** The UBL of a document the caller may read. */
const readableUbl = (c: Context<AppEnv>, id: number) =>
  c.var.db.company(c.var.auth.companyId, async (q) => {
    const doc = await loadDocument(q, id);
    if (!mayRead(c.var.auth, doc.type)) throw fail('PE10003');
    return documentUbl(q, doc);
  });

/** Sending a document as its e-document, and the e-documents (contract.md "E-documents (wave 2)"). */
export function edocumentRoutes(sandboxUrl: string | null = null) {
  const app = new Hono<AppEnv>();

  /** The UBL-TR (GİB e-Fatura / e-Arşiv, e-İrsaliye) of a completed sales invoice, return or waybill; its GİB number and ETTN are given by the first request. */
  app.get('/documents/:id/ubl', async (c) => {
    const id = idParam(c);
    const xml = await readableUbl(c, id);
    // saved as a file named by its GİB number (a draft's serial 0 before it is sent)
    const filename = `${ublHeadline(xml).number || id}.xml`;
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
  });

  /**
   * 202: the e-document is queued; the send queue's worker sends it and follows its status. On the first send, the
   * buyer of an invoice or a return is looked up at the integrator, which decides its profile; if the integrator
   * cannot answer, the last answer kept on the account decides.
   */
  app.post('/documents/:id{[0-9]+}/edocument', async (c) => {
    const id = idParam(c);
    await parseBody(c, edocumentActionBody);
    const { companyId } = c.var.auth;
    const buyer = await c.var.db.company(companyId, async (q) => {
      const doc = await loadDocument(q, id);
      const maySend = mayRead(c.var.auth, doc.type) && mayWrite(c.var.auth, 'eInvoice') && maySendAsEdocument(doc);
      // the first send decides the profile; sending again keeps the e-document as it was made
      return maySend && (await findEdocumentOf(q, id)) === undefined ? buyerOf(doc) : undefined;
    });
    if (buyer !== undefined) await checkEinvoiceBuyer(c.var.db, companyId, buyer, sandboxUrl).catch(() => undefined);
    const response = await c.var.db.company(c.var.auth.companyId, (q) => sendEdocument({ q, auth: c.var.auth }, id));
    return c.json({ response }, 202);
  });

  /**
   * The document's e-document as people read it, GİB's stylesheet over its UBL (a preview before sending, and the
   * print), with its profile, type and GİB number in headers. The page runs its own script (GİB's QR code) in a
   * sandbox of its own, never as the app.
   */
  app.get('/documents/:id{[0-9]+}/ubl/html', async (c) => {
    const xml = await readableUbl(c, idParam(c));
    // the preview says which profile and type the UBL has (src/domain/edocuments/ubl-headline.ts), as it will be sent
    const headline = ublHeadline(xml);
    return c.body(await renderUbl(xml), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': 'sandbox allow-scripts allow-modals',
      'X-Edocument-Profile': headline.profile,
      'X-Edocument-Type': headline.typeCode,
      'X-Edocument-Number': headline.number,
    });
  });

  /**
   * The invoice's PDF: GİB's printed view of its e-invoice or e-Arşiv invoice, drawn from the same UBL, its labels in
   * the caller's language; the file the invoice message attaches (a waybill has none: ED10013).
   */
  app.get('/documents/:id{[0-9]+}/ubl/pdf', async (c) => {
    const xml = await readableUbl(c, idParam(c));
    if (!/<Invoice[\s>]/.test(xml)) throw fail('ED10013');
    const filename = `${ublHeadline(xml).number || idParam(c)}.pdf`;
    const pdf = await invoicePdf(xml, c.var.lang ?? 'tr');
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"` });
  });

  /** The account card's button: asks the integrator whether the customer is a registered e-invoice user, and keeps the answer. */
  app.post('/accounts/:id{[0-9]+}/einvoice-check', requireRole(...MASTERDATA_WRITE_ROLES), async (c) => {
    const id = idParam(c);
    await parseBody(c, einvoiceCheckBody);
    return c.json({ response: await checkEinvoiceBuyer(c.var.db, c.var.auth.companyId, id, sandboxUrl) });
  });

  app.get('/edocuments', async (c) => {
    if (!mayRead(c.var.auth, 'eInvoice')) throw fail('PE10003');
    const f = parseWith(edocumentListQuery, Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== '')));
    if (f.direction === 'incoming') return c.json({ response: await c.var.db.company(c.var.auth.companyId, (q) => incomingPage(q, f)) });
    const page = await c.var.db.company(c.var.auth.companyId, (q) => listEdocumentRows(q, f));
    return c.json({ response: { items: page.rows.map(edocumentJson), total: page.total } satisfies z.input<typeof edocumentPageSchema> });
  });

  return app;
}
