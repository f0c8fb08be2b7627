import { z } from 'zod';
import { CARRIERS, SHIPMENT_STATES } from '../cargo/carriers';
import { recordId } from './fields';

const text = (max: number) =>
  z
    .string({ message: 'validation.invalid' })
    .trim()
    .max(max, { message: `validation.maxLength|${max}` });
const url = text(300).refine((v) => v === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/.test(v), { message: 'validation.url' });

export const CARGO_CONNECTIONS = ['sandbox', 'carrier'] as const;
export const LABEL_SIZES = ['100x100', '100x150', 'A4'] as const;
export const CARGO_PAYMENT_TYPES = ['sender', 'receiver'] as const;

export const carrierParam = z.enum(CARRIERS, { message: 'validation.invalid' });

/**
 * PUT /api/cargo/carriers/:carrier (admins and managers): /sistem/kargotanimlari's part (used or not, the customer
 * code, the default options) and /modul/<carrier>/ayar's (the connection, test or live, credentials, sender, label
 * size). The password is written only: absent keeps it, "" clears it.
 */
export const carrierSettingsBody = z.strictObject({
  version: z.number({ message: 'validation.invalid' }).int().min(1).max(2_147_483_647),
  active: z.boolean({ message: 'validation.invalid' }),
  customerCode: text(50),
  paymentType: z.enum(CARGO_PAYMENT_TYPES, { message: 'validation.invalid' }),
  packageCount: z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(1, { message: 'validation.invalid' })
    .max(99, { message: 'validation.invalid' }),
  description: text(200),
  connection: z.enum(CARGO_CONNECTIONS, { message: 'validation.invalid' }),
  mode: z.enum(['test', 'live'], { message: 'validation.invalid' }),
  username: text(100),
  password: text(200).optional(),
  url,
  senderName: text(200),
  senderAddress: text(500),
  senderCity: text(100),
  senderPhone: text(30),
  labelSize: z.enum(LABEL_SIZES, { message: 'validation.invalid' }),
});
export type CarrierSettingsBody = z.infer<typeof carrierSettingsBody>;

export const carrierSettingsSchema = carrierSettingsBody.omit({ password: true }).extend({
  carrier: z.enum(CARRIERS),
  passwordSet: z.boolean(),
  /** false: nothing saved yet (the defaults: the sandbox, not in use) */
  saved: z.boolean(),
});
export type CarrierSettings = z.infer<typeof carrierSettingsSchema>;

/** POST /api/cargo/:carrier/shipments: ships each document once (one by one or in bulk, at most 50 a call). */
export const shipBody = z.strictObject({
  documentIds: z
    .array(recordId(), { message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(50, { message: 'validation.maxItems|50' }),
});

export const shipmentSchema = z.object({
  id: z.number(),
  carrier: z.enum(CARRIERS),
  documentId: z.number(),
  documentNumber: z.string(),
  shipmentKey: z.string(),
  state: z.enum(SHIPMENT_STATES),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** One document's outcome in a (bulk) send: its shipment, or the reason it was not shipped. */
export const shipOutcomeSchema = z.object({ documentId: z.number(), shipment: shipmentSchema.nullable(), error: z.string().nullable() });
export type ShipOutcome = z.infer<typeof shipOutcomeSchema>;

/** GET /api/cargo/:carrier/waiting: the documents that may be shipped and have no live shipment with this carrier. */
export const waitingDocumentSchema = z.object({
  id: z.number(),
  type: z.string(),
  number: z.string(),
  status: z.string(),
  date: z.string().nullable(),
  accountName: z.string().nullable(),
});
export type WaitingDocument = z.infer<typeof waitingDocumentSchema>;

/** GET /api/cargo/shipments/:id/label: what the printed label shows; the barcode is Code 128 of the tracking number. */
export const shipmentLabelSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  shipmentKey: z.string(),
  documentNumber: z.string(),
  size: z.string(),
  packageCount: z.number(),
  paymentType: z.string(),
  sender: z.object({ name: z.string(), address: z.string(), city: z.string(), phone: z.string() }),
  receiver: z.object({ name: z.string(), address: z.string(), city: z.string(), district: z.string(), phone: z.string() }),
  barcode: z.object({ bcid: z.literal('code128'), text: z.string() }),
  svg: z.string(),
});
export type ShipmentLabel = z.infer<typeof shipmentLabelSchema>;

export const emptyBody = z.strictObject({});
