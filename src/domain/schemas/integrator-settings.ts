import { z } from 'zod';
import { INTEGRATORS, SERIES_PREFIX } from '../edocuments/integrators';

const prefix = z.string().trim().toUpperCase().regex(SERIES_PREFIX, { message: 'validation.seriesPrefix' });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });

/**
 * PUT /api/integrator-settings (…efatura/ayar, admins): the integrator, test or live, the credentials (the secret is
 * written only: absent keeps it, "" clears it), the sender alias (GB), the series prefixes and the demo sandbox.
 */
export const integratorSettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  integrator: z.enum(INTEGRATORS, { message: 'validation.invalid' }),
  mode: z.enum(['test', 'live'], { message: 'validation.invalid' }),
  username: text(100),
  secret: text(200).optional(),
  /** blank: the integrator's own address for the mode */
  serviceUrl: text(300).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v), { message: 'validation.url' }),
  senderAlias: text(200).refine((v) => v === '' || /^urn:mail:[^\s@]+@[^\s@]+$/.test(v), { message: 'validation.alias' }),
  invoicePrefix: prefix,
  archivePrefix: prefix,
  waybillPrefix: prefix,
  useSandbox: z.boolean(),
});
export type IntegratorSettingsBody = z.infer<typeof integratorSettingsBody>;

/** GET /api/integrator-settings: the settings without the secret, which is only said to be set. */
export const integratorSettingsSchema = z.object({
  integrator: z.enum(INTEGRATORS),
  mode: z.enum(['test', 'live']),
  username: z.string(),
  secretSet: z.boolean(),
  serviceUrl: z.string(),
  senderAlias: z.string(),
  invoicePrefix: z.string(),
  archivePrefix: z.string(),
  waybillPrefix: z.string(),
  useSandbox: z.boolean(),
  version: z.number(),
});
export type IntegratorSettings = z.infer<typeof integratorSettingsSchema>;

/** POST /api/integrator-settings/check: asks the integrator whether a VKN/TCKN is a registered e-invoice user. */
export const integratorCheckBody = z.strictObject({
  vkn: z
    .string()
    .trim()
    .regex(/^\d{10,11}$/, { message: 'validation.taxNumber' }),
});
export const integratorCheckSchema = z.object({
  isRegistered: z.boolean(),
  aliases: z.array(z.object({ alias: z.string(), unit: z.enum(['GB', 'PK']), type: z.string() })),
});
