import { Hono } from 'hono';
import { CARD_PAYMENT_ROLES } from '../../domain/roles';
import { cardCancelBody, cardPaymentBody, cardRefundBody, type CardPayment } from '../../domain/schemas/virtual-pos';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { limitBody } from '../http/body-limit';
import { fail } from '../http/errors';
import { translate } from '../http/i18n';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { cardPaymentJson, findCardPayment, listCardPayments } from './queries';
import { receiveCallback, reverseCardPayment, startCardPayment } from './recording';

/**
 * POST /api/card-payments {documentId, amount, card, returnTo?}: starts a 3-D Secure payment for a document (the
 * shop's order), answering the payment and the page that takes the card holder to the bank; GET /api/card-payments
 * (?documentId=) and /api/card-payments/:id; POST /api/card-payments/:id/refund {amount?} and /cancel {} (the whole
 * payment, while nothing of it was refunded).
 */
export function cardPaymentRoutes(sandboxUrl: string | null) {
  const app = new Hono<AppEnv>();
  app.use('/card-payments', requireRole(...CARD_PAYMENT_ROLES));
  app.use('/card-payments/*', requireRole(...CARD_PAYMENT_ROLES));

  app.post('/card-payments', async (c) => {
    const body = await parseBody(c, cardPaymentBody);
    const { payment, html } = await startCardPayment(c.var.db, c.var.auth, body, new URL(c.req.url).origin, sandboxUrl, c.var.clientIp);
    return c.json({ response: { payment: cardPaymentJson(payment), html } }, 201);
  });

  app.get('/card-payments', async (c) => {
    const raw = c.req.query('documentId');
    const documentId = raw === undefined ? null : /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
    const { companyId } = c.var.auth;
    const rows = await c.var.db.company(companyId, (q) => listCardPayments(q, documentId));
    return c.json({ response: { items: rows.map(cardPaymentJson) satisfies CardPayment[] } });
  });

  app.get('/card-payments/:id', async (c) => {
    const { companyId } = c.var.auth;
    const id = idParam(c);
    const row = await c.var.db.company(companyId, (q) => findCardPayment(q, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: cardPaymentJson(row) });
  });

  app.post('/card-payments/:id/refund', async (c) => {
    const id = idParam(c);
    const { amount } = await parseBody(c, cardRefundBody);
    const row = await reverseCardPayment(c.var.db, c.var.auth, id, 'refund', amount, sandboxUrl, c.var.clientIp);
    return c.json({ response: cardPaymentJson(row) });
  });

  app.post('/card-payments/:id/cancel', async (c) => {
    const id = idParam(c);
    await parseBody(c, cardCancelBody);
    const row = await reverseCardPayment(c.var.db, c.var.auth, id, 'cancel', undefined, sandboxUrl, c.var.clientIp);
    return c.json({ response: cardPaymentJson(row) });
  });
  return app;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * POST /odeme/donus/:companyId/:token: where the bank sends the card holder back after its 3-D Secure page, with the
 * callback's fields as a form (outside /api: no token, no JSON). The payment is settled (recording.ts) and the card
 * holder goes on to the page the payment was started with (`returnTo`, with `payment` and `state` added), or sees
 * the outcome here.
 */
export function cardPaymentReturnRoutes(sandboxUrl: string | null) {
  const app = new Hono<AppEnv>();
  app.post('/odeme/donus/:companyId{[0-9]{1,9}}/:token{[0-9a-f-]{36}}', limitBody(), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const fields = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const result = await receiveCallback(c.var.db, Number(c.req.param('companyId')), c.req.param('token'), fields, sandboxUrl);
    const lang = c.var.lang;
    // no such payment: no bank sends this, so the answer is the API's own refusal
    if (!result) throw fail('NF10004');
    const { payment } = result;
    if (payment.return_to) {
      const to = new URL(payment.return_to);
      to.searchParams.set('payment', String(payment.id));
      to.searchParams.set('state', payment.state);
      return c.redirect(to.toString(), 303);
    }
    const text = translate(lang, `cardPayments.state.${payment.state}`);
    return c.html(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(translate(lang, 'cardPayments.title'))}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto">` +
        `<h1>${escapeHtml(translate(lang, 'cardPayments.title'))}</h1><p data-state="${payment.state}">${escapeHtml(text)}</p>` +
        `<p>${escapeHtml(payment.order_ref)} · ${escapeHtml(payment.amount)} TL</p></body></html>`,
    );
  });
  return app;
}
