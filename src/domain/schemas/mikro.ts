import { z } from 'zod';
import { MIKRO_DOCUMENT_TYPES, MIKRO_REFUSALS, TRANSFER_STATES } from '../mikro/transfers';
import { recordId } from './fields';

const text = (max: number) =>
  z
    .string({ message: 'validation.invalid' })
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });
const url = text(300).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v), { message: 'validation.url' });
const int = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.invalid' })
    .max(max, { message: 'validation.invalid' });

export const MIKRO_CONNECTIONS = ['sandbox', 'live'] as const;
/** The VAT rates Defter sells at, each given the code (Mikro's `vergi_pntr`, its VAT table's row) Mikro knows it by. */
export const MIKRO_VAT_RATES = ['0', '1', '10', '20'] as const;

/**
 * PUT /api/mikro/settings (managers): /modul/mikroerp/ayar. The password is written only: absent keeps it, "" clears
 * it. `vatCodes` maps a VAT rate to Mikro's VAT code; a rate with no code is refused by Mikro on a document.
 */
export const mikroSettingsBody = z.strictObject({
  version: int(1, 2_147_483_647),
  active: z.boolean({ message: 'validation.invalid' }),
  connection: z.enum(MIKRO_CONNECTIONS, { message: 'validation.invalid' }),
  url,
  firmCode: text(50),
  workingYear: int(2000, 2100),
  userCode: text(50),
  password: text(200).optional(),
  apiKey: text(300),
  sendStock: z.boolean({ message: 'validation.invalid' }),
  sendAccounts: z.boolean({ message: 'validation.invalid' }),
  documentTypes: z.array(z.enum(MIKRO_DOCUMENT_TYPES, { message: 'validation.invalid' }), { message: 'validation.invalid' }).max(MIKRO_DOCUMENT_TYPES.length),
  warehouseNo: int(1, 9999),
  vatCodes: z.partialRecord(z.enum(MIKRO_VAT_RATES, { message: 'validation.invalid' }), int(0, 99)),
  intervalMinutes: int(1, 1440),
});
export type MikroSettingsBody = z.infer<typeof mikroSettingsBody>;

export const mikroSettingsSchema = mikroSettingsBody.omit({ password: true }).extend({
  passwordSet: z.boolean(),
  saved: z.boolean(),
  cardsSentAt: z.string().nullable(),
  readBackAt: z.string().nullable(),
});
export type MikroSettings = z.infer<typeof mikroSettingsSchema>;

/**
 * POST /api/mikro/cards/send: the next page of stock cards or current accounts after `afterId`, every card or only
 * those changed since they were last sent; the screen asks page after page, showing the progress.
 */
export const sendCardsBody = z.strictObject({
  scope: z.enum(['all', 'changed'], { message: 'validation.invalid' }),
  kind: z.enum(['product', 'account'], { message: 'validation.invalid' }),
  afterId: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(0, { message: 'validation.invalid' })
    .max(2_147_483_647, { message: 'validation.invalid' }),
});

export const cardsPageSchema = z.object({
  kind: z.enum(['product', 'account']),
  sent: z.number(),
  failed: z.array(z.object({ id: z.number(), code: z.string(), reason: z.enum(MIKRO_REFUSALS), message: z.string() })),
  lastId: z.number(),
  remaining: z.number(),
});
export type CardsPage = z.infer<typeof cardsPageSchema>;

/** POST /api/mikro/cards/read-back {}. */
export const readBackBody = z.strictObject({});

/** The answer of the read-back: what Mikro changed, taken into Defter or left (a newer Defter edit wins). */
export const readBackSchema = z.object({
  taken: z.array(z.object({ kind: z.enum(['product', 'account']), id: z.number(), code: z.string(), name: z.string(), price: z.string().nullable() })),
  defterNewer: z.array(z.object({ kind: z.enum(['product', 'account']), id: z.number(), code: z.string() })),
  refused: z.array(z.object({ kind: z.enum(['product', 'account']), id: z.number(), code: z.string(), errors: z.unknown() })),
});
export type ReadBack = z.infer<typeof readBackSchema>;

export const transferSchema = z.object({
  id: z.number(),
  documentId: z.number(),
  documentType: z.string(),
  documentNumber: z.string(),
  transferKey: z.string(),
  state: z.enum(TRANSFER_STATES),
  mikroNumber: z.string().nullable(),
  errorCode: z.enum(MIKRO_REFUSALS).nullable(),
  errorMessage: z.string().nullable(),
  attempts: z.number(),
  updatedAt: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** POST /api/mikro/transfers/retry: the failed transfers named (one), or every failed one when `ids` is absent. */
export const retryBody = z.strictObject({ ids: z.array(recordId(), { message: 'validation.invalid' }).min(1).max(200).optional() });
