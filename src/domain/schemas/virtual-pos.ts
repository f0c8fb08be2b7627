import { z } from 'zod';
import { cardAmount } from '../payments/amount';
import { PAYMENT_STATES } from '../payments/states';
import { recordId } from './fields';

export const VIRTUAL_POS_PROVIDERS = ['sandbox', 'iyzico'] as const;
export type VirtualPosProvider = (typeof VIRTUAL_POS_PROVIDERS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });
const url = text(300).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v), { message: 'validation.url' });

/**
 * PUT /api/virtual-pos-settings (/modul/sanalpos/ayarlar, admins): the provider, test or live, the spec's credentials
 * (ApiKey, SecretKey, MerchantId, CustomerId, Url: blank is the provider's own address for the mode), the bank account
 * card collections go to. The secret key is written only: absent keeps it, "" clears it.
 */
export const virtualPosSettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  provider: z.enum(VIRTUAL_POS_PROVIDERS, { message: 'validation.invalid' }),
  mode: z.enum(['test', 'live'], { message: 'validation.invalid' }),
  apiKey: text(200),
  secretKey: text(200).optional(),
  merchantId: text(100),
  customerId: text(100),
  url,
  bankAccountId: recordId().nullable(),
});
export type VirtualPosSettingsBody = z.infer<typeof virtualPosSettingsBody>;

/** GET /api/virtual-pos-settings: the settings without the secret key, which is only said to be set. */
export const virtualPosSettingsSchema = z.object({
  provider: z.enum(VIRTUAL_POS_PROVIDERS),
  mode: z.enum(['test', 'live']),
  apiKey: z.string(),
  secretKeySet: z.boolean(),
  merchantId: z.string(),
  customerId: z.string(),
  url: z.string(),
  bankAccountId: z.number().nullable(),
  version: z.number(),
});
export type VirtualPosSettings = z.infer<typeof virtualPosSettingsSchema>;

const digits = (min: number, max: number) =>
  z
    .string({ message: 'validation.required' })
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => new RegExp(`^\\d{${min},${max}}$`).test(v), { message: 'validation.invalid' });

/**
 * POST /api/card-payments: a 3-D Secure card payment for a document (the shop's order) on its current account. The
 * card travels to the provider and is never stored. `returnTo`: where the card holder lands after the bank's page
 * (the shop's page; the payment's id and state are added to it).
 */
export const cardPaymentBody = z.strictObject({
  documentId: recordId('validation.required'),
  amount: z.string({ message: 'validation.required' }).refine((v) => cardAmount(v) !== null, { message: 'validation.cardAmount' }),
  card: z.strictObject({
    holder: text(100).min(1, { message: 'validation.required' }),
    number: digits(12, 19),
    expireMonth: z.string({ message: 'validation.required' }).regex(/^(0[1-9]|1[0-2])$/, { message: 'validation.invalid' }),
    expireYear: z.string({ message: 'validation.required' }).regex(/^20\d{2}$/, { message: 'validation.invalid' }),
    cvc: digits(3, 4),
  }),
  returnTo: url.optional(),
});
export type CardPaymentBody = z.infer<typeof cardPaymentBody>;

/** POST /api/card-payments/:id/refund: the part to give back (the whole of what is left when absent). */
export const cardRefundBody = z.strictObject({
  amount: z
    .string()
    .refine((v) => cardAmount(v) !== null, { message: 'validation.cardAmount' })
    .optional(),
});

/** POST /api/card-payments/:id/cancel: voids the whole payment; nothing to say. */
export const cardCancelBody = z.strictObject({});

export const cardPaymentSchema = z.object({
  id: z.number(),
  provider: z.enum(VIRTUAL_POS_PROVIDERS),
  providerPaymentId: z.string(),
  orderRef: z.string(),
  documentId: z.number().nullable(),
  accountId: z.number(),
  bankAccountId: z.number(),
  amount: z.string(),
  refunded: z.string(),
  state: z.enum(PAYMENT_STATES),
  collectionId: z.number().nullable(),
  reasonCode: z.string().nullable(),
  reasonText: z.string().nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

/** POST /api/card-payments answers the payment and the page that takes the card holder to the bank. */
export const cardPaymentStartedSchema = z.object({ payment: cardPaymentSchema, html: z.string() });
