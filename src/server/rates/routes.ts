import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Dec } from '../../domain/money/decimal';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../domain/date-range';
import { addDays, parseTcmbBulletin, TcmbParseError } from '../../domain/money/tcmb';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { addError, validate } from '../http/field-checks';
import { decodeBulletin } from './decode';
import { TcmbUnreachable } from './fetch-bulletin';
import { istanbulToday } from './istanbul-day';
import { listDays } from './days';
import { upsertManualRate } from './queries';
import { bulletinDayFor, lookUpRate, noBulletinMessage, noRateMessage } from './resolve';
import { translate } from '../http/i18n';
import {
  daysQuery,
  fetchBody,
  manualRateBody,
  rateQuery,
  type exchangeRateDaysSchema,
  type exchangeRateSchema,
  type fetchedBulletinSchema,
  type uploadedBulletinSchema,
} from '../../domain/schemas/rates';
import { storeUpload } from './uploads';
import type { z } from 'zod';

/** Who may fetch, upload and enter rates: admin (always, see requireRole) and manager. */
const RATE_WRITE_ROLES = ['manager'] as const;
/**
 * An uploaded bulletin is a few kilobytes; a file over 2 MB is refused (413 RQ10001) before it is read
 * whole, and what is read is parsed in one pass (parseTcmbBulletin), so an upload never holds up the server.
 */
export const MAX_BULLETIN_BYTES = 2 * 1024 * 1024;

export interface ExchangeRateOptions {
  /** where the bulletins are: https://www.tcmb.gov.tr/kurlar (TCMB_BASE_URL) */
  tcmbBaseUrl: string;
}

/** /api/exchange-rates: the central bank's rates per day, manual rates, bulletin fetch and upload. */
export function exchangeRateRoutes({ tcmbBaseUrl }: ExchangeRateOptions) {
  const app = new Hono<AppEnv>();

  app.get('/exchange-rates', async (c) => {
    const { date, currency } = parseWith(rateQuery, c.req.query());
    const rate = await lookUpRate(c.var.db, tcmbBaseUrl, c.var.auth.companyId, date, currency);
    if (!('missing' in rate)) return c.json({ response: rate satisfies z.input<typeof exchangeRateSchema> });
    const { key, values } = noRateMessage(date, currency, rate.missing);
    const none = { currency, date, bulletinDate: null, bulletinNo: null, ...NO_RATES, source: 'none' as const, message: translate(c.var.lang, key, values) };
    return c.json({ response: none satisfies z.input<typeof exchangeRateSchema> });
  });

  app.get('/exchange-rates/days', async (c) => {
    const query = parseWith(daysQuery, c.req.query());
    const to = query.to ?? istanbulToday();
    const from = query.from ?? addDays(to, -31);
    if (!dateRangeInOrder(from, to)) throw invalid({ to: [{ key: DATE_ORDER_MESSAGE }] });
    const items = await listDays(c.var.db, c.var.auth.companyId, from, to);
    return c.json({ response: { from, to, items } satisfies z.input<typeof exchangeRateDaysSchema> });
  });

  app.post('/exchange-rates', requireRole(...RATE_WRITE_ROLES), async (c) => {
    const { text, json } = await readJsonBody(c);
    const auth = c.var.auth;
    return idempotentWrite(c, text, async (q) => {
      const { data, errors } = validate(manualRateBody, json);
      const raw = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
      for (const f of ['forexSelling', 'forexBuying'] as const) {
        const v = raw[f];
        if (!errors[f] && typeof v === 'string' && new Dec(v).lte(0)) addError(errors, f, 'exchangeRates.validation.positive');
      }
      if (!data || Object.keys(errors).length) throw invalid(errors);
      const rate = { date: data.date, currency: data.currency, forexBuying: data.forexBuying ?? null, forexSelling: data.forexSelling };
      await upsertManualRate(q, auth.companyId, auth.id, rate);
      return {
        status: 201,
        body: { response: manualReply(data.date, data.currency, data.forexBuying ?? null, data.forexSelling) satisfies z.input<typeof exchangeRateSchema> },
      };
    });
  });

  // Fetching stores a public fact, uploading keeps the company's first file of a day: repeating either changes
  // nothing, so no Idempotency-Key is needed.
  app.post('/exchange-rates/fetch', requireRole(...RATE_WRITE_ROLES), async (c) => {
    const { json } = await readJsonBody(c);
    const day = parseWith(fetchBody, json).date ?? istanbulToday();
    let found: Awaited<ReturnType<typeof bulletinDayFor>> = null;
    try {
      found = await bulletinDayFor(c.var.db, tcmbBaseUrl, day);
    } catch (e) {
      if (!(e instanceof TcmbUnreachable)) throw e;
      console.warn(e.message);
    }
    if (found)
      return c.json({ response: { date: day, bulletinDate: found.day, bulletinNo: found.bulletinNo } satisfies z.input<typeof fetchedBulletinSchema> });
    const { key, values } = noBulletinMessage(day);
    const none = { date: day, bulletinDate: null, bulletinNo: null, message: translate(c.var.lang, key, values) };
    return c.json({ response: none satisfies z.input<typeof fetchedBulletinSchema> });
  });

  const bulletinLimit = bodyLimit({
    maxSize: MAX_BULLETIN_BYTES,
    // the rest of the body is not read: the connection cannot carry another request, so the client is told
    onError: () => {
      throw fail('RQ10001', {}, { Connection: 'close' });
    },
  });

  app.post('/exchange-rates/bulletin', requireRole(...RATE_WRITE_ROLES), bulletinLimit, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (!bytes.length) throw invalid({ file: [{ key: 'exchangeRates.validation.notBulletin' }] });
    let bulletin;
    try {
      bulletin = parseTcmbBulletin(decodeBulletin(bytes, c.req.header('content-type')));
    } catch (e) {
      if (e instanceof TcmbParseError) throw invalid({ file: [{ key: 'exchangeRates.validation.notBulletin' }] });
      throw e;
    }
    const b = bulletin;
    const auth = c.var.auth;
    const stored = await c.var.db.company(auth.companyId, (q) => storeUpload(q, auth.companyId, auth.id, b));
    const uploaded = { bulletinDate: b.date, bulletinNo: b.bulletinNo, currencies: Object.keys(b.rates).length, stored };
    return c.json({ response: uploaded satisfies z.input<typeof uploadedBulletinSchema> }, stored ? 201 : 200);
  });

  return app;
}

const NO_RATES = { forexBuying: null, forexSelling: null, banknoteBuying: null, banknoteSelling: null, unit: 1 };

function manualReply(date: string, currency: string, forexBuying: string | null, forexSelling: string) {
  const norm = (v: string) => new Dec(v).toFixed();
  return {
    currency,
    date,
    bulletinDate: null,
    bulletinNo: null,
    forexBuying: forexBuying === null ? null : norm(forexBuying),
    forexSelling: norm(forexSelling),
    banknoteBuying: null,
    banknoteSelling: null,
    unit: 1,
    source: 'manual' as const,
  };
}
