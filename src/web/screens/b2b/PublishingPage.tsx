import { Button, Callout, Card, Checkbox, H3, H5, HTMLSelect, HTMLTable, InputGroup, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { usePublish, usePublishingGroups, usePublishingProducts, type PublishingQuery } from '../../api/b2bBackOffice';
import { useT } from '../../i18n/useT';
import { ListPager } from '../common/ListPager';

const STATES = ['all', 'published', 'hidden'] as const;

/**
 * /b2b/ayarList: what the shop publishes. Categories are published one by one; products are found by name or code,
 * chosen (one, or a whole page) and published or hidden at once. The server decides what the storefront shows.
 */
export function PublishingPage({ mayWrite }: { mayWrite: boolean }) {
  const t = useT();
  const [query, setQuery] = useState<PublishingQuery>({ q: '', state: 'all', offset: 0 });
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const products = usePublishingProducts(query).data;
  const groups = usePublishingGroups().data;
  const publish = usePublish();
  const choose = (ids: number[], on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });
  const bulk = (published: boolean) => publish.mutate({ kind: 'products', ids: [...chosen], published }, { onSuccess: () => setChosen(new Set()) });
  const pageIds = products?.items.map((p) => p.id) ?? [];
  return (
    <Card className="b2b-publishing" data-testid="b2b-publishing">
      <H3>{t('route.b2bPublishing')}</H3>
      <Callout>{t('b2b.publishing.note')}</Callout>
      <H5>{t('b2b.publishing.groups')}</H5>
      {!groups ? (
        <Spinner size={20} />
      ) : (
        <div className="b2b-publishing-groups" data-testid="b2b-publishing-groups">
          {groups.publishAll && <Callout intent="primary">{t('b2b.publishing.allPublished')}</Callout>}
          {groups.items.map((g) => (
            <Switch
              key={g.id}
              inline
              label={g.name}
              checked={g.published}
              disabled={!mayWrite || publish.isPending}
              onChange={(e) => publish.mutate({ kind: 'groups', ids: [g.id], published: e.currentTarget.checked })}
            />
          ))}
        </div>
      )}
      <H5>{t('b2b.publishing.products')}</H5>
      <div className="b2b-publishing-filters">
        <InputGroup
          type="search"
          leftIcon="search"
          name="q"
          placeholder={t('b2b.publishing.search')}
          value={query.q}
          onChange={(e) => setQuery({ ...query, q: e.target.value, offset: 0 })}
        />
        <HTMLSelect
          name="state"
          aria-label={t('b2b.publishing.state')}
          value={query.state}
          onChange={(e) => setQuery({ ...query, state: e.currentTarget.value as PublishingQuery['state'], offset: 0 })}
          options={STATES.map((s) => ({ value: s, label: t(`b2b.publishing.states.${s}`) }))}
        />
        {mayWrite && (
          <>
            <Button intent="primary" disabled={chosen.size === 0} loading={publish.isPending} onClick={() => bulk(true)} text={t('b2b.publishing.publish')} />
            <Button disabled={chosen.size === 0} loading={publish.isPending} onClick={() => bulk(false)} text={t('b2b.publishing.hide')} />
          </>
        )}
      </div>
      {!products ? (
        <Spinner size={32} />
      ) : (
        <>
          <HTMLTable compact striped>
            <thead>
              <tr>
                {mayWrite && (
                  <th>
                    <Checkbox
                      aria-label={t('b2b.publishing.selectAll')}
                      checked={pageIds.length > 0 && pageIds.every((id) => chosen.has(id))}
                      onChange={(e) => choose(pageIds, e.currentTarget.checked)}
                    />
                  </th>
                )}
                <th>{t('b2b.publishing.code')}</th>
                <th>{t('b2b.publishing.name')}</th>
                <th>{t('b2b.publishing.group')}</th>
                <th>{t('b2b.publishing.state')}</th>
              </tr>
            </thead>
            <tbody>
              {products.items.map((p) => (
                <tr key={p.id} data-name={p.name}>
                  {mayWrite && (
                    <td>
                      <Checkbox aria-label={p.name} checked={chosen.has(p.id)} onChange={(e) => choose([p.id], e.currentTarget.checked)} />
                    </td>
                  )}
                  <td dir="ltr">{p.code}</td>
                  <td>{p.name}</td>
                  <td>{p.groupName ?? ''}</td>
                  <td>
                    <Tag minimal intent={p.published ? 'success' : 'none'}>
                      {t(`b2b.publishing.states.${p.published ? 'published' : 'hidden'}`)}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {products.items.length === 0 && <Callout>{t('b2b.none')}</Callout>}
          <ListPager page={query.offset / 50} pageSize={50} total={products.total} onPage={(page) => setQuery({ ...query, offset: page * 50 })} />
        </>
      )}
    </Card>
  );
}
