import { Button, Card, Checkbox, FormGroup, H3, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { EARNING_TYPES, EXPIRY_PERIODS, type ExpiryPeriod, type LoyaltySettings, type PointsExpiry } from '../../../domain/loyalty/settings';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { useLoyaltySettings, useSaveLoyaltySettings } from '../../api/loyalty';
import { useT } from '../../i18n/useT';
import { TextField } from '../common/FormField';
import { useSettingsSave } from '../common/useSettingsSave';

/**
 * /sistem/puan: loyalty points. What a lira earns (for all products, or per product group), which documents earn,
 * what a point is worth when spent, when points expire and the fewest one payment spends. The rules that use them
 * live in src/domain/loyalty; this page only keeps the settings.
 */
export function LoyaltySettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useLoyaltySettings();
  if (!settings.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="loyalty-settings" style={{ maxWidth: 640 }}>
      <H3>{t('route.loyaltySettings')}</H3>
      <LoyaltyForm settings={settings.data} />
    </Card>
  );
}

type Row = { category: string; rate: string };

function LoyaltyForm({ settings }: { settings: LoyaltySettings }) {
  const t = useT();
  const { save, errors, saving } = useSettingsSave(useSaveLoyaltySettings(), t('loyalty.settings.saved'));
  const categories = useDefinitionOptions('category').data ?? [];
  const [s, setS] = useState<LoyaltySettings>(settings);
  const [rows, setRows] = useState<Row[]>(Object.entries(settings.categoryRates).map(([category, rate]) => ({ category, rate })));
  const set = <K extends keyof LoyaltySettings>(k: K, v: LoyaltySettings[K]) => setS((x) => ({ ...x, [k]: v }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const categoryRates = Object.fromEntries(rows.filter((r) => r.category).map((r) => [r.category, r.rate.trim().replace(',', '.')]));
    save({
      ...s,
      earnOn: [...s.earnOn],
      pointsPerLira: s.pointsPerLira.trim().replace(',', '.'),
      pointValue: s.pointValue.trim().replace(',', '.'),
      categoryRates,
    });
  };
  const field = (name: string, label: string) => ({ name, label, error: errors[name] });
  const expiry = (kind: PointsExpiry['kind']): PointsExpiry =>
    kind === 'days' ? { kind, days: 365 } : kind === 'periodEnd' ? { kind, period: 'year' } : { kind: 'none' };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="loyalty-form">
      <Checkbox name="enabled" label={t('loyalty.settings.enabled')} checked={s.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
      <TextField
        {...field('pointsPerLira', t('loyalty.settings.pointsPerLira'))}
        dir="ltr"
        inputMode="decimal"
        value={s.pointsPerLira}
        onChange={(v) => set('pointsPerLira', v)}
      />
      <FormGroup label={t('loyalty.settings.categoryRates')} helperText={Object.entries(errors).find(([k]) => k.startsWith('categoryRates'))?.[1]}>
        {rows.map((r, i) => (
          <div key={i} style={{ display: 'flex', gap: 8, marginBottom: 6, flexWrap: 'wrap' }}>
            <HTMLSelect
              aria-label={t('loyalty.settings.category')}
              value={r.category}
              onChange={(e) => setRows((x) => x.map((y, j) => (j === i ? { ...y, category: e.target.value } : y)))}
            >
              <option value="">{t('loyalty.settings.category')}</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
            <InputGroup
              aria-label={t('loyalty.settings.pointsPerLira')}
              dir="ltr"
              inputMode="decimal"
              value={r.rate}
              style={{ width: 100 }}
              onChange={(e) => setRows((x) => x.map((y, j) => (j === i ? { ...y, rate: e.target.value } : y)))}
            />
            <Button minimal icon="cross" aria-label={t('loyalty.settings.remove')} onClick={() => setRows((x) => x.filter((_, j) => j !== i))} />
          </div>
        ))}
        <Button small icon="add" text={t('loyalty.settings.addCategory')} onClick={() => setRows((x) => [...x, { category: '', rate: '1' }])} />
      </FormGroup>
      <FormGroup label={t('loyalty.settings.earnOn')} helperText={errors.earnOn}>
        {EARNING_TYPES.map((type) => (
          <Checkbox
            key={type}
            name={`earnOn-${type}`}
            label={t(`documentTypes.${type}`)}
            checked={s.earnOn.includes(type)}
            onChange={(e) => set('earnOn', e.currentTarget.checked ? [...s.earnOn, type] : s.earnOn.filter((x) => x !== type))}
          />
        ))}
      </FormGroup>
      <TextField
        {...field('pointValue', t('loyalty.settings.pointValue'))}
        dir="ltr"
        inputMode="decimal"
        value={s.pointValue}
        onChange={(v) => set('pointValue', v)}
      />
      <FormGroup label={t('loyalty.settings.expiry')} labelFor="f-expiry" helperText={errors.expiry} intent={errors.expiry ? 'danger' : 'none'}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <HTMLSelect id="f-expiry" name="expiry" value={s.expiry.kind} onChange={(e) => set('expiry', expiry(e.target.value as PointsExpiry['kind']))}>
            <option value="none">{t('loyalty.settings.expiryNone')}</option>
            <option value="days">{t('loyalty.settings.expiryDays')}</option>
            <option value="periodEnd">{t('loyalty.settings.expiryPeriod')}</option>
          </HTMLSelect>
          {s.expiry.kind === 'days' && (
            <InputGroup
              aria-label={t('loyalty.settings.days')}
              name="expiryDays"
              dir="ltr"
              inputMode="numeric"
              style={{ width: 100 }}
              value={String(s.expiry.days)}
              onChange={(e) => set('expiry', { kind: 'days', days: Number(e.target.value) })}
            />
          )}
          {s.expiry.kind === 'periodEnd' && (
            <HTMLSelect
              name="expiryPeriod"
              value={s.expiry.period}
              onChange={(e) => set('expiry', { kind: 'periodEnd', period: e.target.value as ExpiryPeriod })}
            >
              {EXPIRY_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`loyalty.settings.${p}`)}
                </option>
              ))}
            </HTMLSelect>
          )}
        </div>
      </FormGroup>
      <TextField
        {...field('minSpend', t('loyalty.settings.minSpend'))}
        dir="ltr"
        inputMode="numeric"
        value={String(s.minSpend)}
        onChange={(v) => set('minSpend', Number(v))}
      />
      <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('loyalty.settings.save')} />
    </form>
  );
}
