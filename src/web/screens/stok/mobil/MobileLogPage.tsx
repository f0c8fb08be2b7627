import { Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime, formatQuantity } from '../../../../domain/format';
import { useMobileCounts } from '../../../api/mobile';
import { useT } from '../../../i18n/useT';
import { DocumentStatusTag } from '../../common/DocumentStatusTag';
import { editPathOf } from '../../common/receiptRoutes';

/** /modul/mobil/islem: each count a phone sent, who sent it from which device and when, its lines and the drafts it made. */
export function MobileLogPage({ path }: { path: string }) {
  const t = useT();
  const counts = useMobileCounts();
  return (
    <Card className="defter-page" data-testid="mobile-log" data-route={path}>
      <H3>{t('route.mobileLog')}</H3>
      {!counts.data ? (
        <Spinner size={32} />
      ) : counts.data.length === 0 ? (
        <NonIdealState icon="mobile-phone" title={t('mobile.noCounts')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('mobile.sentAt')}</th>
                <th>{t('devices.user')}</th>
                <th>{t('devices.deviceId')}</th>
                <th>{t('mobile.warehouse')}</th>
                <th>{t('mobile.lines')}</th>
                <th>{t('mobile.documents')}</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.map((c) => (
                <tr key={c.id} data-testid="mobile-count">
                  <td>{formatDateTime(c.sentAt)}</td>
                  <td>{c.userName}</td>
                  <td dir="ltr" style={{ wordBreak: 'break-all' }}>
                    {c.deviceId}
                  </td>
                  <td>{c.warehouseName}</td>
                  <td>
                    {c.lines.map((l) => (
                      <div key={l.productId}>
                        {l.name}: <span dir="ltr">{formatQuantity(l.counted)}</span> / <span dir="ltr">{formatQuantity(l.stock)}</span>
                      </div>
                    ))}
                  </td>
                  <td>
                    {c.documents.length === 0
                      ? t('mobile.noDifference')
                      : c.documents.map((d) => (
                          <div key={d.id} data-testid="mobile-count-document" data-type={d.type} data-status={d.status}>
                            <a href={`#${editPathOf(d.type, d.id) ?? ''}`}>
                              {t(`documentTypes.${d.type}`)} {d.number}
                            </a>{' '}
                            <DocumentStatusTag type={d.type} status={d.status} />
                          </div>
                        ))}
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
