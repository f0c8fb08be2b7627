import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { passwordResetBody, passwordResetConfirmBody, type passwordResetResponseSchema } from '../../domain/schemas/auth';
import { serverNow } from '../clock';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { translate } from '../http/i18n';
import { requestHost } from '../http/request-host';
import { parseBody } from '../http/validate';
import { queuePasswordReset } from '../messages/public';
import { hashPassword } from '../auth/passwords';
import { findLoginUser } from '../auth/queries';
import { insertResetToken, recentResetExists, recordResetRequest, resetPassword, resetWaitSeconds, useResetToken } from './reset-queries';
import type { z } from 'zod';

/** How long a reset link holds. */
export const RESET_VALID_MINUTES = 30;
/** A second link for the same user within this many seconds is not sent (the first still holds). */
const RESEND_AFTER_SECONDS = 60;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The panel's address a link opens: PUBLIC_URL, else the address the request came to. */
const panelOrigin = (c: Context<AppEnv>, publicUrl: string | null) =>
  publicUrl ?? `${c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || new URL(c.req.url).protocol.replace(':', '')}://${requestHost(c)}`;

/**
 * "Forgot my password" (issue #33): POST /api/auth/password-reset answers the same whether or not the e-mail has a
 * user (no user enumeration), throttled per client address like the log-in; for an active user it makes a one-time
 * token (random, stored only as its SHA-256, valid RESET_VALID_MINUTES) and queues the passwordReset message with the
 * link, in the language of the request. POST /api/auth/password-reset/confirm uses the token once and sets the new
 * password (spec §5's rules), ending every session of the user.
 */
export function passwordResetRoutes(publicUrl: string | null) {
  const app = new Hono<AppEnv>();

  app.post('/password-reset', async (c) => {
    const body = await parseBody(c, passwordResetBody);
    const db = c.var.db;
    const wait = await db.system((q) => resetWaitSeconds(q, c.var.clientIp));
    if (wait > 0) throw fail('AU10003', { seconds: wait }, { 'Retry-After': String(wait) });
    await db.system((q) => recordResetRequest(q, c.var.clientIp));
    const user = await db.system((q) => findLoginUser(q, body.email.toLowerCase()));
    const now = serverNow();
    if (user?.active && !(await db.system((q) => recentResetExists(q, user.id, RESEND_AFTER_SECONDS, now)))) {
      const token = randomBytes(32).toString('base64url');
      const hash = tokenHash(token);
      const expiresAt = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
      await db.system((q) => insertResetToken(q, { hash, companyId: user.company_id, userId: user.id, expiresAt }));
      await db.company(user.company_id, (q) =>
        queuePasswordReset(q, user.company_id, {
          user: { id: user.id, name: user.name, email: user.email },
          language: c.var.lang,
          link: `${panelOrigin(c, publicUrl)}/#/sifre-sifirla?token=${token}`,
          validMinutes: RESET_VALID_MINUTES,
          requestId: hash,
        }),
      );
    }
    return c.json({ response: {} satisfies z.input<typeof passwordResetResponseSchema>, message: translate(c.var.lang, 'messages.passwordResetSent') });
  });

  app.post('/password-reset/confirm', async (c) => {
    const body = await parseBody(c, passwordResetConfirmBody);
    const db = c.var.db;
    // hashed before the token is used: a slow hash never holds the token's row
    const hash = await hashPassword(body.password);
    await db.system(async (q) => {
      const user = await useResetToken(q, tokenHash(body.token), serverNow());
      if (!user) throw invalid({ token: [{ key: 'validation.resetLinkInvalid' }] });
      await resetPassword(q, user.company_id, user.user_id, hash);
    });
    return c.json({ response: {} satisfies z.input<typeof passwordResetResponseSchema>, message: translate(c.var.lang, 'messages.passwordChanged') });
  });
  return app;
}
