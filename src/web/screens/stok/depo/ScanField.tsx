import { InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';

/**
 * The one field a scanner types into: it keeps the focus, and a code followed by Enter is handed on and cleared.
 * Typed by hand it works the same.
 */
export function ScanField({ label, onScan, testId, disabled }: { label: string; onScan: (code: string) => void; testId: string; disabled?: boolean }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled, label]);
  return (
    <InputGroup
      inputRef={ref}
      large
      fill
      leftIcon="barcode"
      placeholder={label}
      aria-label={label}
      value={value}
      disabled={disabled}
      autoComplete="off"
      enterKeyHint="go"
      data-testid={testId}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        const code = value.trim();
        setValue('');
        if (code) onScan(code);
      }}
    />
  );
}
