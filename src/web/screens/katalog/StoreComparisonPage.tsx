import { Button, Callout, Card, Checkbox, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney } from '../../../domain/format';
import { useStoreComparison, useUpdateFromCatalogue } from '../../api/catalogue';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { routePath } from '../../routes/routeTable';
import { useDefinitionAuthority } from '../common/DefinitionAuthority';

/**
 * /kibourun/stokmagaza: the company's cards drawn from the catalogue that differ from their entries (gone from the
 * catalogue, another price, other data), and bringing the chosen ones up to their entries.
 */
export function StoreComparisonPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useStoreComparison();
  const update = useUpdateFromCatalogue();
  const definitions = useDefinitionAuthority();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const updatable = (data ?? []).filter((c) => !c.differences.includes('missing'));
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const run = async () => {
    const out = await update.mutateAsync([...chosen]);
    setChosen(new Set());
    showNotice({ kind: 'toast', intent: 'success', message: t('catalogue.updated', { n: out.updatedProductIds.length }), timeout: 4000 });
  };

  return (
    <Card className="defter-page" data-testid="store-comparison" data-route={path}>
      <H3>{t('route.catalogueStore')}</H3>
      {data?.length === 0 && <Callout intent="success">{t('catalogue.allMatch')}</Callout>}
      {!!data?.length && (
        <>
          {definitions.may && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
              <Checkbox
                checked={updatable.length > 0 && updatable.every((c) => chosen.has(c.productId))}
                label={t('catalogue.choose')}
                onChange={(e) => setChosen(new Set(e.currentTarget.checked ? updatable.map((c) => c.productId) : []))}
                style={{ margin: 0, alignSelf: 'center' }}
              />
              <Button
                intent="primary"
                icon="refresh"
                disabled={chosen.size === 0}
                loading={update.isPending}
                text={t('catalogue.update', { n: chosen.size })}
                onClick={() => void run()}
                data-testid="update-cards"
              />
            </div>
          )}
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  {definitions.may && <th />}
                  <th>{t('catalogue.card')}</th>
                  <th>{t('catalogue.entry')}</th>
                  <th style={{ textAlign: 'end' }}>{t('catalogue.cardPrice')}</th>
                  <th style={{ textAlign: 'end' }}>{t('catalogue.entryPrice')}</th>
                  <th>{t('catalogue.differencesHeader')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((c) => (
                  <tr key={c.productId} data-testid="store-row" data-name={c.name}>
                    {definitions.may && (
                      <td>
                        <Checkbox
                          checked={chosen.has(c.productId)}
                          disabled={c.differences.includes('missing')}
                          onChange={() => toggle(c.productId)}
                          aria-label={`${t('catalogue.choose')} ${c.name}`}
                          style={{ margin: 0 }}
                        />
                      </td>
                    )}
                    <td>
                      <a href={`#${routePath('/stok/duzen/{id}', { id: c.productId })}`}>{c.name}</a> <span className="bp6-text-muted">{c.code}</span>
                    </td>
                    <td>{c.entryTitle ?? ''}</td>
                    <td style={{ textAlign: 'end' }}>{formatMoney(c.price)}</td>
                    <td style={{ textAlign: 'end' }}>{c.entryPrice === null ? '' : formatMoney(c.entryPrice)}</td>
                    <td>
                      {c.differences.map((d) => (
                        <Tag key={d} intent={d === 'missing' ? 'danger' : 'warning'} minimal style={{ margin: 2 }}>
                          {t(`catalogue.differences.${d}`)}
                        </Tag>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </Card>
  );
}
