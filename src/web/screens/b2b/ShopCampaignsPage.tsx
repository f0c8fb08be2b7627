import { Callout, Card, H3, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { CAMPAIGN_CHANNELS } from '../../../domain/campaigns/campaign';
import type { CampaignView } from '../../../domain/schemas/campaigns';
import { useCampaigns, useSaveCampaign } from '../../api/campaigns';
import { useT } from '../../i18n/useT';
import { formErrors } from '../common/listHelpers';

/**
 * /b2b/kampanya: which of the company's campaigns (Sistem → İndirim) run in the shop. A campaign runs everywhere, only
 * in the panel and at the till, or only in the shop; the evaluator gives a shop order exactly those of the shop.
 */
export function ShopCampaignsPage({ mayWrite }: { mayWrite: boolean }) {
  const t = useT();
  const campaigns = useCampaigns().data;
  const save = useSaveCampaign();
  const [error, setError] = useState<string | null>(null);
  if (!campaigns) return <Spinner size={32} />;
  const move = (c: CampaignView, channel: string) => {
    const { id, ...body } = c;
    setError(null);
    save.mutate({ id, body: { ...body, channel } }, { onError: (e) => setError(Object.values(formErrors(e))[0] ?? null) });
  };
  return (
    <Card className="b2b-campaigns" data-testid="b2b-campaigns">
      <H3>{t('route.b2bCampaigns')}</H3>
      <Callout>{t('b2b.campaigns.note')}</Callout>
      {error && <Callout intent="danger">{error}</Callout>}
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{t('campaigns.name')}</th>
            <th>{t('campaigns.kind')}</th>
            <th>{t('b2b.campaigns.inShop')}</th>
            <th>{t('campaigns.channel')}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((c) => (
            <tr key={c.id} data-name={c.name}>
              <td>{c.active ? c.name : `${c.name} (${t('campaigns.inactive')})`}</td>
              <td>{t(`campaigns.kinds.${c.kind}`)}</td>
              <td>{c.channel === 'panel' ? '' : '✓'}</td>
              <td>
                <HTMLSelect
                  name="channel"
                  aria-label={`${t('campaigns.channel')}: ${c.name}`}
                  value={c.channel}
                  disabled={!mayWrite || save.isPending}
                  onChange={(e) => move(c, e.currentTarget.value)}
                  options={CAMPAIGN_CHANNELS.map((k) => ({ value: k, label: t(`campaigns.channels.${k}`) }))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {campaigns.length === 0 && <Callout>{t('b2b.none')}</Callout>}
    </Card>
  );
}
