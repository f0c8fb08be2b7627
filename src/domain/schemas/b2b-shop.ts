import { z } from 'zod';
import { passwordField } from './auth';
import { listPage, money, recordIdNumber, version } from './fields';
import { cardPaymentBody } from './virtual-pos';
import { PAYMENT_STATES } from '../payments/states';

/**
 * The B2B shop (issue #31): its settings (/b2b/ayar), delivery options (/b2b/kargotanimlari), the payment types it
 * offers (/b2b/odemetipleri), bank accounts for transfers (/b2b/havalehesaplari), and its dealers: current accounts
 * given a shop log-in of their own, refused by every staff call (and a staff token by the shop's).
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const trimmed = (max: number) => z.string('validation.invalid').trim().max(max, `validation.maxLength|${max}`);
const required = (max: number) => trimmed(max).min(1, 'validation.required');
const colour = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.string('validation.invalid').regex(/^#[0-9a-f]{6}$/, 'b2b.colourFormat'),
);
const ids = z
  .array(recordIdNumber('validation.invalid'), 'validation.invalid')
  .max(5000)
  .transform((l) => [...new Set(l)]);

export const STOCK_DISPLAYS = ['exact', 'inStock', 'hidden'] as const;
export type StockDisplay = (typeof STOCK_DISPLAYS)[number];
export const SHOP_PAYMENT_TYPES = ['onAccount', 'transfer', 'card'] as const;
export type ShopPaymentType = (typeof SHOP_PAYMENT_TYPES)[number];

/** PUT /api/b2b/settings: the shop's host, look, what it publishes, how it shows prices and stock, and what it takes. */
export const shopSettingsBody = z.object({
  version,
  host: z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string('validation.invalid')
      .regex(/^[a-z0-9.-]{1,253}$/, 'b2b.hostFormat')
      .nullable(),
  ),
  name: trimmed(100),
  logoUrl: trimmed(500).refine((v) => v === '' || /^https:\/\/\S+$/.test(v), 'b2b.logoUrl'),
  primaryColour: colour,
  accentColour: colour,
  publishAll: z.boolean('validation.invalid'),
  publishedGroupIds: ids,
  publishedProductIds: ids,
  pricesWithVat: z.boolean('validation.invalid'),
  minimumOrder: money(),
  stockDisplay: z.enum(STOCK_DISPLAYS, 'validation.invalid'),
  onAccountOffered: z.boolean('validation.invalid'),
  transferOffered: z.boolean('validation.invalid'),
  cardOffered: z.boolean('validation.invalid'),
  /** what the dealer's own account page shows besides the stock (/b2b/modul/caristokview); shown when absent */
  showStatement: z.boolean('validation.invalid').default(true),
  showInvoices: z.boolean('validation.invalid').default(true),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

export const shopSettingsSchema = z.object({
  version: z.number(),
  host: z.string().nullable(),
  name: z.string(),
  logoUrl: z.string(),
  primaryColour: z.string(),
  accentColour: z.string(),
  publishAll: z.boolean(),
  publishedGroupIds: z.array(z.number()),
  publishedProductIds: z.array(z.number()),
  pricesWithVat: z.boolean(),
  minimumOrder: z.string(),
  stockDisplay: z.enum(STOCK_DISPLAYS),
  onAccountOffered: z.boolean(),
  transferOffered: z.boolean(),
  cardOffered: z.boolean(),
  showStatement: z.boolean(),
  showInvoices: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** POST/PUT /api/b2b/cargo-options: a delivery option, its price and the basket total from which it is free. */
export const cargoOptionBody = z.object({
  version: version.optional(),
  name: required(100),
  price: money(),
  freeAbove: z.preprocess((v) => (blank(v) ? null : v), money().nullable()),
  active: z.boolean('validation.invalid').default(true),
});
export const cargoOptionSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  price: z.string(),
  freeAbove: z.string().nullable(),
  active: z.boolean(),
});
export type CargoOption = z.infer<typeof cargoOptionSchema>;
export const cargoOptionPageSchema = listPage(cargoOptionSchema);

/** POST/PUT /api/b2b/bank-accounts: an account a dealer may pay a bank transfer into. */
export const shopBankAccountBody = z.object({
  version: version.optional(),
  bankName: required(100),
  holder: required(150),
  iban: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v),
    z.string('validation.invalid').regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/, 'b2b.ibanFormat'),
  ),
  active: z.boolean('validation.invalid').default(true),
});
export const shopBankAccountSchema = z.object({
  id: z.number(),
  version: z.number(),
  bankName: z.string(),
  holder: z.string(),
  iban: z.string(),
  active: z.boolean(),
});
export type ShopBankAccount = z.infer<typeof shopBankAccountSchema>;
export const shopBankAccountPageSchema = listPage(shopBankAccountSchema);

