import { useState } from 'react';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_CHANNELS, CAMPAIGN_KINDS, CAMPAIGN_SCOPES } from '../../../domain/campaigns/campaign';
import type { CampaignView } from '../../../domain/schemas/campaigns';
import { formatDecimal } from '../../../domain/format';
import { useAccountGroups } from '../../api/accountGroups';
import { useCampaigns, useDeleteCampaign, useSaveCampaign } from '../../api/campaigns';
import { useDefinitions } from '../../api/fetchDefinitions';
import { useProducts } from '../../api/fetchProducts';
import { useT } from '../../i18n/useT';
import { DefinitionDialog, type DefinitionField, type DefinitionValues } from '../common/DefinitionDialog';
import { InlineList } from '../common/InlineList';
import { RowButton } from '../common/RowButton';

const FIGURES = ['percent', 'amount', 'buyQuantity', 'getQuantity', 'bundleQuantity', 'bundlePrice', 'minimumBasket'] as const;
const TEXTS = ['validFrom', 'validTo', 'fromTime', 'toTime'] as const;

/** The dialog's values of a campaign (its first product or group: the dialog names one; the API takes several). */
function valuesOf(c?: CampaignView): DefinitionValues {
  const v: DefinitionValues = {
    name: c?.name ?? '',
    kind: c?.kind ?? 'percent',
    scope: c?.scope ?? 'product',
    productId: c?.productIds[0] ?? '',
    groupId: c?.groupIds[0] ?? '',
    weekdays: (c?.weekdays ?? []).join(','),
    audience: c?.audience ?? 'all',
    channel: c?.channel ?? 'all',
    accountGroupId: c?.accountGroupId ?? '',
    stackable: c?.stackable ?? true,
    priority: String(c?.priority ?? 100),
    active: c?.active ?? true,
  };
  for (const k of [...FIGURES, ...TEXTS]) v[k] = c?.[k] ?? '';
  return v;
}

/** The body the API takes from the dialog's values: empty fields are left out, so the server names what a kind needs. */
function bodyOf(v: DefinitionValues): Record<string, unknown> {
  const text = (k: string) => String(v[k] ?? '').trim();
  const body: Record<string, unknown> = {
    name: text('name'),
    kind: text('kind'),
    scope: text('scope'),
    audience: text('audience'),
    channel: text('channel'),
    stackable: v.stackable === true,
    active: v.active === true,
    priority: /^\d+$/.test(text('priority')) ? Number(text('priority')) : text('priority'),
  };
  if (body.scope === 'product' && text('productId')) body.productIds = [text('productId')];
  if (body.scope === 'group' && text('groupId')) body.groupIds = [text('groupId')];
  if (body.audience === 'group' && text('accountGroupId')) body.accountGroupId = text('accountGroupId');
  for (const k of [...FIGURES, ...TEXTS]) if (text(k)) body[k] = text(k).replace(',', '.');
  const days = text('weekdays');
  if (days)
    body.weekdays = days
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
  return body;
}

/**
 * /sistem/indirim: the campaigns and discounts, with the stacking rule said plainly above them. The domain
 * (src/domain/campaigns) applies them to every sale; this page only defines them.
 */
