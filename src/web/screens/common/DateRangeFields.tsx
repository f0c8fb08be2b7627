import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

interface Props {
  /** id prefix of the two inputs, unique on the page (pages stay mounted in the page cache) */
  idPrefix: string;
  from: string;
  to: string;
  onFrom(v: string): void;
  onTo(v: string): void;
  /** the message under the second date: the wrong order (spec §5) or the server's */
  error?: string;
}

/** A list's "from" and "to" dates (YYYY-MM-DD inputs) with the message when they are the wrong way round. */
export function DateRangeFields({ idPrefix, from, to, onFrom, onTo, error }: Props) {
  const t = useT();
  return (
    <>
      <FormGroup label={t('receiptTracking.from')} labelFor={`${idPrefix}-from`} style={{ flex: '1 1 150px', margin: 0 }}>
        <InputGroup id={`${idPrefix}-from`} name="from" type="date" dir="ltr" value={from} max={to || undefined} onChange={(e) => onFrom(e.target.value)} />
      </FormGroup>
      <FormGroup
        label={t('receiptTracking.to')}
        labelFor={`${idPrefix}-to`}
        intent={error ? 'danger' : 'none'}
        helperText={
          error ? (
            <span data-testid="date-error" role="alert">
              {error}
            </span>
          ) : undefined
        }
        style={{ flex: '1 1 150px', margin: 0 }}
      >
        <InputGroup
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          dir="ltr"
          intent={error ? 'danger' : 'none'}
          value={to}
          onChange={(e) => onTo(e.target.value)}
        />
      </FormGroup>
    </>
  );
}
