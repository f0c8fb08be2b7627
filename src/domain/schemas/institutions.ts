import { z } from 'zod';
import { listPage } from './fields';
import { memberLoanSchema } from './library';

/**
 * Institutions (/kurum/takip, issue #18): a school or company is a current account that library members belong to
 * (`library_members.institution_account_id`). Balances are the account's ledger, debit − credit, exact decimals.
 */

/** The documents that count as an institution's sales: what it bought on its account. */
export const INSTITUTION_SALE_TYPES = ['salesInvoice', 'salesReturn', 'salesWaybill', 'posSale'] as const;

export const institutionSchema = z.object({
  accountId: z.number(),
  code: z.string().nullable(),
  name: z.string(),
  members: z.number(),
  openLoans: z.number(),
  overdueLoans: z.number(),
  balance: z.string(),
});
export type Institution = z.infer<typeof institutionSchema>;
export const institutionPageSchema = listPage(institutionSchema);

export const institutionMemberSchema = z.object({
  id: z.number(),
  cardNumber: z.string(),
  name: z.string(),
  category: z.string(),
  active: z.boolean(),
  openLoans: z.number(),
  overdueLoans: z.number(),
});

export const institutionSaleSchema = z.object({
  id: z.number(),
  type: z.string(),
  number: z.string(),
  date: z.string().nullable(),
  status: z.string(),
  /** what the document put on the institution's account: debit − credit */
  amount: z.string(),
});

/** GET /api/institutions/:accountId: its members, their open loans (overdue derived), its sales and its balance. */
export const institutionDetailSchema = institutionSchema.extend({
  memberList: z.array(institutionMemberSchema),
  loans: z.array(memberLoanSchema),
  sales: z.array(institutionSaleSchema),
});
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;
