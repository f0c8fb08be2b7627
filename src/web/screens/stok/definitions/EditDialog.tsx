import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/useT';

interface Props {
  title: string;
  testId: string;
  saving: boolean;
  /** messages of the server that belong to no field */
  other: readonly string[];
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The add / rename dialog of the short definition lists: the fields, the other errors, cancel and save. */
export function EditDialog({ title, testId, saving, other, onClose, onSubmit, children }: Props) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 'min(520px, calc(100vw - 24px))' }}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <DialogBody>
          {other.length > 0 && (
            <Callout intent="danger" style={{ marginBottom: 12 }}>
              {other.map((m, i) => (
                <div key={i}>{m}</div>
              ))}
            </Callout>
          )}
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('definitions.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('definitions.save')} data-testid="dialog-save" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
