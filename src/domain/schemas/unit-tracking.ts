import { z } from 'zod';
import { TRACKING_STEPS } from '../unit-tracking/steps';
import { recordIdNumber } from './fields';

/** Fiş → Birim takip (/fis/birimtakip): the units lines are handed to, a document's tracked lines, the open lines. */
export const trackingUnitBody = z.strictObject({
  name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.maxLength|60'),
});
export const routeLineBody = z.strictObject({ unitId: recordIdNumber() });
export const moveLineBody = z.strictObject({ step: z.enum(TRACKING_STEPS, { message: 'validation.invalid' }) });
export const openLinesQuery = z.strictObject({ unitId: recordIdNumber().optional() });

export const trackingUnitSchema = z.object({ id: z.number(), name: z.string(), open: z.number() });
export const trackingUnitListSchema = z.object({ items: z.array(trackingUnitSchema) });
export type TrackingUnit = z.infer<typeof trackingUnitSchema>;

const step = z.enum(TRACKING_STEPS);
export const trackingMoveSchema = z.object({ unitName: z.string(), step, userName: z.string(), at: z.string() });

/** Where a line is: its unit, its step, the last move's who and when, and every move before it (oldest first). */
export const lineTrackingSchema = z.object({
  unitId: z.number(),
  unitName: z.string(),
  step,
  movedAt: z.string(),
  movedBy: z.string(),
  moves: z.array(trackingMoveSchema),
});
export type LineTracking = z.infer<typeof lineTrackingSchema>;

export const trackedDocumentSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  status: z.string(),
  lines: z.array(
    z.object({ lineId: z.string(), productId: z.number().nullable(), productName: z.string(), quantity: z.string(), tracking: lineTrackingSchema.nullable() }),
  ),
});
export type TrackedDocument = z.infer<typeof trackedDocumentSchema>;

export const openLineSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  lineId: z.string(),
  productName: z.string(),
  quantity: z.string(),
  unitId: z.number(),
  unitName: z.string(),
  step,
  movedAt: z.string(),
  movedBy: z.string(),
});
export type OpenLine = z.infer<typeof openLineSchema>;
export const openLineListSchema = z.object({ items: z.array(openLineSchema) });
