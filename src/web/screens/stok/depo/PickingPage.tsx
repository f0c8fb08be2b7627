import { Button, Callout, Card, H3, InputGroup, ProgressBar, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Dec } from '../../../../domain/money/decimal';
import { formatQuantity } from '../../../../domain/format';
import type { PickLine } from '../../../../domain/schemas/warehouse';
import { usePick, usePickDocument, usePickOrders, useWarehouseLocations } from '../../../api/warehouse';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { createConversion } from '../../../api/createConversion';
import { editPathOf } from '../../common/receiptRoutes';
import { ScanField } from './ScanField';
import { scannedLocation, scannedProduct } from './scan';

/**
 * /depo/uruntopla (no tab, phone first): the approved orders waiting to be picked; an order's lines in the walking
 * order of the shelves that hold them. The picker scans a shelf, then each product there: every scan picks the
 * quantity in the field (one unless changed). The server decides whether it may (the order's quantity, the shelf's).
 */
export function PickingPage({ path }: { path: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card className="defter-page depot-page" data-testid="picking-page" data-route={path}>
      <H3>{t('route.depotCollect')}</H3>
      {open === null ? <WaitingOrders onOpen={setOpen} /> : <PickOrder id={open} onBack={() => setOpen(null)} />}
    </Card>
  );
}

function WaitingOrders({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useT();
  const orders = usePickOrders();
  if (orders.data?.length === 0) return <p data-testid="picking-none">{t('depot.noOrders')}</p>;
  return (
    <div className="depot-orders" data-testid="picking-orders">
      {(orders.data ?? []).map((o) => (
        <Button
          key={o.documentId}
          fill
          large
          alignText="start"
          data-testid={`picking-order-${o.number}`}
          onClick={() => onOpen(o.documentId)}
          text={
            <span>
              <strong>{o.number}</strong> {o.accountName ?? ''}
              <span className="bp6-text-muted"> — {t('depot.linesPicked', { picked: o.pickedLines, lines: o.lines })}</span>
            </span>
          }
        />
      ))}
    </div>
  );
}

const remaining = (l: PickLine) => new Dec(l.ordered).minus(l.picked);

function PickOrder({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useT();
  const doc = usePickDocument(id).data;
  // a shelf's scan is read against the warehouse's locations: nothing to scan into before they are here
  const locations = useWarehouseLocations(doc?.warehouseId ?? null).data;
  const pick = usePick(id);
  const [shelf, setShelf] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const [waybill, setWaybill] = useState<{ id: number; type: string; number: string } | null>(null);
  if (!doc || !locations) return null;
  const convert = () =>
    createConversion(doc.documentId, { target: 'salesWaybill', lines: doc.convertible }).then(setWaybill, (err: unknown) =>
      setMessage({ intent: 'danger', text: Object.values(formErrors(err))[0] ?? String(err) }),
    );
  const here = locations.find((l) => l.id === shelf) ?? null;
  const picked = doc.lines.reduce((s, l) => s.plus(Dec.min(l.picked, l.ordered)), new Dec(0));
  const ordered = doc.lines.reduce((s, l) => s.plus(l.ordered), new Dec(0));

  const onScan = (code: string) => {
    const line = here ? (doc.lines.find((l) => remaining(l).gt(0) && scannedProduct(code, [l])) ?? null) : null;
    if (!line) {
      const l = scannedLocation(code, locations);
      if (l) {
        setShelf(l.id);
        setMessage(null);
      } else setMessage({ intent: 'danger', text: here ? t('depot.notOnOrder', { code }) : t('depot.unknownLocation', { code }) });
      return;
    }
    const q = quantity.replace(',', '.');
    pick.mutate(
      { lineId: line.lineId, locationId: here!.id, quantity: q },
      {
        onSuccess: () => {
          setMessage({ intent: 'success', text: t('depot.picked', { quantity: formatQuantity(q), name: line.name, location: here!.name }) });
          setQuantity('1');
        },
        onError: (err) => setMessage({ intent: 'danger', text: Object.values(formErrors(err))[0] ?? String(err) }),
      },
    );
  };

  return (
    <div data-testid="picking-order" data-number={doc.number}>
      <div className="depot-fields">
        <Button icon="arrow-left" text={t('depot.orders')} onClick={onBack} data-testid="picking-back" />
        <strong>{doc.number}</strong>
        <InputGroup
          aria-label={t('depot.quantity')}
          leftElement={<Tag minimal>{t('depot.quantity')}</Tag>}
          inputMode="decimal"
          dir="ltr"
          value={quantity}
          data-testid="picking-quantity"
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <ProgressBar value={ordered.isZero() ? 1 : picked.dividedBy(ordered).toNumber()} stripes={false} intent={doc.done ? 'success' : 'primary'} />
      {doc.done ? (
        <Callout intent="success" style={{ marginTop: 8 }} data-testid="picking-done">
          <p>{t('depot.pickDone')}</p>
          {doc.type === 'salesWaybill' ? (
            <a href={`#${editPathOf(doc.type, doc.documentId) ?? ''}`} data-testid="picking-waybill">
              {t('depot.waybillPicked', { number: doc.number })}
            </a>
          ) : waybill ? (
            <a href={`#${editPathOf(waybill.type, waybill.id) ?? ''}`} data-testid="picking-waybill">
              {t('depot.waybillMade', { number: waybill.number })}
            </a>
          ) : (
            <Button intent="success" icon="exchange" text={t('depot.convert')} onClick={() => void convert()} data-testid="picking-convert" />
          )}
        </Callout>
      ) : (
        <>
          <p data-testid="picking-step">
            {here ? (
              <>
                {t('depot.shelf')}: <strong data-testid="picking-shelf">{here.name}</strong> — {t('depot.scanProduct')}
              </>
            ) : (
              t('depot.scanShelf')
            )}
          </p>
          <ScanField label={here ? t('depot.scanProduct') : t('depot.scanShelf')} onScan={onScan} testId="picking-scan" disabled={pick.isPending} />
        </>
      )}
      {message && (
        <Callout intent={message.intent} style={{ marginTop: 8 }} data-testid="picking-message">
          {message.text}
        </Callout>
      )}
      <ol className="depot-lines" data-testid="picking-lines">
        {doc.lines.map((l) => (
          <li
            key={l.lineId}
            data-product={l.code}
            data-done={remaining(l).lte(0) ? 'true' : 'false'}
            className={remaining(l).lte(0) ? 'depot-line-done' : undefined}
          >
            <div>
              <strong>{l.name}</strong> <span className="bp6-text-muted">{l.barcode ?? l.code}</span>
            </div>
            <div dir="ltr" data-testid="picking-count">
              {formatQuantity(l.picked)} / {formatQuantity(l.ordered)}
            </div>
            <div className="bp6-text-muted">{l.locations.map((x) => `${x.locationName} (${formatQuantity(x.quantity)})`).join(' · ')}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}
