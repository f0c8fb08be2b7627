import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { READER_SETTINGS_WRITE_ROLES } from '../../domain/roles';
import {
  readerEmptyBody,
  readerHoldBody,
  readerLoginBody,
  readerRenewBody,
  readerSearchQuery,
  readerSettingsBody,
  type readerAccountSchema,
  type readerHomeSchema,
  type readerLoginSchema,
  type readerSettingsSchema,
  type readerTitleDetailSchema,
  type readerTitlePageSchema,
} from '../../domain/schemas/reader';
import { requireRole } from '../auth/middleware';
import { checkPassword } from '../auth/passwords';
import { insertRevokedToken } from '../auth/queries';
import { clearFailures, recordFailure, secondsToWait } from '../auth/throttle';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { requestHost } from '../http/request-host';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { isUniqueViolation } from '../http/field-checks';
import { readerAccount, readerHold, readerRenew, readerSearch, readerTitle } from './reader';
import { findReaderLibrary, loadReaderSettings, readerHostTaken, readerMemberByCard, saveReaderSettings } from './reader-queries';
import { issueReaderToken } from './reader-session';
import { readerOf, requireReader } from './reader-auth';
import { withHoldsExpired } from './holds';
import { companyToday } from '../clock';

/** Resolves the company of the reader's host, or 404 RD10003: the reader area never reads a staff token. */
async function libraryOf(c: Context<AppEnv>): Promise<{ id: number; name: string }> {
  const library = await c.var.db.system((q) => findReaderLibrary(q, requestHost(c).split(':')[0] ?? ''));
  if (!library) throw fail('RD10003');
  return library;
}

/**
 * /api/reader: the public catalogue of the library the host opens, the member's sign-in with card number and PIN, and
 * the member's own loans, renewals and holds (a reader session, reader-auth.ts). No staff token is read here.
 */
export function readerRoutes(key: Uint8Array) {
  const app = new Hono<AppEnv>();
  const member = requireReader(key);

  app.get('/home', async (c) => {
    const library = await libraryOf(c);
    const settings = await c.var.db.company(library.id, loadReaderSettings);
    return c.json({
      response: {
        library: library.name,
        fields: settings.fields,
        holdsOffered: settings.holdsOffered,
        openingHours: settings.openingHours,
        notices: settings.notices,
      } satisfies z.input<typeof readerHomeSchema>,
    });
  });

  app.get('/titles', async (c) => {
    const query = parseWith(readerSearchQuery, c.req.query());
    const library = await libraryOf(c);
    const page = await c.var.db.company(library.id, (q) => readerSearch(q, query.q, query.limit, query.offset));
    return c.json({ response: page satisfies z.input<typeof readerTitlePageSchema> });
  });

  app.get('/titles/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const library = await libraryOf(c);
    const title = await c.var.db.company(library.id, (db) => withHoldsExpired(db, (q) => readerTitle(q, id)));
    if (!title) throw fail('NF10004');
    return c.json({ response: title satisfies z.input<typeof readerTitleDetailSchema> });
  });

  app.post('/login', async (c) => {
    const body = await parseBody(c, readerLoginBody);
    const library = await libraryOf(c);
    const attempt = { email: `reader:${library.id}:${body.cardNumber.toUpperCase()}`, clientIp: c.var.clientIp };
    const wait = await c.var.db.system((q) => secondsToWait(q, attempt));
    if (wait > 0) throw fail('AU10003', { seconds: wait }, { 'Retry-After': String(wait) });
    const { found, today } = await c.var.db.company(library.id, async (q) => ({
      found: await readerMemberByCard(q, body.cardNumber),
      today: await companyToday(q),
    }));
    const usable =
      found && found.pin_hash && found.active && !(found.expiresOn !== null && found.expiresOn < today)
        ? { ...found, password_hash: found.pin_hash }
        : undefined;
    const signedIn = await checkPassword(usable, body.pin);
    if (!signedIn) {
      await c.var.db.system((q) => recordFailure(q, attempt));
      throw fail('RD10001');
    }
    await c.var.db.system((q) => clearFailures(q, attempt));
    const { token, expiresIn } = await issueReaderToken(key, library.id, signedIn.id, signedIn.password_hash);
    return c.json({ response: { token, expiresIn, name: signedIn.name } satisfies z.input<typeof readerLoginSchema> });
  });

  app.post('/logout', member, async (c) => {
    await parseBody(c, readerEmptyBody);
    const { jti, expiresAt } = readerOf(c);
    await c.var.db.system((q) => insertRevokedToken(q, jti, new Date(expiresAt)));
    return c.json({ response: {} });
  });

  app.get('/account', member, async (c) => {
    const { companyId, memberId } = readerOf(c);
    const account = await c.var.db.company(companyId, (db) => withHoldsExpired(db, (q) => readerAccount(q, memberId)));
    if (!account) throw fail('RD10002');
    return c.json({ response: account satisfies z.input<typeof readerAccountSchema> });
  });

  app.post('/loans/:id{[0-9]+}/renew', member, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, readerRenewBody);
    const { companyId, memberId } = readerOf(c);
    const reply = await c.var.db.company(companyId, (q) => readerRenew(q, companyId, memberId, id, body.version, c.var.lang));
    return c.json(reply.body as object, reply.status as 200);
  });

  app.post('/holds', member, async (c) => {
    const body = await parseBody(c, readerHoldBody);
    const { companyId, memberId } = readerOf(c);
    const reply = await c.var.db.company(companyId, (db) => withHoldsExpired(db, (q) => readerHold(q, companyId, memberId, body.productId)));
    return c.json(reply.body as object, reply.status as 201);
  });

  return app;
}

/** /api/library/reader-settings: what the reader area shows, its host, opening hours and notices (staff, signed in). */
export function readerSettingsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/library/reader-settings', requireRole('manager', 'employee', 'auditor'), async (c) => {
    const settings = await c.var.db.company(c.var.auth.companyId, loadReaderSettings);
    return c.json({ response: settings satisfies z.input<typeof readerSettingsSchema> });
  });
  app.put('/library/reader-settings', requireRole(...READER_SETTINGS_WRITE_ROLES), async (c) => {
    const body = await parseBody(c, readerSettingsBody);
    const companyId = c.var.auth.companyId;
    if (body.host && (await c.var.db.system((q) => readerHostTaken(q, body.host!, companyId)))) throw invalid({ host: [{ key: 'reader.hostTaken' }] });
    let saved: z.input<typeof readerSettingsSchema> | null;
    try {
      saved = await c.var.db.company(companyId, async (q) => ((await saveReaderSettings(q, companyId, body)) ? loadReaderSettings(q) : null));
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid({ host: [{ key: 'reader.hostTaken' }] });
      throw e;
    }
    if (!saved) throw fail('RD10004');
    return c.json({ response: saved });
  });
  return app;
}
