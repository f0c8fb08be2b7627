import { z } from 'zod';
import { listPage } from './fields';

/**
 * Answers of /api/accounts (contract "Master data"; bodies in masterdata.ts). The list item, the card and the
 * answer of a save have one shape: the columns below and, beside them, the card's other fields (spec §3).
 * The balance is an exact decimal string with two decimals.
 */
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
  balance: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/accounts?q=&limit=&offset= */
export const accountPageSchema = listPage(accountSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;
