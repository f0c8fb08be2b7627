import { Checkbox } from '@blueprintjs/core';
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

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function ManufacturerForm({ route, maker }: { route: string; maker?: Definition }) {
  const t = useT();
  const empty = {
    name: maker?.name ?? '',
    taxNumber: str(maker?.taxNumber),
    phone: str(maker?.phone),
    email: str(maker?.email),
    website: str(maker?.website),
    address: str(maker?.address),
  };
  const form = useMasterForm(empty, ['name'], t('validation.required'));
  const [isPublisher, setPublisher] = useState(maker?.isPublisher === true);
  const [active, setActive] = useState(maker?.active ?? true);
  const save = useSaveDefinition('manufacturer');
  const { values, field } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const body = {
      name: values.name.trim(),
      isPublisher,
      taxNumber: opt(values.taxNumber),
      phone: opt(values.phone),
      email: opt(values.email),
      website: opt(values.website),
      address: opt(values.address),
      active,
    };
    save.mutate(
      { id: maker?.id, body },
      {
        onSuccess: (saved) => {
          showNotice({ kind: 'toast', intent: 'success', message: t('definitions.saved', { name: saved.name }), timeout: 3000 });
          if (!maker) {
            form.reset();
            setPublisher(false);
          }
          navigate(`/stok/uretici?q=${encodeURIComponent(saved.name)}`);
        },
        onError: (err) => form.showServerErrors(err),
      },
    );
  };

  return (
    <FormShell
      testId="manufacturer-form"
      route={route}
      title={maker ? t('route.stockManufacturerEdit') : t('route.stockManufacturerNew')}
      backHref="/stok/uretici"
      backText={t('definitions.manufacturer.back')}
      requiredText={t('definitions.requiredAll')}
      saveText={t('definitions.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
      definition
    >
      <TextField {...field('name')} label={t('definitions.manufacturer.name')} required autoFocus />
      <div style={{ display: 'flex', alignItems: 'center', marginBottom: 15 }}>
        <Checkbox
          name="isPublisher"
          checked={isPublisher}
          label={t('definitions.manufacturer.isPublisher')}
          onChange={(e) => setPublisher(e.currentTarget.checked)}
        />
      </div>
      <TextField {...field('taxNumber')} label={t('definitions.manufacturer.taxNumber')} inputMode="numeric" dir="ltr" />
      <TextField {...field('phone')} label={t('definitions.manufacturer.phone')} type="tel" inputMode="tel" dir="ltr" />
      <TextField {...field('email')} label={t('definitions.manufacturer.email')} type="email" inputMode="email" dir="ltr" />
      <TextField {...field('website')} label={t('definitions.manufacturer.website')} dir="ltr" />
      <TextField {...field('address')} label={t('definitions.manufacturer.address')} />
      {maker && <ActiveSwitch checked={active} onChange={setActive} />}
    </FormShell>
  );
}

/** /stok/uretici/yeni and /stok/uretici/duzen/{id}: a manufacturer or publisher. */
export function ManufacturerFormPage({ route, id }: { route: string; id?: number }) {
  return (
    <EditLoader kind="manufacturer" id={id}>
      {(maker) => <ManufacturerForm key={maker?.id ?? 'new'} route={route} maker={maker} />}
    </EditLoader>
  );
}
