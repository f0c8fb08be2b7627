import { z } from 'zod';
import { Dec } from '../money/decimal';
import { COMMISSION_BASES, COMMISSION_SCOPES, PREMIUM_KINDS } from '../commissions/rules';
import { COMMISSION_PERIODS } from '../commissions/periods';
import { calendarDate, decimalText, money, recordIdNumber } from './fields';

/** /komisyon/tanimlar: a salesperson (a user, or an outside representative with no user), their rules and targets. */

const percent = decimalText({ integerDigits: 3, scale: 4 }).refine((v) => new Dec(v).lte(100), { message: 'validation.invalid' });

export const commissionRuleBody = z
  .strictObject({
    scope: z.enum(COMMISSION_SCOPES, { message: 'validation.invalid' }),
    groupId: recordIdNumber().nullable().optional(),
    productId: recordIdNumber().nullable().optional(),
    basis: z.enum(COMMISSION_BASES, { message: 'validation.invalid' }),
    /** percent of net sales or profit */
    rate: percent,
  })
  .superRefine((r, ctx) => {
    if (r.scope === 'group' && r.groupId == null) ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'validation.required' });
    if (r.scope === 'product' && r.productId == null) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'validation.required' });
  });

export const commissionTargetBody = z
  .strictObject({
    period: z.enum(COMMISSION_PERIODS, { message: 'validation.invalid' }),
    /** net sales to reach in the period */
    amount: money().refine((v) => new Dec(v).gt(0), { message: 'validation.invalid' }),
    premiumKind: z.enum(PREMIUM_KINDS, { message: 'validation.invalid' }),
    /** a fixed amount, or a percent of the period's net sales */
    premium: money(),
  })
  .superRefine((t, ctx) => {
    if (t.premiumKind === 'percent' && new Dec(t.premium).gt(100)) ctx.addIssue({ code: 'custom', path: ['premium'], message: 'validation.invalid' });
  });

export const salespersonBody = z.strictObject({
  name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  /** the user whose sales are theirs; absent or null: an outside representative, credited by naming them on a sale */
  userId: recordIdNumber().nullable().optional(),
  active: z.boolean().default(true),
  rules: z.array(commissionRuleBody).max(200).default([]),
  targets: z.array(commissionTargetBody).max(COMMISSION_PERIODS.length).default([]),
});
export type SalespersonBody = z.infer<typeof salespersonBody>;

const ruleView = z.object({
  scope: z.enum(COMMISSION_SCOPES),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  productId: z.number().nullable(),
  productName: z.string().nullable(),
  basis: z.enum(COMMISSION_BASES),
  rate: z.string(),
});
const targetView = z.object({ period: z.enum(COMMISSION_PERIODS), amount: z.string(), premiumKind: z.enum(PREMIUM_KINDS), premium: z.string() });

/** A salesperson as GET /api/commissions/salespeople lists them and a save answers them. */
export const salespersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  active: z.boolean(),
  rules: z.array(ruleView),
  targets: z.array(targetView),
});
export type Salesperson = z.infer<typeof salespersonSchema>;
export const salespersonListSchema = z.object({ items: z.array(salespersonSchema) });

/** GET /api/commissions/choices: the active salespeople a sale may name (the till's and the editors' choice), for every user. */
export const salespersonChoiceSchema = z.object({ id: z.number(), name: z.string(), userId: z.number().nullable() });
export type SalespersonChoice = z.infer<typeof salespersonChoiceSchema>;
export const salespersonChoiceListSchema = z.object({ items: z.array(salespersonChoiceSchema) });

/** GET /api/commissions/report: the period holding `date` (today when absent). */
export const commissionReportQuery = z.strictObject({
  period: z.enum(COMMISSION_PERIODS, { message: 'validation.invalid' }).default('month'),
  date: calendarDate.optional(),
  /** `csv`: the same lines as a spreadsheet file, in the user's language */
  format: z.enum(['json', 'csv'], { message: 'validation.invalid' }).default('json'),
  separator: z.enum(['semicolon', 'tab'], { message: 'validation.invalid' }).default('semicolon'),
});

/** The report's columns, in the order the page and the CSV file show them (titles: `commissions.column.<key>`). */
export const COMMISSION_REPORT_COLUMNS = ['name', 'sales', 'returns', 'net', 'profit', 'commission', 'target', 'progress', 'premium', 'earned'] as const;

const reportLine = z.object({
  salespersonId: z.number(),
  name: z.string(),
  sales: z.string(),
  returns: z.string(),
  net: z.string(),
  cost: z.string(),
  profit: z.string(),
  commission: z.string(),
  target: z.string().nullable(),
  progress: z.string().nullable(),
  met: z.boolean(),
  premium: z.string(),
  earned: z.string(),
});
export type CommissionReportLine = z.infer<typeof reportLine>;

/** Each salesperson's line for the period; one who may not read the others' (a till operator) gets their own only. */
export const commissionReportSchema = z.object({
  period: z.enum(COMMISSION_PERIODS),
  from: z.string(),
  to: z.string(),
  items: z.array(reportLine),
  totals: z.object({ sales: z.string(), returns: z.string(), net: z.string(), commission: z.string(), premium: z.string(), earned: z.string() }),
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;
