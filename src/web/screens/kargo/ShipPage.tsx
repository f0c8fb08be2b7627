import { Button, Callout, Card, Checkbox, H3, H4, HTMLTable, NonIdealState, ProgressBar, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelRefusal, type Carrier, type ShipmentState } from '../../../domain/cargo/carriers';
import { formatDate, formatDateTime } from '../../../domain/format';
import type { Shipment } from '../../../domain/schemas/cargo';
import { invalidateCargo, shipDocuments, useCarrier, useShipmentAction, useShipments, useWaitingForCargo } from '../../api/cargo';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';
import { ShipmentLabelDialog } from './ShipmentLabelDialog';

const STATE_INTENT: Record<ShipmentState, Intent> = {
  sending: 'warning',
  accepted: 'primary',
  inTransit: 'primary',
  delivered: 'success',
  returned: 'danger',
  cancelled: 'none',
  failed: 'danger',
};

/**
 * /modul/<carrier>kargo/gonder (one page for the five carriers): the sales invoices, waybills and orders waiting to ship
 * with this carrier, shipped one by one or the chosen ones in turn with a progress bar; the shipments made, followed
 * until delivered or returned, with their labels, and cancelled while the carrier has not picked them up.
 */
export function ShipPage({ carrier, path, title }: { carrier: Carrier; path: string; title: string }) {
  const t = useT();
  const qc = useQueryClient();
  const settings = useCarrier(carrier);
  const waiting = useWaitingForCargo(carrier);
  const shipments = useShipments(carrier);
  const mayShip = useMayOpen(`/modul/${carrier}kargo/ayar`);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number; failed: string[] } | null>(null);
  const [label, setLabel] = useState<number | null>(null);
  const busy = progress !== null && progress.done < progress.total;
  const list = waiting.data ?? [];

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function ship(ids: number[]) {
    const failed: string[] = [];
    setProgress({ done: 0, total: ids.length, failed });
    // one document a call: the bar moves with each, and each is shipped once however the calls end
    for (const [i, id] of ids.entries()) {
      try {
        const [outcome] = await shipDocuments(carrier, [id]);
        if (outcome?.error)
          failed.push(
            `${list.find((d) => d.id === id)?.number ?? id}: ${t(`errors.${outcome.error}`, { message: outcome.shipment?.reason ?? '', state: '' })}`,
          );
      } catch (e) {
        failed.push(`${list.find((d) => d.id === id)?.number ?? id}: ${e instanceof Error ? e.message : String(e)}`);
      }
      setProgress({ done: i + 1, total: ids.length, failed: [...failed] });
    }
    setChosen(new Set());
    await invalidateCargo(qc, carrier);
  }

  return (
    <Card className="defter-page" data-testid="cargo-send" data-route={path} data-carrier={carrier}>
      <H3>{t(title)}</H3>
      {label !== null && <ShipmentLabelDialog id={label} onClose={() => setLabel(null)} />}
      {settings.data && !settings.data.active && (
        <Callout intent="warning" style={{ marginBottom: 12 }} data-testid="cargo-not-active">
          {t('cargo.notActive')}
        </Callout>
      )}
      {progress && (
        <div style={{ marginBottom: 12 }} data-testid="cargo-progress" data-done={progress.done} data-total={progress.total}>
          <ProgressBar
            value={progress.total ? progress.done / progress.total : 1}
            animate={busy}
            stripes={busy}
            intent={progress.failed.length ? 'warning' : 'primary'}
          />
          <div style={{ marginTop: 4 }}>{t('cargo.progress', { done: progress.done, total: progress.total })}</div>
          {progress.failed.length > 0 && (
            <Callout intent="warning" data-testid="cargo-failed">
              {progress.failed.map((f) => (
                <div key={f}>{f}</div>
              ))}
            </Callout>
          )}
        </div>
      )}
      <H4>{t('cargo.waiting')}</H4>
      {!waiting.data ? (
        <Spinner size={32} />
      ) : list.length === 0 ? (
        <NonIdealState icon="tick" description={t('cargo.noneWaiting')} />
      ) : (
        <>
          {mayShip && (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <Checkbox
                style={{ margin: 0 }}
                label={t('cargo.selectAll')}
                checked={chosen.size === list.length}
                indeterminate={chosen.size > 0 && chosen.size < list.length}
                onChange={() => setChosen(chosen.size === list.length ? new Set() : new Set(list.map((d) => d.id)))}
                data-testid="cargo-select-all"
              />
              <Button
                intent="primary"
                icon="send-to"
                disabled={chosen.size === 0 || busy}
                loading={busy}
                onClick={() => void ship(list.filter((d) => chosen.has(d.id)).map((d) => d.id))}
                text={t('cargo.shipChosen', { count: chosen.size })}
                data-testid="cargo-ship-chosen"
              />
            </div>
          )}
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable striped compact style={{ width: '100%' }}>
              <thead>
                <tr>
                  {mayShip && <th />}
                  <th>{t('cargo.document')}</th>
                  <th>{t('cargo.type')}</th>
                  <th>{t('cargo.account')}</th>
                  <th>{t('cargo.date')}</th>
                  {mayShip && <th />}
                </tr>
              </thead>
              <tbody>
                {list.map((d) => (
                  <tr key={d.id} data-testid="cargo-waiting" data-id={d.id} data-number={d.number}>
                    {mayShip && (
                      <td>
                        <Checkbox style={{ margin: 0 }} checked={chosen.has(d.id)} onChange={() => toggle(d.id)} aria-label={d.number} />
                      </td>
                    )}
                    <td dir="ltr">{d.number}</td>
                    <td>{t(`documentTypes.${d.type}`)}</td>
                    <td>{d.accountName}</td>
                    <td dir="ltr">{formatDate(d.date)}</td>
                    {mayShip && (
                      <td>
                        <Button small icon="send-to" text={t('cargo.ship')} disabled={busy} onClick={() => void ship([d.id])} data-testid="cargo-ship-one" />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
      <H4 style={{ marginTop: 20 }}>{t('cargo.shipments')}</H4>
      {!shipments.data ? <Spinner size={32} /> : <ShipmentTable carrier={carrier} rows={shipments.data} mayShip={mayShip} onLabel={setLabel} />}
    </Card>
  );
}

function ShipmentTable({ carrier, rows, mayShip, onLabel }: { carrier: Carrier; rows: Shipment[]; mayShip: boolean; onLabel: (id: number) => void }) {
  const t = useT();
  const action = useShipmentAction(carrier);
  if (rows.length === 0) return <NonIdealState icon="box" description={t('cargo.noShipments')} />;
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable striped compact style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('cargo.document')}</th>
            <th>{t('cargo.trackingNumber')}</th>
            <th>{t('cargo.state')}</th>
            <th>{t('cargo.updated')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} data-testid="cargo-shipment" data-id={s.id} data-state={s.state} data-document={s.documentNumber}>
              <td dir="ltr">{s.documentNumber}</td>
              <td dir="ltr" data-testid="cargo-tracking">
                {s.trackingUrl && s.trackingNumber ? (
                  <a href={s.trackingUrl} target="_blank" rel="noreferrer">
                    {s.trackingNumber}
                  </a>
                ) : (
                  (s.trackingNumber ?? '—')
                )}
              </td>
              <td>
                <Tag minimal intent={STATE_INTENT[s.state]} title={s.reason ?? undefined}>
                  {t(`cargo.states.${s.state}`)}
                </Tag>
              </td>
              <td dir="ltr">{formatDateTime(s.updatedAt)}</td>
              <td style={{ whiteSpace: 'nowrap' }}>
                {s.trackingNumber && s.state !== 'cancelled' && s.state !== 'failed' && (
                  <Button small variant="minimal" icon="barcode" text={t('cargo.label.open')} onClick={() => onLabel(s.id)} data-testid="cargo-label-open" />
                )}
                {mayShip && (s.state === 'sending' || s.state === 'accepted' || s.state === 'inTransit') && (
                  <Button small variant="minimal" icon="refresh" text={t('cargo.refresh')} onClick={() => action.mutate({ id: s.id, action: 'refresh' })} />
                )}
                {mayShip && cancelRefusal(s.state) === null && (
                  <Button
                    small
                    variant="minimal"
                    intent="danger"
                    icon="cross"
                    text={t('cargo.cancel')}
                    onClick={() => action.mutate({ id: s.id, action: 'cancel' })}
                    data-testid="cargo-cancel"
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
