import { Button, Card, H3, Spinner, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { WAYBILL_INVOICE_DAYS } from '../../../domain/documents/waybill-deadline';
import type { ReceiptSettings } from '../../../domain/schemas/area-settings';
import { useReceiptSettings, useSaveReceiptSettings } from '../../api/areaSettings';
import { useT } from '../../i18n/useT';
import { useSettingsSave } from '../common/useSettingsSave';

/** /fis/ayar: the receipt area's own settings: packing units on receipt lines, the late-waybill warning. */
export function ReceiptSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useReceiptSettings();
  if (!settings.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="receipt-settings" style={{ maxWidth: 640 }}>
      <H3>{t('route.receiptSettings')}</H3>
      <ReceiptForm key={settings.data.version} settings={settings.data} />
    </Card>
  );
}

function ReceiptForm({ settings }: { settings: ReceiptSettings }) {
  const t = useT();
  const { save, errors, saving } = useSettingsSave(useSaveReceiptSettings(), t('areaSettings.saved'));
  const [packingUnits, setPackingUnits] = useState(settings.packingUnits);
  const [waybillWarning, setWaybillWarning] = useState(settings.waybillWarning);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save({ version: settings.version, packingUnits, waybillWarning });
  };
  const switchRow = (name: string, label: string, help: string, checked: boolean, set: (v: boolean) => void) => (
    <div style={{ marginBottom: 16 }}>
      <Switch name={name} checked={checked} label={label} onChange={(e) => set(e.currentTarget.checked)} data-testid={`${name}-switch`} />
      <div className={errors[name] ? 'bp6-text-small bp6-intent-danger' : 'bp6-text-muted bp6-text-small'}>{errors[name] || help}</div>
    </div>
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="receipt-settings-form">
      {switchRow('packingUnits', t('areaSettings.packingUnits'), t('areaSettings.packingUnitsHelp'), packingUnits, setPackingUnits)}
      {switchRow(
        'waybillWarning',
        t('areaSettings.waybillWarning', { days: WAYBILL_INVOICE_DAYS }),
        t('areaSettings.waybillWarningHelp'),
        waybillWarning,
        setWaybillWarning,
      )}
      <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('documentSettings.save')} />
    </form>
  );
}
