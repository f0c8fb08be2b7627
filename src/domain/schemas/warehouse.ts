import { z } from 'zod';
import { LINE_DECIMAL } from '../money/limits';
import { decimalText, recordIdNumber } from './fields';

/**
 * The warehouse's pages (issue #30): its settings (/depo/ayar), putting received goods away and moving stock
 * between its locations (/depo/urunraf), picking approved orders (/depo/uruntopla).
 */
const quantity = decimalText(LINE_DECIMAL);

/** Whether a sale or waybill completes only after its goods were picked. */
export const warehouseSettingsBody = z.strictObject({ pickingRequired: z.boolean({ message: 'validation.invalid' }) });
export const warehouseSettingsSchema = z.object({ pickingRequired: z.boolean() });
export type WarehouseSettings = z.infer<typeof warehouseSettingsSchema>;

/** A product's default location in a warehouse; null: the card's own location (when in that warehouse), else receiving. */
export const productLocationBody = z.strictObject({
  productId: recordIdNumber(),
  warehouseId: recordIdNumber(),
  locationId: recordIdNumber().nullable(),
});
export const productLocationQuery = z.strictObject({ warehouseId: recordIdNumber() });
export const productLocationSchema = z.object({
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  /** the default location in the warehouse, as moves take it */
  locationId: z.number(),
  /** set on this page (product_locations), not the card's own */
  own: z.boolean(),
});
export const productLocationListSchema = z.object({ items: z.array(productLocationSchema) });
export type ProductLocation = z.infer<typeof productLocationSchema>;

/** What the locations hold, of one warehouse (and one location or product when given). */
export const locationStockQuery = z.strictObject({
  warehouseId: recordIdNumber(),
  locationId: recordIdNumber().optional(),
  productId: recordIdNumber().optional(),
});
export const locationStockSchema = z.object({
  locationId: z.number(),
  locationName: z.string(),
  kind: z.enum(['shelf', 'receiving', 'dispatch']),
  productId: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  quantity: z.string(),
});
export const locationStockListSchema = z.object({ items: z.array(locationStockSchema) });
export type LocationStock = z.infer<typeof locationStockSchema>;

/** Stock moved between two locations of one warehouse; without `fromLocationId`, from its receiving location (a put-away). */
export const locationMoveBody = z.strictObject({
  warehouseId: recordIdNumber(),
  fromLocationId: recordIdNumber().optional(),
  toLocationId: recordIdNumber(),
  productId: recordIdNumber(),
  quantity,
});
export type LocationMoveBody = z.infer<typeof locationMoveBody>;

/** An order waiting to be picked. */
export const pickOrderSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  accountName: z.string().nullable(),
  warehouseId: z.number(),
  lines: z.number(),
  pickedLines: z.number(),
});
export const pickOrderListSchema = z.object({ items: z.array(pickOrderSchema) });
export type PickOrder = z.infer<typeof pickOrderSchema>;

/** An order's line to pick, with the locations holding its product in the walking order. */
export const pickLineSchema = z.object({
  lineId: z.string(),
  productId: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  /** in the product's base unit (quantity × multiplier) */
  ordered: z.string(),
  picked: z.string(),
  locations: z.array(z.object({ locationId: z.number(), locationName: z.string(), quantity: z.string() })),
});
export const pickDocumentSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  warehouseId: z.number(),
  /** every line picked: the order is ready to convert with its picked quantities */
  done: z.boolean(),
  lines: z.array(pickLineSchema),
  /** the `lines` of a conversion that takes what was picked (and not yet converted) */
  convertible: z.array(z.object({ sourceLineId: z.string(), quantity: z.string() })),
});
export type PickDocument = z.infer<typeof pickDocumentSchema>;
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickBody = z.strictObject({ lineId: z.string().min(1).max(40), locationId: recordIdNumber(), quantity });
export type PickBody = z.infer<typeof pickBody>;
