import { AnchorButton, Button, Card, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { Conversion } from '../../../../../machines/index';
import { useWaitingConversions } from '../../../api/fetchWaitingConversions';
import { useT } from '../../../i18n/useT';
import { DocumentList, useDocumentColumns, type DocumentColumn } from '../../common/DocumentList';
import { wizardPath, wizardTitleKey } from '../../common/conversionPaths';
import { editPathOf } from '../../common/receiptRoutes';

type Row = Pick<Conversion, 'route' | 'source' | 'target'> & { waiting: number };
const keyOf = (r: Pick<Row, 'source' | 'target'>) => `${r.source}>${r.target}`;

/** The sources waiting for one conversion, each opening the conversion wizard for it. */
function WaitingSources({ path, row }: { path: string; row: Row }) {
  const t = useT();
  const usual = useDocumentColumns(['number', 'date', 'account', 'total', 'status'], (d) => editPathOf(d.type, d.id));
  const columns: DocumentColumn[] = [
    ...usual,
    {
      key: 'convert',
      header: t('conversion.convert'),
      headerHidden: true,
      cell: (d) => <AnchorButton size="small" icon="exchange" href={`#${wizardPath(row, d.id)}`} text={t('conversion.convert')} data-testid="convert-source" />,
    },
  ];
  return (
    <DocumentList
      path={path}
      testId="conversion-sources"
      title={t('conversion.sourcesOf', { conversion: t(wizardTitleKey(row)), source: t(`documentTypes.${row.source}`) })}
      idPrefix="conversion"
      base={{ type: row.source, convertTo: row.target }}
      searchLabel={t('conversion.search')}
      columns={columns}
      empty={t('conversion.noSources')}
      clearLabel={t('receiptTracking.clear')}
    />
  );
}

/**
 * /fis/donusum: every conversion of the graph (machines/conversions.ts) the user may make, with how many
 * sources wait for it; the chosen one lists them, each opening the conversion wizard.
 */
export function ConversionsPage({ path }: { path: string }) {
  const t = useT();
  const conversions = useWaitingConversions();
  const [chosen, setChosen] = useState<string | null>(null);
  const rows: Row[] = conversions.data?.items ?? [];
  // until one is chosen: the first with something waiting
  const row = rows.find((r) => keyOf(r) === chosen) ?? rows.find((r) => r.waiting > 0) ?? rows[0];

  return (
    <div data-route={path} style={{ display: 'grid', gap: 16 }}>
      <Card className="defter-page" data-testid="conversions-page">
        <H3 style={{ marginTop: 0 }}>{t('route.conversions')}</H3>
        <p className="bp6-text-muted">{t('conversion.listHelp')}</p>
        {conversions.isPending ? (
          <Spinner size={32} />
        ) : rows.length === 0 ? (
          <NonIdealState icon="exchange" title={t('conversion.noConversions')} />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped style={{ width: '100%' }} data-testid="conversion-routes">
              <thead>
                <tr>
                  <th>{t('conversion.conversion')}</th>
                  <th>{t('conversion.fromTo')}</th>
                  <th style={{ textAlign: 'end' }}>{t('conversion.waiting')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const active = row !== undefined && keyOf(r) === keyOf(row);
                  return (
                    <tr key={keyOf(r)} data-testid="conversion-route" data-conversion={r.route} data-from={r.source} data-to={r.target} data-active={active}>
                      <td>
                        <Button
                          minimal
                          small
                          active={active}
                          aria-pressed={active}
                          text={t(wizardTitleKey(r))}
                          onClick={() => setChosen(keyOf(r))}
                          data-testid="conversion-choose"
                        />
                      </td>
                      <td>
                        {t(`documentTypes.${r.source}`)} → {t(`documentTypes.${r.target}`)}
                      </td>
                      <td style={{ textAlign: 'end' }}>
                        <Tag minimal round intent={r.waiting > 0 ? 'primary' : 'none'} data-testid="conversion-waiting">
                          {r.waiting}
                        </Tag>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </Card>
      {row && <WaitingSources key={keyOf(row)} path={path} row={row} />}
    </div>
  );
}
