import { z } from 'zod';
import { TRANSFER_FORMATS, TRANSFER_KINDS } from '../transfer/columns';

/** Replies of the data transfer service (/api/transfers, /api/transfer-jobs; /sistem/aktarimservis, issue #32). */

export const TRANSFER_STATUSES = ['checking', 'checked', 'refused', 'writing', 'done', 'failed'] as const;

export const transferRowErrorSchema = z.object({
  row: z.number(),
  field: z.string(),
  /** the column's title in the user's language */
  column: z.string(),
  /** "Satır 3, Fiyat: …": the row, the column and the reason in the user's language */
  message: z.string(),
});

export const transferJobSchema = z.object({
  id: z.number(),
  kind: z.enum(TRANSFER_KINDS),
  format: z.enum(TRANSFER_FORMATS),
  fileName: z.string().nullable(),
  status: z.enum(TRANSFER_STATUSES),
  totalRows: z.number(),
  rowsDone: z.number(),
  /** the rows checked, 0 to 100; 100 once written */
  percent: z.number(),
  newRows: z.number(),
  changedRows: z.number(),
  /** the columns of the preview's cells: field and title in the user's language */
  columns: z.array(z.object({ field: z.string(), title: z.string() })),
  /** the first rows as they will be saved: new, changed or the same as the record */
  preview: z.array(z.object({ row: z.number(), action: z.enum(['new', 'changed', 'same']), cells: z.record(z.string(), z.string()) })),
  errors: z.array(transferRowErrorSchema),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TransferJob = z.infer<typeof transferJobSchema>;

export const transferJobListSchema = z.object({ items: z.array(transferJobSchema) });

/** GET /api/module-index: each integration, whether the company has set it up, and when it last ran. */
export const moduleIndexSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      path: z.string(),
      configured: z.boolean(),
      /** what it is set up with (the integrator's or provider's name), when it says more than yes */
      detail: z.string().nullable(),
      lastRunAt: z.string().nullable(),
    }),
  ),
});
export type ModuleIndex = z.infer<typeof moduleIndexSchema>;
