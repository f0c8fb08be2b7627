import { Hono } from 'hono';
import { campaignBody, campaignOfferQuery, type CampaignBody } from '../../domain/schemas/campaigns';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody, parseWith } from '../http/validate';
import { companyTimeZone, serverNow } from '../clock';
import type { CampaignOffer } from '../../domain/campaigns/apply';
import { offerParty } from './offer';
import { campaignNameTaken, deleteCampaign, findCampaign, insertCampaign, listCampaigns, missingReferences, tillCampaigns, updateCampaign } from './queries';

/** The name is free and every product, group and account group named is the company's: each one that is not is a 422 on its field. */
async function checkCampaign(q: Queryable, body: CampaignBody, exceptId: number | null): Promise<void> {
  const errors: Record<string, { key: string }[]> = {};
  if (await campaignNameTaken(q, body.name, exceptId)) errors.name = [{ key: 'validation.nameTaken' }];
  for (const [field, missing] of Object.entries(await missingReferences(q, body))) if (missing) errors[field] = [{ key: 'validation.invalid' }];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * /api/campaigns: Sistem → İndirim. Every signed-in user reads them (the till keeps them for offline sales, the
 * editors show a sale's campaigns live); admins and managers with the definition authority define them. A campaign
 * deleted or changed later leaves the sales it applied to as they were: each line names what it was given.
 */
export function campaignRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/campaigns', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, listCampaigns);
    return c.json({ response: { items } });
  });

  // what the till decides a sale's campaigns by, online and offline (src/domain/campaigns/apply.ts `tillOffer`)
  app.get('/campaigns/till', async (c) => {
    const till = await c.var.db.company(c.var.auth.companyId, async (q) => ({ ...(await tillCampaigns(q)), timeZone: await companyTimeZone(q) }));
    return c.json({ response: till });
  });

  // what the invoice and order editors decide a document's campaigns by before it is saved: the fact's customer,
  // moment and permission (offer.ts), with every active campaign, as the till keeps them
  app.get('/campaigns/offer', async (c) => {
    const { accountId } = parseWith(campaignOfferQuery, c.req.query());
    const offer = await c.var.db.company(c.var.auth.companyId, async (q): Promise<CampaignOffer> => {
      const { campaigns, productGroups } = await tillCampaigns(q);
      return { campaigns, productGroups, ...(await offerParty(q, c.var.auth, accountId, serverNow())) };
    });
    return c.json({ response: offer });
  });

  app.post('/campaigns', mayWrite, async (c) => {
    const body = await parseBody(c, campaignBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      await checkCampaign(q, body, null);
      return findCampaign(q, await insertCampaign(q, c.var.auth.companyId, body));
    });
    return c.json({ response: saved }, 201);
  });

  app.put('/campaigns/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const body = await parseBody(c, campaignBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findCampaign(q, id))) throw fail('NF10004');
      await checkCampaign(q, body, id);
      await updateCampaign(q, id, body);
      return findCampaign(q, id);
    });
    return c.json({ response: saved });
  });

  app.delete('/campaigns/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await findCampaign(q, id))) throw fail('NF10004');
      await deleteCampaign(q, id);
    });
    return c.json({ response: { id } });
  });
  return app;
}
