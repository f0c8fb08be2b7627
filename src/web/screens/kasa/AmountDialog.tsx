import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { readAmount } from '../../../domain/format';

interface Props {
  isOpen: boolean;
  title: string;
  label: string;
  submitText: string;
  busy: boolean;
  /** id of the amount input, unique on the page */
  inputId: string;
  onClose(): void;
  /** the typed amount as a decimal string ("0.00" when left empty) */
  onSubmit(amount: string): void;
}

/** A dialog asking one tr-TR amount (1.234,56): the opening float or the counted cash. */
export function AmountDialog({ isOpen, title, label, submitText, busy, inputId, onClose, onSubmit }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const r = readAmount(text);
    if (!r.ok) return setError(t(r.messageKey));
    if (r.value.startsWith('-')) return setError(t('cashBox.negative'));
    setError(undefined);
    onSubmit(r.value === '' ? '0.00' : r.value);
  };
  return (
    <Dialog isOpen={isOpen} title={title} onClose={onClose} onOpening={() => (setText(''), setError(undefined))} style={{ maxWidth: 'calc(100vw - 24px)' }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
          <FormGroup label={label} labelFor={inputId} intent={error ? 'danger' : 'none'} helperText={error ? <span role="alert">{error}</span> : undefined}>
            <InputGroup
              id={inputId}
              dir="ltr"
              inputMode="decimal"
              autoFocus
              value={text}
              intent={error ? 'danger' : 'none'}
              placeholder="0,00"
              onChange={(e) => setText(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={[
            <Button key="cancel" text={t('cashBox.cancel')} onClick={onClose} />,
            <Button key="ok" type="submit" intent="primary" loading={busy} text={submitText} data-testid={`${inputId}-submit`} />,
          ]}
        />
      </form>
    </Dialog>
  );
}
