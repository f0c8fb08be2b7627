import { z } from 'zod';

/**
 * GET /api/modules/frontappui (spec §9): the dashboard's links, the licence, the signed-in user and the company,
 * and when the settings should be asked for again (`expires_at`, epoch milliseconds).
 */
export const uiSettingsSchema = z.object({
  dashboard: z.object({ links: z.array(z.object({ mn_name: z.string(), mn_link: z.string().nullable() })) }),
  license: z.object({
    /** 1: the licence agreement is accepted */
    license_agreement_status: z.number(),
    owner: z.string(),
    /** YYYY-MM-DD */
    expires: z.string(),
    days_left: z.number(),
  }),
  app: z.object({ license_owner: z.string(), license_expires: z.string() }),
  authorizedUser: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    clientIp: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    /** the password has expired: every call but the renewal, these settings and logout is refused until it is renewed */
    expiredPassword: z.boolean(),
    /** the licence provider's super user (migration 071): licence management covers every company */
    provider: z.boolean().default(false),
  }),
  /** timeZone: the company's (an IANA zone), whose calendar the forms' default dates follow (src/domain/clock) */
  company: z.object({ id: z.number(), name: z.string(), timeZone: z.string().default('Europe/Istanbul') }),
  expires_at: z.number(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

/** POST /api/modules/frontappui/license/accept (admin only). */
export const licenceAcceptedSchema = z.object({ license_agreement_status: z.literal(1) });
