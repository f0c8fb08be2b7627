import { Button, Callout, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { SelectField, TextField } from './FormField';
import { fieldErrors } from './listHelpers';

export type DefinitionField =
  | { kind: 'text'; name: string; label: string; required?: boolean }
  | { kind: 'select'; name: string; label: string; required?: boolean; options: readonly { value: string; label: string }[] }
  /** a yes/no switch with a note under it (a definition's "active") */
  | { kind: 'switch'; name: string; label: string; note?: string };

export type DefinitionValues = Record<string, string | boolean>;

interface Props {
  title: string;
  testId: string;
  fields: readonly DefinitionField[];
  initial: DefinitionValues;
  /** stores the values (text trimmed); answers the saved record, or fails with the server's 422 */
  save(values: DefinitionValues): Promise<{ name: string }>;
  onClose(): void;
}

/**
 * The add / edit dialog of a definition (a warehouse, a shelf, a product type, a category, …): the fields it
 * is given, required ones checked before sending, each 422 message under its field and the others above them,
 * cancel and save. On success it says so and closes.
 */
export function DefinitionDialog({ title, testId, fields, initial, save, onClose }: Props) {
  const t = useT();
  const [values, setValues] = useState<DefinitionValues>(initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [other, setOther] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const f of fields) if (f.kind !== 'switch' && f.required && !String(values[f.name] ?? '').trim()) missing[f.name] = t('validation.required');
    setErrors(missing);
    setOther([]);
    if (Object.keys(missing).length > 0) return;
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
    setSaving(true);
    try {
      const saved = await save(trimmed);
      showNotice({ kind: 'toast', intent: 'success', message: t('definitions.saved', { name: saved.name }), timeout: 3000 });
      onClose();
    } catch (err) {
      const byField: Record<string, string> = {};
      const rest: string[] = [];
      for (const [k, msg] of Object.entries(fieldErrors(err))) {
        if (fields.some((f) => f.name === k)) byField[k] = msg;
        else rest.push(msg);
      }
      setErrors(byField);
      setOther(rest);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={title} onClose={onClose} style={{ width: 'min(520px, calc(100vw - 24px))' }}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
        <DialogBody>
          {other.length > 0 && (
            <Callout intent="danger" style={{ marginBottom: 12 }}>
              {other.map((m, i) => (
                <div key={i}>{m}</div>
              ))}
            </Callout>
          )}
          {fields.map((f, i) => {
            if (f.kind === 'switch') {
              return (
                <div key={f.name} style={{ marginBottom: 15 }}>
                  <Switch
                    name={f.name}
                    checked={values[f.name] === true}
                    label={f.label}
                    onChange={(e) => set(f.name, e.currentTarget.checked)}
                    data-testid={`${f.name}-switch`}
                  />
                  {f.note && <div className="bp6-text-muted bp6-text-small">{f.note}</div>}
                </div>
              );
            }
            const common = {
              name: f.name,
              label: f.label,
              required: f.required,
              value: String(values[f.name] ?? ''),
              error: errors[f.name],
              onChange: (v: string) => set(f.name, v),
            };
            return f.kind === 'select' ? (
              <SelectField key={f.name} {...common} options={[...f.options]} />
            ) : (
              <TextField key={f.name} {...common} autoFocus={i === 0} />
            );
          })}
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
