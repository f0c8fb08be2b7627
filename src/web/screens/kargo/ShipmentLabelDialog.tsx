import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useShipmentLabel } from '../../api/cargo';
import { useT } from '../../i18n/useT';
import { Barcode } from '../../print/Barcode';
import './kargo.css';

/** A shipment's label (GET /api/cargo/shipments/:id/label) at its size: sender, receiver, the tracking number's barcode; printed alone. */
export function ShipmentLabelDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const label = useShipmentLabel(id);
  const l = label.data;
  return (
    <Dialog isOpen onClose={onClose} title={t('cargo.label.title')} style={{ width: 'auto', maxWidth: '95vw' }}>
      <DialogBody>
        {label.error ? (
          <Callout intent="danger">{label.error.message}</Callout>
        ) : !l ? (
          <Spinner size={32} />
        ) : (
          <div className="cargo-label-print">
            <div className="cargo-label" data-size={l.size} data-testid="cargo-label" data-tracking={l.trackingNumber}>
              <div className="cargo-label-part">
                <strong>{t(`cargo.carriers.${l.carrier}`)}</strong> · {t(`cargo.settings.paymentTypes.${l.paymentType}`)} ·{' '}
                {t('cargo.label.packages', { count: l.packageCount })}
              </div>
              <div className="cargo-label-part">
                <small>{t('cargo.label.sender')}</small>
                <div>{l.sender.name}</div>
                <div>
                  {l.sender.address} {l.sender.city}
                </div>
                <div dir="ltr">{l.sender.phone}</div>
              </div>
              <div className="cargo-label-part">
                <small>{t('cargo.label.receiver')}</small>
                <div>
                  <strong>{l.receiver.name}</strong>
                </div>
                <div>{l.receiver.address}</div>
                <div>
                  {l.receiver.district} / {l.receiver.city}
                </div>
                <div dir="ltr">{l.receiver.phone}</div>
              </div>
              <div className="cargo-label-part" dir="ltr">
                {t('cargo.label.document')}: {l.documentNumber}
              </div>
              <div style={{ paddingTop: '2mm' }}>
                <Barcode symbol={l.barcode} height="22mm" />
              </div>
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <Button icon="print" intent="primary" text={t('cargo.label.print')} disabled={!l} onClick={() => window.print()} data-testid="cargo-label-print" />
        }
      />
    </Dialog>
  );
}
