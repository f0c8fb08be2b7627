import { FormGroup, HTMLSelect, Icon, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Base {
  name: string;
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
}

/** A labelled field with its error (client check or the server's 422 message) under it. */
function Group({ name, label, error, help, required, children }: Base & { children: ReactNode }) {
  return (
    <FormGroup
      label={label}
      labelFor={`f-${name}`}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid={`error-${name}`}>{error}</span> : help}
      style={{ minWidth: 0 }}
    >
      {children}
    </FormGroup>
  );
}

export function TextField(
  props: Base & {
    value: string;
    onChange: (v: string) => void;
    type?: string;
    inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
    dir?: 'ltr' | 'auto';
    autoFocus?: boolean;
  },
) {
  const { name, value, onChange, type = 'text', inputMode, dir, autoFocus, error } = props;
  return (
    <Group {...props}>
      <InputGroup
        id={`f-${name}`}
        name={name}
        type={type}
        inputMode={inputMode}
        dir={dir}
        autoFocus={autoFocus}
        value={value}
        intent={error ? 'danger' : 'none'}
        onChange={(e) => onChange(e.target.value)}
      />
    </Group>
  );
}

export function SelectField(props: Base & { value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const { name, value, onChange, options } = props;
  return (
    <Group {...props}>
      <HTMLSelect id={`f-${name}`} name={name} value={value} fill onChange={(e) => onChange(e.target.value)} options={options} />
    </Group>
  );
}

/** Two columns on a wide screen, one on a phone. */
export const formGridStyle = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', columnGap: 16 } as const;

/** The back arrow of "back to the list" links points the reading way round. */
export function BackIcon() {
  const rtl = useIntl().locale.startsWith('ar');
  return <Icon icon={rtl ? 'arrow-right' : 'arrow-left'} />;
}
