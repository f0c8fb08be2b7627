import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useT } from '../../../i18n/useT';
import type { ListRefresh } from '../../../offline/useOffline';

/**
 * The device authorisation of a refresh: the server's question whether to send this device's identifier (asked in
 * a dialog, or beside the till's sale when `inline`), its refusal of this device (DV10001, shown until an admin releases the other one), or the user's no.
 */
export function DeviceQuestion({ list, inline = false }: { list: Pick<ListRefresh, 'device' | 'sendDevice' | 'declineDevice'>; inline?: boolean }) {
  const t = useT();
  const d = list.device;
  if (!d) return null;
  if (d.kind === 'refused') {
    return (
      <Callout intent="danger" data-testid="device-refused">
        {d.message}
      </Callout>
    );
  }
  if (d.kind === 'declined') {
    return (
      <Callout intent="warning" data-testid="device-declined">
        {t('offline.deviceDeclined')}
      </Callout>
    );
  }
  const buttons = (
    <>
      <Button text={t('common.cancel')} onClick={list.declineDevice} data-testid="device-decline" />
      <Button intent="primary" text={t('offline.deviceSend')} onClick={() => void list.sendDevice()} data-testid="device-send" />
    </>
  );
  // the till asks beside the sale, never in front of it: a cashier's keys stay in the scan field
  if (inline) {
    return (
      <Callout intent="primary" icon="mobile-phone" title={t('offline.deviceTitle')} data-testid="device-ask">
        <p data-testid="device-ask-message">{d.message}</p>
        <p>{t('offline.deviceExplain')}</p>
        <div style={{ display: 'flex', gap: 8 }}>{buttons}</div>
      </Callout>
    );
  }
  return (
    <Dialog isOpen title={t('offline.deviceTitle')} onClose={list.declineDevice} data-testid="device-ask">
      <DialogBody>
        <p data-testid="device-ask-message">{d.message}</p>
        <p>{t('offline.deviceExplain')}</p>
      </DialogBody>
      <DialogFooter actions={buttons} />
    </Dialog>
  );
}