/** PUT /api/b2b/dealers/:accountId: gives a current account a shop log-in, or changes it; a new password ends its sessions. */
export const dealerBody = z.object({
  email: z.string('validation.invalid').trim().toLowerCase().min(1, 'validation.required').max(254).pipe(z.email('validation.email')),
  password: passwordField.optional(),
  active: z.boolean('validation.invalid').default(true),
});
export type DealerBody = z.infer<typeof dealerBody>;
export const dealerSchema = z.object({
  accountId: z.number(),
  accountName: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type Dealer = z.infer<typeof dealerSchema>;
export const dealerPageSchema = listPage(dealerSchema);

/** POST /api/shop/login: a dealer's sign-in at the shop the host opens. */
export const shopLoginBody = z.object({
  email: z.string('validation.invalid').trim().toLowerCase().min(1, 'validation.required').max(254),
  password: z.string('validation.invalid').min(1, 'validation.required').max(200),
});
export const shopLoginSchema = z.object({ token: z.string(), expiresIn: z.number(), name: z.string() });
export const shopEmptyBody = z.object({}, 'validation.invalid');

/** GET /api/shop/home: what the storefront shows before anyone signs in. */
export const shopHomeSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  primaryColour: z.string(),
  accentColour: z.string(),
  pricesWithVat: z.boolean(),
  stockDisplay: z.enum(STOCK_DISPLAYS),
});

/** GET /api/shop/me: the signed-in dealer, its account and the payment types and deliveries open to it. */
export const shopMeSchema = z.object({
  accountId: z.number(),
  name: z.string(),
  email: z.string(),
  paymentTypes: z.array(z.enum(SHOP_PAYMENT_TYPES)),
  cargoOptions: z.array(cargoOptionSchema.pick({ id: true, name: true, price: true, freeAbove: true })),
  bankAccounts: z.array(shopBankAccountSchema.pick({ id: true, bankName: true, holder: true, iban: true })),
  minimumOrder: z.string(),
  /** whether the dealer's account page shows its statement and its invoices (/api/shop/account/statement, /invoices) */
  showStatement: z.boolean(),
  showInvoices: z.boolean(),
});

/** GET /api/shop/products?q=&limit=&offset=: the published products the words find (the stock search), for a dealer. */
export const shopProductQuery = z.object({
  q: z.string('validation.invalid').max(200, 'validation.maxLength|200').default(''),
  limit: z.coerce.number('validation.number').int('validation.number').min(1, 'validation.invalid').max(50, 'validation.invalid').default(20),
  offset: z.coerce.number('validation.number').int('validation.number').min(0, 'validation.invalid').max(10_000, 'validation.invalid').default(0),
  categoryId: recordIdNumber('validation.invalid').optional(),
});
export const shopProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  isbn: z.string().nullable(),
  cover: z.string().nullable(),
  price: z.object({ net: z.string(), vat: z.string(), gross: z.string(), vatRate: z.number(), withVat: z.boolean() }),
  stock: z.object({ quantity: z.string().nullable(), inStock: z.boolean().nullable() }),
});
export type ShopProduct = z.infer<typeof shopProductSchema>;
export const shopProductPageSchema = listPage(shopProductSchema);

