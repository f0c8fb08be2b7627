import { Button, Card, FormGroup, H3, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { CSV_SEPARATORS, type CsvSeparator, type GeneralSettings } from '../../../domain/schemas/area-settings';
import { CURRENCIES, type Currency } from '../../../domain/money/format';
import { useGeneralSettings, useSaveGeneralSettings } from '../../api/areaSettings';
import { useT } from '../../i18n/useT';
import { useSettingsSave } from '../common/useSettingsSave';

/** /sistem/genel: the CSV separator every download starts with and the currency a new receipt starts in (spec §9). */
export function GeneralSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useGeneralSettings();
  if (!settings.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="general-settings" style={{ maxWidth: 640 }}>
      <H3>{t('route.generalSettings')}</H3>
      <GeneralForm key={settings.data.version} settings={settings.data} />
    </Card>
  );
}

function GeneralForm({ settings }: { settings: GeneralSettings }) {
  const t = useT();
  const { save, errors, saving } = useSettingsSave(useSaveGeneralSettings(), t('areaSettings.saved'));
  const [csvSeparator, setCsvSeparator] = useState<CsvSeparator>(settings.csvSeparator);
  const [defaultCurrency, setDefaultCurrency] = useState<Currency>(settings.defaultCurrency);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save({ version: settings.version, csvSeparator, defaultCurrency });
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="general-form">
      <FormGroup
        label={t('areaSettings.csvSeparator')}
        labelFor="f-csvSeparator"
        helperText={errors.csvSeparator || t('areaSettings.csvSeparatorHelp')}
        intent={errors.csvSeparator ? 'danger' : 'none'}
      >
        <HTMLSelect id="f-csvSeparator" name="csvSeparator" fill value={csvSeparator} onChange={(e) => setCsvSeparator(e.target.value as CsvSeparator)}>
          {CSV_SEPARATORS.map((s) => (
            <option key={s} value={s}>
              {t(`lists.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('areaSettings.defaultCurrency')}
        labelFor="f-defaultCurrency"
        helperText={errors.defaultCurrency || t('areaSettings.defaultCurrencyHelp')}
        intent={errors.defaultCurrency ? 'danger' : 'none'}
      >
        <HTMLSelect id="f-defaultCurrency" name="defaultCurrency" fill value={defaultCurrency} onChange={(e) => setDefaultCurrency(e.target.value as Currency)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('documentSettings.save')} />
    </form>
  );
}
