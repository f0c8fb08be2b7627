import { useState, type FormEvent } from 'react';
import { useSaveDefinition } from '../../../api/saveDefinition';
import type { Definition } from '../../../../domain/schemas/definitions';
import { showNotice } from '../../../api/errorBus';
import { useT } from '../../../i18n/useT';
import { navigate } from '../../../routes/hashLocation';
import { TextField } from '../../common/FormField';
import { FormShell } from '../../common/FormShell';
import { optional as opt, useMasterForm } from '../../common/useMasterForm';
import { ActiveSwitch } from './ActiveSwitch';
import { EditLoader } from './EditLoader';
import { RolesField } from './RolesField';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function PersonForm({ route, person }: { route: string; person?: Definition }) {
  const t = useT();
  const empty = { name: person?.name ?? '', roles: person?.roles.join(',') ?? 'author', birthYear: str(person?.birthYear), note: str(person?.note) };
  const form = useMasterForm(empty, ['name', 'roles'], t('validation.required'));
  const [active, setActive] = useState(person?.active ?? true);
  const save = useSaveDefinition('person');
  const { values, field } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const body = { name: values.name.trim(), roles: values.roles.split(',').filter(Boolean), birthYear: opt(values.birthYear), note: opt(values.note), active };
    save.mutate(
      { id: person?.id, body },
      {
        onSuccess: (saved) => {
          showNotice({ kind: 'toast', intent: 'success', message: t('definitions.saved', { name: saved.name }), timeout: 3000 });
          if (!person) form.reset();
          navigate(`/stok/kisi?q=${encodeURIComponent(saved.name)}`);
        },
        onError: (err) => form.showServerErrors(err),
      },
    );
  };

  return (
    <FormShell
      testId="person-form"
      route={route}
      title={person ? t('route.stockPersonEdit') : t('route.stockPersonNew')}
      backHref="/stok/kisi"
      backText={t('definitions.person.back')}
      requiredText={t('definitions.requiredAll')}
      saveText={t('definitions.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
      definition
    >
      <TextField {...field('name')} label={t('definitions.person.name')} required autoFocus />
      <RolesField value={values.roles} onChange={field('roles').onChange} error={form.errors.roles} />
      <TextField {...field('birthYear')} label={t('definitions.person.birthYear')} inputMode="numeric" dir="ltr" />
      <TextField {...field('note')} label={t('definitions.person.note')} />
      {person && <ActiveSwitch checked={active} onChange={setActive} />}
    </FormShell>
  );
}

/** /stok/kisi/yeni and /stok/kisi/duzen/{id}: an author, translator or editor. */
export function PersonFormPage({ route, id }: { route: string; id?: number }) {
  return (
    <EditLoader kind="person" id={id}>
      {(person) => <PersonForm key={person?.id ?? 'new'} route={route} person={person} />}
    </EditLoader>
  );
}
