import { z } from 'zod';
import { BASKET_KINDS, CAMPAIGN_AUDIENCES, CAMPAIGN_CHANNELS, CAMPAIGN_KINDS, CAMPAIGN_SCOPES } from '../campaigns/campaign';
import { LINE_DECIMAL } from '../money/limits';
import { calendarDate, decimalText, money, recordId } from './fields';

/**
 * Sistem → İndirim (/sistem/indirim): a campaign or discount as a client writes it and the API answers it
 * (src/domain/campaigns/campaign.ts says what each field means). Hours are "HH:MM" on the company's clock.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = z.string({ message: 'validation.invalid' }).regex(TIME, { message: 'validation.invalid' });
const quantity = decimalText(LINE_DECIMAL).refine((v) => Number(v) > 0, { message: 'validation.positive' });
const percent = decimalText(LINE_DECIMAL).refine((v) => Number(v) <= 100, { message: 'validation.invalid' });

const campaignFields = z.object({
  name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.maxLength|100'),
  kind: z.enum(CAMPAIGN_KINDS, { message: 'validation.invalid' }),
  scope: z.enum(CAMPAIGN_SCOPES, { message: 'validation.invalid' }),
  productIds: z.array(recordId()).max(500).optional(),
  groupIds: z.array(recordId()).max(100).optional(),
  percent: percent.optional(),
  amount: money().optional(),
  buyQuantity: quantity.optional(),
  getQuantity: quantity.optional(),
  bundleQuantity: quantity.optional(),
  bundlePrice: money().optional(),
  minimumBasket: money().optional(),
  validFrom: calendarDate.optional(),
  validTo: calendarDate.optional(),
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
  fromTime: time.optional(),
  toTime: time.optional(),
  audience: z.enum(CAMPAIGN_AUDIENCES, { message: 'validation.invalid' }).default('all'),
  channel: z.enum(CAMPAIGN_CHANNELS, { message: 'validation.invalid' }).default('all'),
  accountGroupId: recordId().optional(),
  stackable: z.boolean().default(true),
  priority: z.number().int().min(0).max(9999).default(100),
  active: z.boolean().default(true),
});

/** The fields each kind, scope and audience needs: a 422 names each one missing. */
const NEEDS: Record<string, readonly (keyof z.infer<typeof campaignFields>)[]> = {
  percent: ['percent'],
  amount: ['amount'],
  buyXGetY: ['buyQuantity', 'getQuantity'],
  quantityPrice: ['bundleQuantity', 'bundlePrice'],
};

export const campaignBody = campaignFields.strict().superRefine((c, ctx) => {
  const need = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
  for (const field of NEEDS[c.kind] ?? []) if (c[field] === undefined) need(field);
  if (c.scope === 'product' && !c.productIds?.length) need('productIds');
  if (c.scope === 'group' && !c.groupIds?.length) need('groupIds');
  if (c.scope === 'basket' && !BASKET_KINDS.includes(c.kind)) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'campaigns.basketKind' });
  if (c.audience === 'group' && c.accountGroupId === undefined) need('accountGroupId');
  if (c.validFrom && c.validTo && c.validFrom > c.validTo) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'campaigns.endsBeforeStart' });
  if ((c.fromTime === undefined) !== (c.toTime === undefined)) need(c.fromTime === undefined ? 'fromTime' : 'toTime');
});
export type CampaignBody = z.infer<typeof campaignBody>;

/** A campaign as GET /api/campaigns lists it. */
export const campaignSchema = campaignFields.extend({
  id: z.string(),
  productIds: z.array(z.string()),
  groupIds: z.array(z.string()),
  weekdays: z.array(z.number()),
  accountGroupId: z.string().optional(),
});
export type CampaignView = z.infer<typeof campaignSchema>;
export const campaignListSchema = z.object({ items: z.array(campaignSchema) });

/** GET /api/campaigns/till: the active campaigns as the evaluator reads them, the products of their groups, the company's zone. */
const optionalText = z.string().optional();
const evaluatedCampaign = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  scope: z.enum(CAMPAIGN_SCOPES),
  productIds: z.array(z.string()).optional(),
  groupIds: z.array(z.string()).optional(),
  percent: optionalText,
  amount: optionalText,
  buyQuantity: optionalText,
  getQuantity: optionalText,
  bundleQuantity: optionalText,
  bundlePrice: optionalText,
  minimumBasket: optionalText,
  validFrom: optionalText,
  validTo: optionalText,
  weekdays: z.array(z.number()).optional(),
  fromMinute: z.number().optional(),
  toMinute: z.number().optional(),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  channel: z.enum(CAMPAIGN_CHANNELS).optional(),
  accountGroupId: optionalText,
  stackable: z.boolean(),
  priority: z.number(),
  active: z.boolean(),
});
export const tillCampaignsSchema = z.object({
  campaigns: z.array(evaluatedCampaign),
  productGroups: z.record(z.string(), z.string()),
  timeZone: z.string(),
});

/** GET /api/campaigns/offer?accountId: what the editors decide a document's campaigns by (src/domain/campaigns/apply.ts `CampaignOffer`). */
export const campaignOfferQuery = z.object({ accountId: recordId().optional() });
export const campaignOfferSchema = z.object({
  campaigns: z.array(evaluatedCampaign),
  productGroups: z.record(z.string(), z.string()),
  shopper: z.object({ accountId: optionalText, accountGroupId: optionalText, channel: z.enum(['panel', 'shop']).optional() }),
  at: z.object({ date: z.string(), weekday: z.number(), minute: z.number() }),
  mayRemove: z.boolean(),
});

/** The campaign report (/rapor/kampanya): per campaign, what it took off and the net sales of the sales it applied to. */
export const campaignReportQuery = z.object({ from: calendarDate, to: calendarDate });
export const campaignReportRowSchema = z.object({ campaignId: z.string(), name: z.string(), sales: z.number(), discount: z.string(), netSales: z.string() });
export const campaignReportSchema = z.object({ items: z.array(campaignReportRowSchema), totals: z.object({ discount: z.string(), netSales: z.string() }) });
export type CampaignReportRow = z.infer<typeof campaignReportRowSchema>;