export function CampaignsPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useCampaigns();
  const products = useProducts({ q: '', limit: 200, offset: 0 });
  const groups = useDefinitions('category', { limit: 200, offset: 0 });
  const accountGroups = useAccountGroups();
  const remove = useDeleteCampaign();
  const save = useSaveCampaign();
  const [editing, setEditing] = useState<{ campaign?: CampaignView } | null>(null);
  const none = { value: '', label: '—' };
  const options = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));
  const fields: DefinitionField[] = [
    { kind: 'text', name: 'name', label: t('campaigns.name'), required: true },
    { kind: 'select', name: 'kind', label: t('campaigns.kind'), options: options(CAMPAIGN_KINDS, (k) => t(`campaigns.kinds.${k}`)) },
    { kind: 'select', name: 'scope', label: t('campaigns.scope'), options: options(CAMPAIGN_SCOPES, (k) => t(`campaigns.scopes.${k}`)) },
    {
      kind: 'select',
      name: 'productId',
      label: t('campaigns.product'),
      options: [none, ...(products.data?.items ?? []).map((p) => ({ value: String(p.id), label: `${p.code} ${p.name}` }))],
    },
    {
      kind: 'select',
      name: 'groupId',
      label: t('campaigns.group'),
      options: [none, ...(groups.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))],
    },
    ...FIGURES.map((name): DefinitionField => ({ kind: 'text', name, label: t(`campaigns.${name}`) })),
    ...TEXTS.map((name): DefinitionField => ({ kind: 'text', name, label: t(`campaigns.${name}`) })),
    { kind: 'text', name: 'weekdays', label: t('campaigns.weekdays') },
    { kind: 'select', name: 'audience', label: t('campaigns.audience'), options: options(CAMPAIGN_AUDIENCES, (k) => t(`campaigns.audiences.${k}`)) },
    { kind: 'select', name: 'channel', label: t('campaigns.channel'), options: options(CAMPAIGN_CHANNELS, (k) => t(`campaigns.channels.${k}`)) },
    {
      kind: 'select',
      name: 'accountGroupId',
      label: t('campaigns.accountGroup'),
      options: [none, ...(accountGroups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))],
    },
    { kind: 'switch', name: 'stackable', label: t('campaigns.stackable'), note: t('campaigns.stackableNote') },
    { kind: 'text', name: 'priority', label: t('campaigns.priority') },
    { kind: 'switch', name: 'active', label: t('campaigns.active') },
  ];
  const what = (c: CampaignView) =>
    c.kind === 'percent'
      ? `%${formatDecimal(c.percent ?? '0', 2)}`
      : c.kind === 'amount'
        ? formatDecimal(c.amount ?? '0', 2)
        : c.kind === 'buyXGetY'
          ? `${c.buyQuantity} + ${c.getQuantity}`
          : `${c.bundleQuantity} = ${formatDecimal(c.bundlePrice ?? '0', 2)}`;
  const when = (c: CampaignView) =>
    [
      c.validFrom || c.validTo ? `${c.validFrom ?? '…'} – ${c.validTo ?? '…'}` : '',
      c.weekdays.length ? c.weekdays.join(',') : '',
      c.fromTime ? `${c.fromTime}–${c.toTime}` : '',
    ]
      .filter(Boolean)
      .join(' · ') || t('campaigns.always');

  return (
    <InlineList<CampaignView>
      testId="campaign-list"
      route={path}
      title={t('route.campaigns')}
      newText={t('campaigns.new')}
      onNew={() => setEditing({})}
      note={t('campaigns.note')}
      rows={data}
      searchText={(c) => c.name}
      rowKey={(c) => Number(c.id)}
      rowProps={(c) => ({ 'data-name': c.name })}
      columns={[
        { key: 'name', header: t('campaigns.name'), cell: (c) => (c.active ? c.name : `${c.name} (${t('campaigns.inactive')})`) },
        { key: 'kind', header: t('campaigns.kind'), cell: (c) => `${t(`campaigns.kinds.${c.kind}`)} ${what(c)}` },
        { key: 'scope', header: t('campaigns.scope'), cell: (c) => t(`campaigns.scopes.${c.scope}`) },
        { key: 'when', header: t('campaigns.when'), cell: when },
        { key: 'audience', header: t('campaigns.audience'), cell: (c) => t(`campaigns.audiences.${c.audience}`) },
        { key: 'priority', header: t('campaigns.priority'), cell: (c) => `${c.priority}${c.stackable ? '' : ' ✕'}` },
        {
          key: 'actions',
          header: '',
          cell: (c) => (
            <>
              <RowButton icon="edit" text={t('definitions.edit')} onClick={() => setEditing({ campaign: c })} testId="edit" />
              <RowButton icon="trash" text={t('campaigns.delete')} onClick={() => remove.mutate(c.id)} testId="delete" />
            </>
          ),
        },
      ]}
    >
      {editing && (
        <DefinitionDialog
          title={editing.campaign ? t('campaigns.editTitle') : t('campaigns.new')}
          testId="campaign-dialog"
          fields={fields}
          initial={valuesOf(editing.campaign)}
          save={(v) => save.mutateAsync({ id: editing.campaign?.id, body: bodyOf(v) })}
          onClose={() => setEditing(null)}
        />
      )}
    </InlineList>
  );
}
