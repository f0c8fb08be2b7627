import { Button, InputGroup, type IconName } from '@blueprintjs/core';
import { useState, type FormEvent, type RefObject } from 'react';
import './counter.css';

export interface ScanAction {
  action: string;
  icon: IconName;
  text: string;
  testId: string;
}

interface Props {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** the scanned code and the button that sent it (none: Enter, as a scanner ends a code); true when the flow took it */
  onScan: (code: string, action?: string) => boolean;
  actions?: readonly ScanAction[];
  autoFocus?: boolean;
}

/**
 * The field a barcode scanner types into: Enter hands the whole code on, and the field is emptied for the next scan once
 * the counter took it (a code typed while the server is still answering stays, to be sent again).
 */
export function ScanField({ id, label, inputRef, onScan, actions = [], autoFocus }: Props) {
  const [value, setValue] = useState('');
  const scan = (action?: string) => {
    if (onScan(value, action)) setValue('');
    inputRef.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    scan();
  };
  return (
    <form onSubmit={submit} className="library-no-print library-scan">
      <div className="library-scan-field">
        <label htmlFor={id}>{label}</label>
        <InputGroup id={id} inputRef={inputRef} dir="ltr" autoFocus={autoFocus} value={value} onChange={(e) => setValue(e.target.value)} data-testid={id} />
      </div>
      {actions.map((a) => (
        <Button key={a.action} icon={a.icon} text={a.text} onClick={() => scan(a.action)} data-testid={a.testId} />
      ))}
    </form>
  );
}
