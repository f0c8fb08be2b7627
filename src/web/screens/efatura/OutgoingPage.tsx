import { Button, Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';
import { downloadUbl, useOutgoingEdocuments } from '../../api/edocuments';
import { useT } from '../../i18n/useT';
import { EdocumentStatus } from './EdocumentStatus';
import { UblPreview } from '../common/UblPreview';

/** …efatura/giden: the outgoing e-documents with their status, attempts and last error; it follows the queue while any is on its way. */
export function OutgoingPage({ path, title = 'route.edocumentOutgoing', types }: { path: string; title?: string; types?: readonly string[] }) {
  const t = useT();
  const all = useOutgoingEdocuments();
  const [view, setView] = useState<number | null>(null);
  const list = { data: all.data?.filter((e) => !types || types.includes(e.type)) };
  return (
    <Card className="defter-page" data-testid="edocument-outgoing" data-route={path}>
      <H3>{t(title)}</H3>
      {view !== null && <UblPreview documentId={view} onClose={() => setView(null)} />}
      {!list.data ? (
        <Spinner size={32} />
      ) : list.data.length === 0 ? (
        <NonIdealState icon="inbox" description={t('edocuments.outgoingEmpty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('edocuments.number')}</th>
                <th>{t('edocuments.type')}</th>
                <th>{t('edocuments.document')}</th>
                <th>{t('edocuments.account')}</th>
                <th>{t('edocuments.date')}</th>
                <th>{t('edocuments.status')}</th>
                <th>{t('edocuments.attempts')}</th>
                <th>{t('edocuments.lastError')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.map((e) => (
                <tr key={e.id} data-testid="edocument-row" data-source={e.sourceId ?? ''}>
                  <td dir="ltr">{e.number}</td>
                  <td>{t(`edocuments.${e.type}`)}</td>
                  <td dir="ltr">{e.sourceNumber}</td>
                  <td>{e.accountName}</td>
                  <td dir="ltr">{formatDate(e.date)}</td>
                  <td>
                    <EdocumentStatus status={e.status} />
                  </td>
                  <td data-testid="edocument-attempts">{e.attempts}</td>
                  <td style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{e.lastError}</td>
                  <td>
                    {e.sourceId !== null && (
                      <>
                        <Button
                          small
                          variant="minimal"
                          icon="document-open"
                          text={t('edocuments.view')}
                          onClick={() => setView(e.sourceId)}
                          data-testid="edocument-view"
                        />
                        <Button
                          small
                          variant="minimal"
                          icon="download"
                          text={t('edocuments.downloadUbl')}
                          onClick={() => void downloadUbl(e.sourceId!).catch(() => undefined)}
                          data-testid="edocument-download"
                        />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
