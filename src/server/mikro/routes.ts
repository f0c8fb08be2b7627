import { Hono } from 'hono';
import { refusalKey, TRANSFER_STATES, type TransferState } from '../../domain/mikro/transfers';
import { MIKRO_READ_ROLES, MIKRO_WRITE_ROLES } from '../../domain/roles';
import { mikroSettingsBody, readBackBody, retryBody, sendCardsBody, type MikroSettings } from '../../domain/schemas/mikro';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { parseBody } from '../http/validate';
import { pendingCards, readBack, sendCards } from './cards';
import { findMikroSettings, saveMikroSettings, type MikroSettingsRow } from './settings-queries';
import { retryTransfers, type MikroOptions } from './transfer';
import { listTransfers, transferJson, type TransferRow } from './transfer-queries';

/** The settings as the API gives them: the password never, only whether one is set. */
const settingsJson = (r: MikroSettingsRow): MikroSettings => ({
  saved: r.saved,
  version: r.version,
  active: r.active,
  connection: r.connection,
  url: r.url,
  firmCode: r.firm_code,
  workingYear: r.working_year,
  userCode: r.user_code,
  passwordSet: r.password !== '',
  apiKey: r.api_key,
  sendStock: r.send_stock,
  sendAccounts: r.send_accounts,
  documentTypes: r.document_types as MikroSettings['documentTypes'],
  warehouseNo: r.warehouse_no,
  vatCodes: r.vat_codes,
  intervalMinutes: r.interval_minutes,
  cardsSentAt: r.cards_sent_at ? new Date(r.cards_sent_at).toISOString() : null,
  readBackAt: r.read_back_at ? new Date(r.read_back_at).toISOString() : null,
});

/** A transfer with why Mikro refused it in the user's language (`reason`), beside Mikro's own words. */
const withReason = (r: TransferRow, lang: Lang) => ({
  ...transferJson(r),
  reason: r.error_code ? translate(lang, refusalKey(r.error_code), { message: r.error_message ?? '' }) : null,
});

/**
 * Mikro ERP (issue #32): GET/PUT /api/mikro/settings (/modul/mikroerp/ayar); GET /api/mikro/cards/pending?scope=, POST
 * /api/mikro/cards/send {scope, kind, afterId} and /cards/read-back {} (/modul/mikroerp/stokguncelle); GET
 * /api/mikro/transfers?state= and POST /api/mikro/transfers/retry {ids?} (/modul/mikroerp/fisislem).
 */
export function mikroRoutes(o: MikroOptions) {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole(...MIKRO_READ_ROLES);
  const mayWrite = requireRole(...MIKRO_WRITE_ROLES);

  app.get('/mikro/settings', mayRead, async (c) => c.json({ response: settingsJson(await c.var.db.company(c.var.auth.companyId, findMikroSettings)) }));

  app.put('/mikro/settings', mayWrite, async (c) => {
    const body = await parseBody(c, mikroSettingsBody);
    const { companyId } = c.var.auth;
    const saved = await c.var.db.company(companyId, async (q) => {
      const before = await findMikroSettings(q);
      // the company's own Mikro needs its address and credentials; the sandbox has its own
      if (body.connection === 'live') {
        const missing: Record<string, { key: string }[]> = {};
        for (const [field, value] of [
          ['url', body.url],
          ['firmCode', body.firmCode],
          ['userCode', body.userCode],
        ] as const)
          if (!value) missing[field] = [{ key: 'validation.required' }];
        if (!(body.password === undefined ? before.password !== '' : body.password !== '')) missing.password = [{ key: 'validation.required' }];
        if (Object.keys(missing).length) throw invalid(missing);
      }
      const row = await saveMikroSettings(q, companyId, body.version, {
        active: body.active,
        connection: body.connection,
        url: body.url,
        firm_code: body.firmCode,
        working_year: body.workingYear,
        user_code: body.userCode,
        password: body.password,
        api_key: body.apiKey,
        send_stock: body.sendStock,
        send_accounts: body.sendAccounts,
        document_types: [...new Set(body.documentTypes)],
        warehouse_no: body.warehouseNo,
        vat_codes: body.vatCodes as Record<string, number>,
        interval_minutes: body.intervalMinutes,
      });
      if (!row) throw fail('MI10004');
      return settingsJson(row);
    });
    return c.json({ response: saved });
  });

  app.get('/mikro/cards/pending', mayRead, async (c) => {
    const scope = c.req.query('scope') === 'all' ? 'all' : 'changed';
    return c.json({ response: await c.var.db.company(c.var.auth.companyId, (q) => pendingCards(q, scope)) });
  });

  app.post('/mikro/cards/send', mayWrite, async (c) => {
    const body = await parseBody(c, sendCardsBody);
    return c.json({ response: await sendCards(c.var.db, c.var.auth.companyId, body, o) });
  });

  app.post('/mikro/cards/read-back', mayWrite, async (c) => {
    await parseBody(c, readBackBody);
    return c.json({ response: await readBack(c.var.db, c.var.auth.companyId, o) });
  });

  app.get('/mikro/transfers', mayRead, async (c) => {
    const raw = c.req.query('state');
    const state = raw && (TRANSFER_STATES as readonly string[]).includes(raw) ? (raw as TransferState) : null;
    const rows = await c.var.db.company(c.var.auth.companyId, (q) => listTransfers(q, state, 500));
    return c.json({ response: { items: rows.map((r) => withReason(r, c.var.lang)) } });
  });

  app.post('/mikro/transfers/retry', mayWrite, async (c) => {
    const { ids } = await parseBody(c, retryBody);
    const rows = await retryTransfers(c.var.db, c.var.auth.companyId, ids ? [...new Set(ids.map(Number))] : null, o);
    return c.json({ response: { items: rows.map((r) => withReason(r, c.var.lang)) } });
  });
  return app;
}
