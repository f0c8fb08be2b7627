import { Button, Callout, Card, FormGroup, H3, HTMLTable, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useSaveShopRecord } from '../../api/saveB2bShop';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { formErrors } from '../common/listHelpers';

export type Draft = Record<string, string | boolean>;

export interface RecordField {
  name: string;
  labelKey: string;
  kind: 'text' | 'flag' | 'password' | 'account';
}

interface Props<T> {
  kind: 'cargo-options' | 'bank-accounts' | 'dealers';
  titleKey: string;
  rows: T[] | undefined;
  rowKey: (row: T) => number;
  columns: { key: string; headerKey: string; cell: (row: T) => ReactNode }[];
  fields: RecordField[];
  empty: Draft;
  draftOf: (row: T) => Draft;
  /** the id the save goes to, and whether it makes a new record (POST) */
  target: (draft: Draft, editing: T | null) => { id: number | null; isNew: boolean };
  toBody: (draft: Draft, editing: T | null) => Record<string, unknown>;
  mayWrite: boolean;
}

/** A short list of the shop's records (delivery options, transfer accounts, dealers) with a form to add or change one. */
export function ShopRecordList<T>({ kind, titleKey, rows, rowKey, columns, fields, empty, draftOf, target, toBody, mayWrite }: Props<T>) {
  const t = useT();
  const save = useSaveShopRecord(kind);
  const [editing, setEditing] = useState<T | null>(null);
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!rows) return <Spinner size={32} />;
  const open = (row: T | null) => {
    setEditing(row);
    setDraft(row ? draftOf(row) : empty);
    setErrors({});
  };
  const onSave = () => {
    setErrors({});
    save.mutate({ ...target(draft, editing), body: toBody(draft, editing) }, { onSuccess: () => open(null), onError: (err) => setErrors(formErrors(err)) });
  };
  const set = (name: string, value: string | boolean) => setDraft((d) => ({ ...d, [name]: value }));
  return (
    <Card className="b2b-records" data-testid={`b2b-${kind}`}>
      <H3>{t(titleKey)}</H3>
      <HTMLTable compact striped interactive={mayWrite}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key}>{t(c.headerKey)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} onClick={() => mayWrite && open(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && <Callout>{t('b2b.none')}</Callout>}
      {mayWrite && (
        <Card className="b2b-record-form">
          <H3>{t(editing ? 'b2b.edit' : 'b2b.new')}</H3>
          {fields.map((f) =>
            f.kind === 'flag' ? (
              <Switch key={f.name} label={t(f.labelKey)} checked={draft[f.name] === true} onChange={(e) => set(f.name, e.currentTarget.checked)} />
            ) : f.kind === 'account' ? (
              <AccountPicker
                key={f.name}
                name={f.name}
                label={t(f.labelKey)}
                value={String(draft[f.name] ?? '')}
                disabled={editing !== null}
                onChange={(id) => set(f.name, id)}
                error={errors[f.name]}
              />
            ) : (
              <FormGroup key={f.name} label={t(f.labelKey)} labelFor={`b2b-${f.name}`} helperText={errors[f.name]} intent={errors[f.name] ? 'danger' : 'none'}>
                <InputGroup
                  id={`b2b-${f.name}`}
                  name={f.name}
                  type={f.kind === 'password' ? 'password' : 'text'}
                  value={String(draft[f.name] ?? '')}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              </FormGroup>
            ),
          )}
          {errors.form && <Callout intent="danger">{errors.form}</Callout>}
          <Button intent="primary" text={t('library.save')} loading={save.isPending} onClick={onSave} />
          {editing && <Button minimal text={t('b2b.cancel')} onClick={() => open(null)} />}
        </Card>
      )}
    </Card>
  );
}
