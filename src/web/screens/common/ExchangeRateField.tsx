import { Button, FormGroup, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDate, formatNumber, parseAmount } from '../../../domain/format';
import { Dec } from '../../../domain/money/decimal';
import { ApiError } from '../../api/apiError';
import type { ExchangeRate } from '../../../domain/schemas/rates';
import { noRateMessage, useExchangeRate } from '../../api/fetchExchangeRate';
import { useT } from '../../i18n/useT';

export interface ExchangeRateFieldProps {
  currency: string;
  /** the document's day, YYYY-MM-DD */
  date: string;
  /** the rate as the API carries it ("2.8973"); '' while the input is empty or unreadable */
  value: string;
  onChange(v: string): void;
  disabled?: boolean;
  /** the form's or the server's word on the rate (a foreign document without one) */
  error?: string;
}

const MAX_DECIMALS = 6;

/** "2.8973" → "2,8973": at least four decimals, as the bulletin prints them. */
function shown(value: string): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  const decimals = Math.min(MAX_DECIMALS, Math.max(4, (value.split('.')[1] ?? '').length));
  return formatNumber(value, { decimals });
}

/** Equal as numbers ("2.9" and "2.90"); false when either is not a decimal. */
function sameRate(a: string, b: string): boolean {
  try {
    return new Dec(a).eq(b);
  } catch {
    return false;
  }
}

/**
 * The exchange rate of a document in a foreign currency (issue #4). Nothing for TRY. Otherwise it asks the
 * server for the day's rate and fills the field with its forex selling rate until the user types one of
 * their own (a value the field did not fill, e.g. one loaded with the document, is kept), and says where
 * the rate comes from. When there is no bulletin it shows the server's message and the user types the rate
 * (tr-TR: "32,1234"). Disabled, it only shows the document's rate.
 */
export function ExchangeRateField({ currency, date, value, onChange, disabled, error }: ExchangeRateFieldProps) {
  const t = useT();
  const id = useId();
  // a read-only document (completed, or shown to a reader) keeps the rate it used: the bulletin is not asked, and
  // nothing offers to fill or type another one
  const asked = useExchangeRate(currency, date, !disabled);
  // (a query held back still hands over what its key cached while the document was a draft)
  const query = disabled ? { data: undefined, error: null, isError: false, isFetching: false } : asked;
  const [text, setText] = useState(() => shown(value));
  const [parseError, setParseError] = useState(false);
  /** the last value this field filled in itself: such a value follows the day and the currency */
  const filled = useRef<string | null>(null);
  const fetched = query.data?.forexSelling ?? null;
  /** the day has no rate (TCMB out of reach, no bulletin): the server's words, and the user types the rate */
  const noRate = noRateMessage(query.data);
  const missing = query.isError || noRate !== null;

  useEffect(() => {
    if (!fetched || currency === 'TRY') return;
    if (value === '' || value === filled.current) {
      filled.current = fetched;
      if (value !== fetched) onChange(fetched);
    }
  }, [fetched, currency, value, onChange]);

  // another day or currency without a rate: a rate this field filled in for the previous one no longer holds
  useEffect(() => {
    if (!missing || filled.current === null || value !== filled.current) return;
    filled.current = null;
    setText('');
    onChange('');
  }, [missing, currency, date, value, onChange]);

  // a value set from outside (the fill above, a loaded document) is shown unless the text already says it
  useEffect(() => {
    const parsed = parseAmount(text, { maxDecimals: MAX_DECIMALS, rate: true });
    if (value === '' ? false : !(parsed.ok && parsed.value === value)) {
      setText(shown(value));
      setParseError(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value changes
  }, [value]);

  if (currency === 'TRY') return null;

  const type = (input: string) => {
    setText(input);
    filled.current = null;
    if (!input.trim()) {
      setParseError(false);
      onChange('');
      return;
    }
    const r = parseAmount(input, { maxDecimals: MAX_DECIMALS, rate: true });
    const ok = r.ok && /[1-9]/.test(r.value);
    setParseError(!ok);
    onChange(ok ? r.value : '');
  };

  const useBulletin = () => {
    if (!fetched) return;
    filled.current = fetched;
    setText(shown(fetched));
    setParseError(false);
    onChange(fetched);
  };

  const err = query.error;
  const unavailable =
    noRate ?? (err instanceof ApiError ? (err.status === 0 ? t('exchangeRates.error.offline') : (err.body?.message ?? err.message)) : err ? String(err) : null);
  const typedOwn = !!fetched && value !== '' && value !== fetched && !sameRate(value, fetched);

  let helper: ReactNode = null;
  if (parseError)
    helper = (
      <span role="alert" data-testid="exchange-rate-error">
        {t('exchangeRates.validation.rate')}
      </span>
    );
  else if (error)
    helper = (
      <span role="alert" data-testid="error-exchangeRate">
        {error}
      </span>
    );
  else if (query.isFetching && !query.data) helper = t('exchangeRates.field.loading');
  else if (unavailable)
    helper = (
      <span role="alert" data-testid="exchange-rate-unavailable">
        {unavailable}
      </span>
    );
  else if (query.data && noRate === null) helper = <RateSource rate={query.data} typedOwn={typedOwn} onUseBulletin={disabled ? undefined : useBulletin} />;

  return (
    <FormGroup
      label={`${t('exchangeRates.field.label')} (${currency})`}
      labelFor={id}
      intent={parseError || error ? 'danger' : unavailable ? 'warning' : 'none'}
      helperText={helper}
      data-testid="exchange-rate-field"
      style={{ minWidth: 0 }}
    >
      <InputGroup
        id={id}
        name="exchangeRate"
        inputMode="decimal"
        dir="ltr"
        disabled={disabled}
        intent={parseError ? 'danger' : 'none'}
        value={text}
        onChange={(e) => type(e.target.value)}
        rightElement={query.isFetching ? <Spinner size={16} /> : undefined}
        aria-invalid={parseError || undefined}
      />
    </FormGroup>
  );
}

function RateSource({ rate, typedOwn, onUseBulletin }: { rate: ExchangeRate; typedOwn: boolean; onUseBulletin?: () => void }) {
  const t = useT();
  const uploaded = rate.source === 'upload';
  const source =
    rate.source === 'manual'
      ? t('exchangeRates.field.manual', { date: formatDate(rate.date) })
      : rate.bulletinDate && rate.bulletinDate !== rate.date
        ? t(uploaded ? 'exchangeRates.field.previousUploaded' : 'exchangeRates.field.previousBulletin', {
            date: formatDate(rate.bulletinDate),
            asked: formatDate(rate.date),
          })
        : t(uploaded ? 'exchangeRates.field.uploaded' : 'exchangeRates.field.bulletin', { date: formatDate(rate.bulletinDate ?? rate.date) });
  return (
    <span data-testid="exchange-rate-source" data-source={rate.source} data-bulletin-date={rate.bulletinDate ?? ''}>
      {typedOwn ? `${t('exchangeRates.field.typed')} · ` : ''}
      {source}
      {rate.forexSelling && typedOwn && onUseBulletin && (
        <>
          {' '}
          <Button
            variant="minimal"
            size="small"
            onClick={onUseBulletin}
            text={`${t('exchangeRates.field.useBulletin')} (${shown(rate.forexSelling)})`}
            data-testid="use-bulletin-rate"
          />
        </>
      )}
    </span>
  );
}
