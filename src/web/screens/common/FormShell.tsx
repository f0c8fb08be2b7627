import { AnchorButton, Button, Callout, Card, H3 } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { DefinitionAuthorityNote, useDefinitionAuthority } from './DefinitionAuthority';
import { BackIcon, formGridStyle } from './FormField';

interface Props {
  testId: string;
  route: string;
  title: string;
  backHref: string;
  backText: string;
  requiredText: string;
  saveText: string;
  missing: boolean;
  other: readonly string[];
  saving: boolean;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  /** a definition's form (spec §6): without the definition authority its save is disabled and a note says why */
  definition?: boolean;
  /** a section with its own saving, below the form (an account's product list) */
  after?: ReactNode;
}

/** The frame of a create form: back link and title, the required-fields and other-errors callouts, the fields, save. */
export function FormShell(p: Props) {
  const definitions = useDefinitionAuthority();
  const locked = !!p.definition && !definitions.may;
  return (
    <Card className="defter-page" data-testid={p.testId} data-route={p.route} style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <AnchorButton href={`#${p.backHref}`} minimal icon={<BackIcon />} text={p.backText} data-testid="back-link" />
        <H3 style={{ margin: 0 }}>{p.title}</H3>
      </div>
      {p.definition && <DefinitionAuthorityNote />}
      <form onSubmit={p.onSubmit} noValidate>
        {p.missing && (
          <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="required-callout">
            {p.requiredText}
          </Callout>
        )}
        {p.other.length > 0 && (
          <Callout intent="danger" style={{ marginBottom: 12 }}>
            {p.other.map((m, i) => (
              <div key={i}>{m}</div>
            ))}
          </Callout>
        )}
        <div style={formGridStyle}>{p.children}</div>
        <Button type="submit" intent="primary" icon="floppy-disk" loading={p.saving} disabled={locked} text={p.saveText} data-testid="form-save" />
      </form>
      {p.after}
    </Card>
  );
}
