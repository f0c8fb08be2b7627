import { Button, Callout, Card, H3, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { formatQuantity } from '../../../../domain/format';
import { Dec } from '../../../../domain/money/decimal';
import type { MobileCount, MobileProduct } from '../../../../domain/schemas/mobile';
import { findMobileProduct, useMobileSettings, useSendCount } from '../../../api/mobile';
import { authoriseDevice, type DeviceAnswer } from '../../../api/offlineDevices';
import { useT } from '../../../i18n/useT';
import { createDeviceId, storedDeviceId } from '../../../offline/offlineDb';
import { formErrors } from '../../common/listHelpers';
import { ScanField } from '../depo/ScanField';

interface CountLine extends MobileProduct {
  counted: string;
}

/**
 * /modul/mobil/stokguncelle: the phone counts the shelf. Each scan (a barcode, or a code typed and Enter) adds the
 * quantity in the field (one unless changed) to its product's line; Send hands the count to the server, which makes
 * the drafts that correct the differences. The count's key is made once, so a send retried after a lost answer
 * makes nothing twice. The phone is the user's one authorised device: asked for first, as the offline till does.
 */
export function MobileCountPage({ path }: { path: string }) {
  const t = useT();
  const settings = useMobileSettings().data;
  const send = useSendCount();
  const [device, setDevice] = useState<DeviceAnswer | null>(null);
  const [lines, setLines] = useState<CountLine[]>([]);
  const [quantity, setQuantity] = useState('1');
  const [key, setKey] = useState<string | null>(null);
  const [message, setMessage] = useState<{ intent: 'success' | 'danger'; text: string } | null>(null);
  const [sent, setSent] = useState<MobileCount | null>(null);

  const authorise = useCallback(async (deviceId: string | null) => setDevice(await authoriseDevice(deviceId)), []);
  useEffect(() => {
    void authorise(storedDeviceId());
  }, [authorise]);

  const onScan = async (code: string) => {
    const typed = quantity.replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(typed)) {
      setMessage({ intent: 'danger', text: t('validation.number') });
      return;
    }
    const product = await findMobileProduct(code);
    if (!product) {
      setMessage({ intent: 'danger', text: t('mobile.unknownCode', { code }) });
      return;
    }
    setKey((k) => k ?? crypto.randomUUID());
    setLines((ls) => {
      const had = ls.find((l) => l.id === product.id);
      const rest = ls.filter((l) => l.id !== product.id);
      return [{ ...product, counted: new Dec(had?.counted ?? 0).plus(typed).toFixed() }, ...rest];
    });
    setMessage({ intent: 'success', text: `${formatQuantity(typed)} × ${product.name}` });
    setSent(null);
    setQuantity('1');
  };

  const onSend = () => {
    const deviceId = storedDeviceId();
    if (!key || !deviceId) return;
    send.mutate(
      { deviceId, body: { key, lines: lines.map((l) => ({ productId: l.id, counted: l.counted })) } },
      {
        onSuccess: (count) => {
          setSent(count);
          setLines([]);
          setKey(null);
          setMessage(null);
        },
        onError: (err) => setMessage({ intent: 'danger', text: Object.values(formErrors(err))[0] ?? String(err) }),
      },
    );
  };

  if (device?.kind === 'ask' || device?.kind === 'refused')
    return (
      <Card className="defter-page depot-page" data-testid="mobile-count" data-route={path}>
        <H3>{t('route.mobileCount')}</H3>
        <Callout intent={device.kind === 'ask' ? 'warning' : 'danger'} data-testid="mobile-device-answer">
          {device.message}
        </Callout>
        {device.kind === 'ask' && (
          <Button
            style={{ marginTop: 8 }}
            intent="primary"
            text={t('mobile.sendDevice')}
            data-testid="mobile-send-device"
            onClick={() => void authorise(createDeviceId())}
          />
        )}
      </Card>
    );

  return (
    <Card className="defter-page depot-page" data-testid="mobile-count" data-route={path}>
      <H3>{t('route.mobileCount')}</H3>
      <p>
        {t('mobile.warehouse')}: <strong data-testid="mobile-count-warehouse">{settings?.warehouseName ?? t('mobile.noWarehouse')}</strong>
      </p>
      <div className="depot-fields">
        <InputGroup
          aria-label={t('depot.quantity')}
          leftElement={<Tag minimal>{t('depot.quantity')}</Tag>}
          inputMode="decimal"
          dir="ltr"
          value={quantity}
          data-testid="mobile-quantity"
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <ScanField label={t('depot.scanProduct')} onScan={(code) => void onScan(code)} testId="mobile-scan" disabled={device === null || send.isPending} />
      {message && (
        <Callout intent={message.intent} style={{ marginTop: 8 }} data-testid="mobile-message">
          {message.text}
        </Callout>
      )}
      {sent && (
        <Callout intent="success" style={{ marginTop: 8 }} data-testid="mobile-sent">
          {sent.documents.length === 0 ? t('mobile.noDifference') : t('mobile.sent', { documents: sent.documents.map((d) => d.number ?? '').join(', ') })}
        </Callout>
      )}
      <HTMLTable compact striped style={{ width: '100%', marginTop: 12 }} data-testid="mobile-lines">
        <thead>
          <tr>
            <th>{t('depot.product')}</th>
            <th style={{ textAlign: 'end' }}>{t('mobile.counted')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} data-product={l.code}>
              <td>
                {l.name}
                <div className="bp6-text-muted">{l.code}</div>
              </td>
              <td style={{ textAlign: 'end' }} dir="ltr" data-testid="mobile-line-counted">
                {formatQuantity(l.counted)} {l.unit}
              </td>
              <td>
                <Button small minimal icon="cross" aria-label={t('mobile.remove')} onClick={() => setLines((ls) => ls.filter((x) => x.id !== l.id))} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        large
        fill
        intent="primary"
        icon="send-message"
        style={{ marginTop: 12 }}
        text={t('mobile.send')}
        disabled={lines.length === 0}
        loading={send.isPending}
        data-testid="mobile-send"
        onClick={onSend}
      />
    </Card>
  );
}
