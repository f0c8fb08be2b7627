import { Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useOutgoingEdocuments } from '../../api/edocuments';
import { useT } from '../../i18n/useT';
import { EdocumentStatus } from './EdocumentStatus';

/** …efatura/giden: the outgoing e-documents with their status, attempts and last error; it follows the queue while any is on its way. */
export function OutgoingPage({ path }: { path: string }) {
  const t = useT();
  const list = useOutgoingEdocuments();
  return (
    <Card className="defter-page" data-testid="edocument-outgoing" data-route={path}>
      <H3>{t('route.edocumentOutgoing')}</H3>
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
              </tr>
            </thead>
            <tbody>
              {list.data.map((e) => (
                <tr key={e.id} data-testid="edocument-row" data-source={e.sourceId ?? ''}>
                  <td dir="ltr">{e.number}</td>
                  <td>{t(`edocuments.${e.type}`)}</td>
                  <td dir="ltr">{e.sourceNumber}</td>
                  <td>{e.accountName}</td>
                  <td dir="ltr">{e.date}</td>
                  <td>
                    <EdocumentStatus status={e.status} />
                  </td>
                  <td data-testid="edocument-attempts">{e.attempts}</td>
                  <td style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{e.lastError}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
