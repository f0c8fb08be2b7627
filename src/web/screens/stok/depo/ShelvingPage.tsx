import { Callout, Card, H3, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { Dec } from '../../../../domain/money/decimal';
import { formatQuantity } from '../../../../domain/format';
import { useLocationStock, useMoveStock, useWarehouseLocations } from '../../../api/warehouse';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { ScanField } from './ScanField';
import { scannedLocation, scannedProduct } from './scan';
import { WarehousePicker } from './WarehousePicker';

/**
 * /depo/urunraf: received goods put away, and stock moved between the shelves of one warehouse. The picker scans
 * the shelf the goods go to, then each product (its barcode or code): every scan moves the quantity in the field
 * (one unless changed) from the source location (receiving unless another is chosen) to that shelf.
 */
export function ShelvingPage({ path }: { path: string }) {
  const t = useT();
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const locations = useWarehouseLocations(warehouseId).data ?? [];
  const receiving = locations.find((l) => l.kind === 'receiving') ?? null;
  const [fromId, setFromId] = useState<number | null>(null);
  const from = locations.find((l) => l.id === fromId) ?? receiving;
  const [target, setTarget] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const waiting = useLocationStock(warehouseId, from?.id ?? null).data ?? [];
  const move = useMoveStock();
  const to = locations.find((l) => l.id === target) ?? null;

  const onScan = (code: string) => {
    if (!to) {
      const l = scannedLocation(code, locations);
      if (l) {
        setTarget(l.id);
        setMessage(null);
      } else setMessage({ intent: 'danger', text: t('depot.unknownLocation', { code }) });
      return;
    }
    const shelf = scannedLocation(code, locations);
    if (shelf && !scannedProduct(code, waiting)) {
      setTarget(shelf.id);
      return;
    }
    const item = scannedProduct(code, waiting);
    if (!item || !warehouseId || !from) {
      setMessage({ intent: 'danger', text: t('depot.notHere', { code }) });
      return;
    }
    move.mutate(
      { warehouseId, fromLocationId: from.id, toLocationId: to.id, productId: item.productId, quantity: quantity.replace(',', '.') },
      {
        onSuccess: () => {
          setMessage({
            intent: 'success',
            text: t('depot.moved', { quantity: formatQuantity(quantity.replace(',', '.')), name: item.name, location: to.name }),
          });
          setQuantity('1');
        },
        onError: (err) => setMessage({ intent: 'danger', text: Object.values(formErrors(err))[0] ?? String(err) }),
      },
    );
  };

  return (
    <Card className="defter-page depot-page" data-testid="shelving-page" data-route={path}>
      <H3>{t('route.depotShelve')}</H3>
      <div className="depot-fields">
        <WarehousePicker
          value={warehouseId}
          onChange={(id) => {
            setWarehouseId(id);
            setTarget(null);
            setFromId(null);
          }}
        />
        <HTMLSelect
          fill
          aria-label={t('depot.from')}
          value={from?.id ?? ''}
          data-testid="shelving-from"
          onChange={(e) => setFromId(Number(e.target.value))}
          options={locations.map((l) => ({ value: l.id, label: `${t('depot.from')}: ${l.name}` }))}
        />
        <InputGroup
          aria-label={t('depot.quantity')}
          leftElement={<Tag minimal>{t('depot.quantity')}</Tag>}
          inputMode="decimal"
          dir="ltr"
          value={quantity}
          data-testid="shelving-quantity"
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <p data-testid="shelving-step">
        {to ? (
          <>
            {t('depot.shelf')}: <strong data-testid="shelving-target">{to.name}</strong> — {t('depot.scanProduct')}
          </>
        ) : (
          t('depot.scanShelf')
        )}
      </p>
      <ScanField label={to ? t('depot.scanProduct') : t('depot.scanShelf')} onScan={onScan} testId="shelving-scan" disabled={move.isPending} />
      {message && (
        <Callout intent={message.intent} style={{ marginTop: 8 }} data-testid="shelving-message">
          {message.text}
        </Callout>
      )}
      <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }} data-testid="shelving-waiting">
        <thead>
          <tr>
            <th>{t('depot.product')}</th>
            <th style={{ textAlign: 'end' }}>{from?.name}</th>
          </tr>
        </thead>
        <tbody>
          {waiting
            .filter((s) => new Dec(s.quantity).gt(0))
            .map((s) => (
              <tr key={s.productId} data-product={s.code}>
                <td>
                  {s.name}
                  <div className="bp6-text-muted">{s.barcode ?? s.code}</div>
                </td>
                <td style={{ textAlign: 'end' }} dir="ltr">
                  {formatQuantity(s.quantity)}
                </td>
              </tr>
            ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
