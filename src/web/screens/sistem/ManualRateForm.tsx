import { Button, Callout, Classes, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDate, parseAmount } from '../../../domain/format';
import { useSaveManualRate, type ManualRate } from '../../api/saveManualRate';
import { DateField } from '../common/DateField';
import { fieldErrors } from '../common/listHelpers';
import { useT } from '../../i18n/useT';
import { companyToday } from '../../api/businessDay';

type Field = 'date' | 'currency' | 'forexSelling' | 'forexBuying';
const FOREIGN = ['USD', 'EUR', 'GBP'] as const;

/** A rate entered by hand (tr-TR "32,1234"), for a day whose bulletin cannot be had. */
export function ManualRateForm() {
  const t = useT();
  const save = useSaveManualRate();
  const [date, setDate] = useState(() => companyToday());
  const [currency, setCurrency] = useState<ManualRate['currency']>('USD');
  const [selling, setSelling] = useState('');
  const [buying, setBuying] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const rate = (text: string, required: boolean): { value?: string; error?: string } => {
    if (!text.trim()) return required ? { error: t('validation.required') } : {};
    const r = parseAmount(text, { maxDecimals: 6, rate: true });
    if (!r.ok || !/[1-9]/.test(r.value)) return { error: t('exchangeRates.validation.rate') };
    return { value: r.value };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const s = rate(selling, true);
    const b = rate(buying, false);
    const found: Partial<Record<Field, string>> = {};
    if (!date) found.date = t('validation.date');
    if (s.error) found.forexSelling = s.error;
    if (b.error) found.forexBuying = b.error;
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { date, currency, forexSelling: s.value!, ...(b.value ? { forexBuying: b.value } : {}) },
      {
        onSuccess: () => {
          setSelling('');
          setBuying('');
        },
        onError: (err) => setErrors(fieldErrors(err) as Partial<Record<Field, string>>),
      },
    );
  };

  const group = (field: Field, label: string, children: ReactNode) => (
    <FormGroup
      label={label}
      labelFor={`manual-${field}`}
      intent={errors[field] ? 'danger' : 'none'}
      helperText={errors[field] ? <span data-testid={`error-${field}`}>{errors[field]}</span> : undefined}
      style={{ flex: '1 1 160px', margin: 0 }}
    >
      {children}
    </FormGroup>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="manual-rate-form">
      <p className={Classes.TEXT_MUTED}>{t('exchangeRates.page.manualHelp')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <DateField
          id="manual-date"
          name="date"
          label={t('exchangeRates.page.date')}
          value={date}
          onChange={setDate}
          error={errors.date}
          style={{ flex: '1 1 160px', margin: 0 }}
        />
        {group(
          'currency',
          t('exchangeRates.page.currency'),
          <HTMLSelect id="manual-currency" name="currency" fill value={currency} onChange={(e) => setCurrency(e.target.value as ManualRate['currency'])}>
            {FOREIGN.map((c) => (
              <option key={c} value={c}>
                {c} — {t(`exchangeRates.currency.${c}`)}
              </option>
            ))}
          </HTMLSelect>,
        )}
        {group(
          'forexBuying',
          t('exchangeRates.col.forexBuying'),
          <InputGroup id="manual-forexBuying" name="forexBuying" inputMode="decimal" dir="ltr" value={buying} onChange={(e) => setBuying(e.target.value)} />,
        )}
        {group(
          'forexSelling',
          `${t('exchangeRates.col.forexSelling')} *`,
          <InputGroup
            id="manual-forexSelling"
            name="forexSelling"
            inputMode="decimal"
            dir="ltr"
            value={selling}
            onChange={(e) => setSelling(e.target.value)}
          />,
        )}
        <div style={{ flex: '0 0 auto', paddingTop: 22 }}>
          <Button
            type="submit"
            intent="primary"
            icon="floppy-disk"
            loading={save.isPending}
            text={t('exchangeRates.page.save')}
            data-testid="save-manual-rate"
          />
        </div>
      </div>
      {save.isSuccess && (
        <Callout intent="success" style={{ marginTop: 8 }} data-testid="manual-saved">
          {t('exchangeRates.page.saved', { currency: save.data.currency, date: formatDate(save.data.date) })}
        </Callout>
      )}
    </form>
  );
}
