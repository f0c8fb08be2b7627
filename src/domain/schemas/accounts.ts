import { z } from 'zod';
import { listPage } from './fields';

/**
 * Answers of /api/accounts (contract "Master data"; bodies in masterdata.ts). The list item, the card and the
 * answer of a save have one shape: the columns below and, beside them, the card's other fields (spec §3).
 * The balance is an exact decimal string with two decimals.
 */
/** What the integrator last said of the account (POST /api/accounts/:id/einvoice-check, and every send of its invoices). */
export const einvoiceCheckSchema = z.object({ registered: z.boolean(), alias: z.string().nullable(), checkedAt: z.string() });

export const accountSchema = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  iban: z.string().nullable(),
  email: z.string().nullable(),
  version: z.number(),
  /** the currency its ledger is kept in (TRY, or a döviz cari's) */
  currency: z.string(),
  /** in the account's own currency: a foreign-currency account's foreign amounts; a lira account's liras */
  balance: z.string(),
  /** the lira balance, the sum of the ledger's liras, which the lira reports read */
  liraBalance: z.string(),
  einvoiceCheck: einvoiceCheckSchema.nullable().optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /api/accounts/:id/einvoice-check: asks nothing but the path */
export const einvoiceCheckBody = z.object({}).strict();

/** GET /api/accounts?q=&limit=&offset= */
export const accountPageSchema = listPage(accountSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;
