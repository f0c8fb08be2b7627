import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';
import { isoToTr, trToIso } from './headerState';

interface Props {
  /** YYYY-MM-DD or "" */
  value: string;
  readOnly: boolean;
  onChange: (iso: string) => void;
}

/** An order's delivery date (dd.MM.yyyy, may stay empty). */
export function DeliveryDateField({ value, readOnly, onChange }: Props) {
  const t = useT();
  const [text, setText] = useState(value ? isoToTr(value) : '');
  const [bad, setBad] = useState(false);
  useEffect(() => setText(value ? isoToTr(value) : ''), [value]);
  return (
    <FormGroup
      label={t('orderEditor.deliveryDate')}
      labelFor="f-deliveryDate"
      intent={bad ? 'danger' : 'none'}
      helperText={bad ? <span role="alert">{t('validation.date')}</span> : undefined}
      style={{ minWidth: 0 }}
    >
      <InputGroup
        id="f-deliveryDate"
        name="deliveryDate"
        dir="ltr"
        placeholder="gg.aa.yyyy"
        readOnly={readOnly}
        intent={bad ? 'danger' : 'none'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const iso = text.trim() === '' ? '' : trToIso(text);
          setBad(iso === null);
          if (iso !== null && iso !== value) onChange(iso);
        }}
      />
    </FormGroup>
  );
}