/** POST /api/shop/orders (with an Idempotency-Key): the basket, the delivery address, the cargo and the payment type. */
export const shopOrderBody = z.object({
  lines: z
    .array(
      z.object({
        productId: recordIdNumber('validation.invalid'),
        quantity: z.string('validation.number').regex(/^[1-9][0-9]{0,5}$/, 'validation.number'),
      }),
      'validation.invalid',
    )
    .min(1, 'validation.required')
    .max(200, 'validation.invalid'),
  deliveryAddress: required(500),
  cargoOptionId: recordIdNumber('validation.invalid'),
  paymentType: z.enum(SHOP_PAYMENT_TYPES, 'validation.invalid'),
  note: trimmed(500).default(''),
});
export type ShopOrderBody = z.infer<typeof shopOrderBody>;
export const shopOrderSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  status: z.string(),
  paymentType: z.enum(SHOP_PAYMENT_TYPES),
  paymentState: z.string(),
  total: z.string(),
  cargoPrice: z.string(),
  lines: z.array(z.looseObject({ productId: z.number(), quantity: z.string(), total: z.string() })),
});

/** GET /api/b2b/orders (staff, /b2b/islem) and GET /api/shop/orders (the dealer's own): the shop's orders with their payment state. */
export const shopOrderListQuery = z.object({
  limit: z.coerce.number('validation.number').int('validation.number').min(1, 'validation.invalid').max(100, 'validation.invalid').default(50),
  offset: z.coerce.number('validation.number').int('validation.number').min(0, 'validation.invalid').max(100_000, 'validation.invalid').default(0),
});
export const shopOrderRowSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  status: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  paymentType: z.string(),
  paymentState: z.string(),
  total: z.string(),
  cargoName: z.string(),
  cargoPrice: z.string(),
  placedAt: z.string(),
});
export const shopOrderPageSchema = listPage(shopOrderRowSchema);

/**
 * POST /api/shop/orders/:documentId/card: the card the dealer pays its own order with (3-D Secure). The amount is the
 * order's total and cargo as stored, never the request's; the answer is `{ payment, html }` (virtual-pos.ts).
 */
export const shopCardPaymentBody = cardPaymentBody.pick({ card: true });

/** GET /api/shop/orders/:documentId: the dealer's own order read from the database (after the bank's redirect too). */
export const shopOrderDetailSchema = z.object({
  documentId: z.number(),
  number: z.string(),
  status: z.string(),
  paymentType: z.enum(SHOP_PAYMENT_TYPES),
  paymentState: z.string(),
  total: z.string(),
  cargoName: z.string(),
  cargoPrice: z.string(),
  /** what a card payment charges: the total and the cargo */
  amountDue: z.string(),
  deliveryAddress: z.string(),
  placedAt: z.string(),
  lines: z.array(z.object({ productId: z.number(), name: z.string(), quantity: z.string(), unitPrice: z.string(), vatRate: z.number(), total: z.string() })),
  totals: z.looseObject({}),
  cardPayments: z.array(z.object({ id: z.number(), state: z.enum(PAYMENT_STATES), amount: z.string(), reasonCode: z.string().nullable() })),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>;

/** GET /api/shop/account: the dealer's balance (what it owes), its risk limit and what is left of it (null: no limit). */
export const shopAccountSchema = z.object({
  accountId: z.number(),
  name: z.string(),
  balance: z.string(),
  riskLimit: z.string().nullable(),
  openOrders: z.string(),
  riskLeft: z.string().nullable(),
});

/** GET /api/shop/invoices: the dealer's sales invoices with the state of their e-invoice or e-archive invoice. */
export const shopInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  status: z.string(),
  total: z.string(),
  edocumentState: z.string().nullable(),
  edocumentNumber: z.string().nullable(),
});
export const shopInvoicePageSchema = listPage(shopInvoiceSchema);
