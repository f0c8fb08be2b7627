import { Alert, Button, ButtonGroup, Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { currentLang } from '../../../i18n/lang';
import { useT } from '../../../i18n/useT';
import type { QueuedSale, QueuedStatus } from '../../../offline/offlineDb';
import { allSales, onQueueChange, removeRefusedSale, retrySale } from '../../../offline/saleQueue';
import { sendQueueNow } from '../../../offline/syncLoop';
import { useOfflineDb, useOnline, useQueueCounts } from '../../../offline/useOffline';
import { formatDecimal } from '../../../../domain/format';

const STATUSES: readonly QueuedStatus[] = ['pending', 'refused', 'sent'];
const INTENT = { pending: 'primary', refused: 'danger', sent: 'success' } as const;

/** /fis/offline/fis: the sales made at this till and whether the server has them; refused ones with the reason. */
export function OfflineQueuePage() {
  const t = useT();
  const db = useOfflineDb();
  const online = useOnline();
  const counts = useQueueCounts(db);
  const [status, setStatus] = useState<QueuedStatus>('pending');
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const [removing, setRemoving] = useState<QueuedSale | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!db) return;
    const read = async () => setSales(await allSales(db));
    void read();
    return onQueueChange(() => void read());
  }, [db]);
  const shown = sales.filter((s) => s.status === status).sort((a, b) => (status === 'sent' ? b.seq! - a.seq! : a.seq! - b.seq!));
  const sendNow = async () => {
    if (!db) return;
    setSending(true);
    await sendQueueNow(db).finally(() => setSending(false));
  };
  return (
    <Card className="offline-list" data-testid="offline-queue" data-pending={counts.pending} data-refused={counts.refused}>
      <div className="offline-head">
        <H3>{t('route.offlineReceipts')}</H3>
        <Tag intent={online ? 'success' : 'warning'} data-testid="offline-connection">
          {t(online ? 'offline.online' : 'offline.offline')}
        </Tag>
        <Button
          icon="send-message"
          intent="primary"
          data-testid="offline-send-now"
          loading={sending}
          disabled={!online || !db || counts.pending === 0}
          onClick={() => void sendNow()}
        >
          {t('offline.sendNow')}
        </Button>
      </div>
      <ButtonGroup className="offline-tabs" role="tablist">
        {STATUSES.map((s) => (
          <Button key={s} role="tab" aria-selected={status === s} active={status === s} data-testid={`offline-tab-${s}`} onClick={() => setStatus(s)}>
            {t(`offline.status.${s}`)} ({sales.filter((x) => x.status === s).length})
          </Button>
        ))}
      </ButtonGroup>
      {shown.length === 0 ? (
        <p data-testid="offline-empty">{t('offline.queueEmpty')}</p>
      ) : (
        <div className="offline-scroll">
          <HTMLTable compact striped data-testid="offline-sales">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('offline.col.madeAt')}</th>
                <th style={{ textAlign: 'end' }}>{t('offline.col.total')}</th>
                <th>{t('offline.col.payment')}</th>
                <th>{t('offline.col.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => (
                <tr key={s.seq} data-testid="offline-sale" data-status={s.status} data-client-id={s.clientId}>
                  <td>{s.seq}</td>
                  <td>{new Date(s.createdAt).toLocaleString(currentLang())}</td>
                  <td style={{ textAlign: 'end' }} dir="ltr">
                    {formatDecimal(s.total, 2)}
                  </td>
                  <td>{t(`offline.payment.${s.body.paymentType}`)}</td>
                  <td>
                    <Tag minimal intent={INTENT[s.status]}>
                      {t(`offline.status.${s.status}`)}
                    </Tag>{' '}
                    {s.status === 'sent' && <bdi data-testid="offline-sale-number">{s.serverNumber}</bdi>}
                    {s.status === 'sent' && s.pointsOnAccount && (
                      <span className="offline-note" data-testid="offline-sale-points-on-account">
                        {' '}
                        {t('offline.pointsOnAccount', { amount: formatDecimal(s.pointsOnAccount, 2) })}
                      </span>
                    )}
                    {s.status === 'sent' && s.salespersonRemoved && (
                      <span className="offline-note" data-testid="offline-sale-salesperson-removed">
                        {' '}
                        {t('offline.salespersonRemoved')}
                      </span>
                    )}
                    {s.status === 'refused' && <span data-testid="offline-sale-reason">{s.reason}</span>}
                  </td>
                  <td>
                    {s.status === 'refused' && db && (
                      <>
                        <Button
                          small
                          icon="repeat"
                          data-testid="offline-retry"
                          onClick={() => void retrySale(db, s.seq!).then(() => (online ? sendNow() : undefined))}
                        >
                          {t('offline.retry')}
                        </Button>{' '}
                        <Button small icon="trash" intent="danger" data-testid="offline-remove" onClick={() => setRemoving(s)}>
                          {t('offline.remove')}
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <Alert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('offline.removeYes')}
        cancelButtonText={t('offline.removeNo')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (db && removing) void removeRefusedSale(db, removing.seq!);
          setRemoving(null);
        }}
      >
        <p data-testid="offline-remove-question">{t('offline.removeQuestion')}</p>
      </Alert>
    </Card>
  );
}
