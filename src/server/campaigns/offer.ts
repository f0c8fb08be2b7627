import type { CampaignOffer } from '../../domain/campaigns/apply';
import { businessMoment, type SaleChannel } from '../../domain/campaigns/campaign';
import { businessDay, businessTime } from '../../domain/clock/clock';
import { mayRemoveCampaigns } from '../../domain/roles';
import type { Queryable } from '../db/database';
import { companyTimeZone } from '../clock';
import type { Actor } from '../documents/extensions';
import { accountGroupOf } from './queries';

/**
 * What an offer says beside its campaigns: the customer (and its account group), where the sale is made, the moment on the company's clock
 * and whether the user may remove a campaign. The `campaignOffer` fact and the editors' GET /api/campaigns/offer read
 * them alike, so that the editor decides a document's campaigns as the server will.
 */
export async function offerParty(
  q: Queryable,
  actor: Pick<Actor, 'roles' | 'permissions'>,
  accountId: string | undefined,
  at: Date,
  channel: SaleChannel = 'panel',
): Promise<Pick<CampaignOffer, 'shopper' | 'at' | 'mayRemove'>> {
  const zone = await companyTimeZone(q);
  const group = accountId === undefined ? undefined : await accountGroupOf(q, Number(accountId));
  return {
    shopper: {
      ...(accountId === undefined ? {} : { accountId, ...(group === undefined ? {} : { accountGroupId: group }) }),
      ...(channel === 'shop' ? { channel } : {}),
    },
    at: businessMoment(businessDay(at, zone), businessTime(at, zone)),
    mayRemove: mayRemoveCampaigns(actor),
  };
}
