import { z } from 'zod';
import { dec } from '../money/decimal';
import { LINE_DECIMAL } from '../money/limits';
import { QR_MENU_LANGUAGES, QR_MENU_MAX_QUANTITY, QR_MENU_PHOTO_MAX_CHARS } from '../qr-menu/limits';
import { decimalText, recordIdNumber, version } from './fields';

/**
 * The QR menu (/qrmenu/ayar and the public menu page, issue #33): its settings, the products it shows, its tables
 * with their codes, the public menu a guest reads and a guest's order waiting on the table's bill.
 */
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const clock = z.string('validation.invalid').regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'validation.qrMenuHour');
const dayHours = z
  .strictObject({ open: clock, close: clock })
  .refine((d) => d.open < d.close, { message: 'validation.qrMenuHoursOrder', path: ['close'] })
  .nullable();
const language = z.enum(QR_MENU_LANGUAGES, 'validation.invalid');
const ids = z.array(recordIdNumber()).max(500, 'validation.invalid');
const itemText = z.strictObject({ name: z.string('validation.invalid').trim().max(120), note: z.string('validation.invalid').trim().max(500) });

export const qrMenuItemBody = z.strictObject({
  productId: recordIdNumber(),
  allergens: z.array(z.string('validation.invalid').trim().min(1, 'validation.required').max(40)).max(20, 'validation.invalid'),
  texts: z.partialRecord(language, itemText),
});
export type QrMenuItemBody = z.infer<typeof qrMenuItemBody>;

/** PUT /api/qr-menu/settings: the whole settings but the photos (each its own call: the body limit is 1 MB). */
export const qrMenuSettingsBody = z.strictObject({
  version,
  enabled: z.boolean('validation.invalid'),
  host: z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string('validation.invalid')
      .regex(/^[a-z0-9.-]{1,253}$/, 'validation.qrMenuHost')
      .nullable(),
  ),
  guestOrders: z.boolean('validation.invalid'),
  languages: z.array(language).min(1, 'validation.required').max(QR_MENU_LANGUAGES.length, 'validation.invalid'),
  /** Monday first; null: closed that day */
  hours: z.array(dayHours).length(7, 'validation.qrMenuSevenDays'),
  groupIds: ids,
  /** in the order the menu shows them */
  items: z.array(qrMenuItemBody).max(500, 'validation.invalid'),
});
export type QrMenuSettingsBody = z.infer<typeof qrMenuSettingsBody>;

const itemSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  groupId: z.number().nullable(),
  allergens: z.array(z.string()),
  texts: z.partialRecord(language, z.object({ name: z.string(), note: z.string() })),
  hasPhoto: z.boolean(),
  price: z.string(),
});
export const qrMenuSettingsSchema = z.object({
  version: z.number(),
  enabled: z.boolean(),
  host: z.string().nullable(),
  guestOrders: z.boolean(),
  languages: z.array(language),
  hours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  groupIds: z.array(z.number()),
  items: z.array(itemSchema),
});
export type QrMenuSettings = z.infer<typeof qrMenuSettingsSchema>;

/** PUT /api/qr-menu/items/:productId/photo: a JPEG, PNG or WebP as a data URL, small enough for a phone on a slow line. */
export const qrMenuPhotoBody = z.strictObject({
  photo: z
    .string('validation.invalid')
    .max(QR_MENU_PHOTO_MAX_CHARS, 'validation.qrMenuPhotoSize')
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'validation.qrMenuPhotoFormat')
    .nullable(),
});

/** POST /api/qr-menu/tables: a table whose QR code is printed; its name is the one the till's table tracking uses. */
export const qrMenuTableBody = z.strictObject({
  name: z.string('validation.required').trim().min(1, 'validation.required').max(50),
});
export const qrMenuTableSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const qrMenuTableListSchema = z.object({ items: z.array(qrMenuTableSchema) });
export type QrMenuTable = z.infer<typeof qrMenuTableSchema>;

/** GET /api/menu/:code: the public menu of the table's company, only what its settings chose. */
export const publicMenuSchema = z.object({
  companyName: z.string(),
  tableName: z.string(),
  open: z.boolean(),
  guestOrders: z.boolean(),
  languages: z.array(language),
  /** the language the names and notes are in */
  language,
  hours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  groups: z.array(
    z.object({
      id: z.number().nullable(),
      name: z.string(),
      items: z.array(
        z.object({
          productId: z.number(),
          name: z.string(),
          note: z.string(),
          allergens: z.array(z.string()),
          price: z.string(),
          vatRate: z.number(),
          photo: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

export const publicMenuQuery = z.strictObject({ lang: language.optional() });

/** POST /api/menu/:code/orders: a guest's order; `key` is made by the guest's phone once per order (a double tap sends it twice). */
export const guestOrderBody = z.strictObject({
  key: z.string('validation.required').trim().min(8, 'validation.invalid').max(100, 'validation.invalid'),
  lines: z
    .array(
      z.strictObject({
        productId: recordIdNumber(),
        quantity: decimalText(LINE_DECIMAL).refine((q) => dec(q).gt(0) && dec(q).lte(QR_MENU_MAX_QUANTITY), 'validation.qrMenuQuantity'),
      }),
    )
    .min(1, 'validation.required')
    .max(50, 'validation.invalid'),
  note: z.string('validation.invalid').trim().max(300).default(''),
});
export type GuestOrderBody = z.infer<typeof guestOrderBody>;

export const GUEST_ORDER_STATES = ['waiting', 'confirmed', 'refused'] as const;
export const guestOrderSchema = z.object({
  id: z.number(),
  tableName: z.string(),
  documentId: z.number(),
  state: z.enum(GUEST_ORDER_STATES),
  note: z.string(),
  lines: z.array(z.object({ productId: z.number(), name: z.string(), quantity: z.string() })),
  createdAt: z.string(),
});
export const guestOrderListSchema = z.object({ items: z.array(guestOrderSchema) });
export type GuestOrder = z.infer<typeof guestOrderSchema>;

/** GET /api/qr-menu/guest-orders?documentId=: the guests' orders of a table's bill, waiting ones first. */
export const guestOrderQuery = z.strictObject({ documentId: z.coerce.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid') });

/** POST /api/qr-menu/guest-orders/:id/{confirm,refuse}: nothing beyond the envelope. */
export const guestOrderDecisionBody = z.strictObject({});
