import { useT } from '../../i18n/useT';
import { DateField } from './DateField';

interface Props {
  /** id prefix of the two inputs, unique on the page (pages stay mounted in the page cache) */
  idPrefix: string;
  from: string;
  to: string;
  onFrom(v: string): void;
  onTo(v: string): void;
  /** the message under the second date: the wrong order (spec §5) or the server's */
  error?: string;
  /** the two dates' labels, when the range is of something else than the record's date (a cheque's due date) */
  labels?: { from: string; to: string };
}

/** A list's "from" and "to" dates (YYYY-MM-DD values, typed day.month.year) with the message when they are the wrong way round. */
export function DateRangeFields({ idPrefix, from, to, onFrom, onTo, error, labels }: Props) {
  const t = useT();
  const style = { flex: '1 1 150px', margin: 0 };
  return (
    <>
      <DateField
        id={`${idPrefix}-from`}
        name="from"
        label={labels?.from ?? t('receiptTracking.from')}
        value={from}
        max={to || undefined}
        onChange={onFrom}
        style={style}
      />
      <DateField
        id={`${idPrefix}-to`}
        name="to"
        label={labels?.to ?? t('receiptTracking.to')}
        value={to}
        min={from || undefined}
        onChange={onTo}
        error={error}
        errorTestId="date-error"
        style={style}
      />
    </>
  );
}
