import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import type { CatalogueEntry } from '../../../domain/schemas/catalogue';
import { VAT_RATES } from '../../../domain/schemas/masterdata';
import { useCatalogueEntry, useCatalogueManufacturers, useSaveCatalogueEntry } from '../../api/catalogue';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { routePath } from '../../routes/routeTable';
import { SelectField, TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { optional as opt, useMasterForm } from '../common/useMasterForm';

type Mode = 'new' | 'edit' | 'copy';

function EntryForm({ route, mode, entry }: { route: string; mode: Mode; entry?: CatalogueEntry }) {
  const t = useT();
  const makers = useCatalogueManufacturers();
  const form = useMasterForm(
    {
      isbn: mode === 'copy' ? '' : (entry?.isbn ?? ''),
      title: entry?.title ?? '',
      author: entry?.author ?? '',
      publisher: entry?.publisher ?? '',
      manufacturerId: entry?.manufacturerId ? String(entry.manufacturerId) : '',
      coverUrl: entry?.coverUrl ?? '',
      pageCount: entry?.pageCount ? String(entry.pageCount) : '',
      price: entry?.price ?? '',
      vatRate: String(entry?.vatRate ?? 0),
      description: entry?.description ?? '',
    },
    ['title'],
    t('validation.required'),
  );
  const save = useSaveCatalogueEntry();
  const { values, field } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const pages = opt(values.pageCount);
    const body = {
      isbn: opt(values.isbn) ?? null,
      title: values.title.trim(),
      author: opt(values.author) ?? null,
      publisher: opt(values.publisher) ?? null,
      manufacturerId: values.manufacturerId ? Number(values.manufacturerId) : null,
      coverUrl: opt(values.coverUrl) ?? null,
      // a number the server refuses with its own message when it is not a whole one
      pageCount: pages === undefined ? null : /^\d+$/.test(pages) ? Number(pages) : pages,
      price: opt(values.price) ?? null,
      vatRate: Number(values.vatRate),
      description: opt(values.description) ?? null,
      ...(mode === 'edit' && entry ? { version: entry.version } : {}),
    };
    save.mutate(
      { id: mode === 'edit' ? entry?.id : undefined, body },
      {
        onSuccess: (saved) => {
          showNotice({ kind: 'toast', intent: 'success', message: t('catalogue.saved', { name: saved.title }), timeout: 3000 });
          navigate(routePath('/kibourun/duzen/{id}', { id: saved.id }), { replace: mode !== 'edit' });
        },
        onError: (err) => form.showServerErrors(err),
      },
    );
  };

  const title = mode === 'edit' ? 'route.catalogueEntryEdit' : mode === 'copy' ? 'route.catalogueEntryCopy' : 'route.catalogueEntryNew';
  return (
    <FormShell
      testId="catalogue-entry-form"
      route={route}
      title={t(title)}
      backHref="/kibourun/list"
      backText={t('route.catalogueEntries')}
      requiredText={t('definitions.requiredAll')}
      saveText={t('catalogue.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextField {...field('title')} label={t('catalogue.title')} required autoFocus />
      <TextField {...field('isbn')} label={t('catalogue.isbn')} inputMode="numeric" dir="ltr" />
      <TextField {...field('author')} label={t('catalogue.author')} />
      <TextField {...field('publisher')} label={t('catalogue.publisher')} />
      <SelectField
        {...field('manufacturerId')}
        label={t('catalogue.manufacturer')}
        options={[{ value: '', label: t('catalogue.none') }, ...(makers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))]}
      />
      <TextField {...field('pageCount')} label={t('catalogue.pageCount')} inputMode="numeric" dir="ltr" />
      <TextField {...field('price')} label={t('catalogue.price')} inputMode="decimal" dir="ltr" />
      <SelectField {...field('vatRate')} label={t('catalogue.vatRate')} options={VAT_RATES.map((r) => ({ value: String(r), label: `%${r}` }))} />
      <TextField {...field('coverUrl')} label={t('catalogue.coverUrl')} type="url" dir="ltr" />
      <TextField {...field('description')} label={t('catalogue.description')} />
      {values.coverUrl.startsWith('https://') && <img src={values.coverUrl} alt={t('catalogue.coverUrl')} style={{ maxWidth: 120, maxHeight: 180 }} />}
    </FormShell>
  );
}

/** /kibourun/yeni, /kibourun/duzen/{id}, /kibourun/cogalt/{id} (a new entry filled from another, without its ISBN): the keeper's form. */
export function CatalogueEntryFormPage({ route, mode, id }: { route: string; mode: Mode; id?: number }) {
  const t = useT();
  const entry = useCatalogueEntry(mode === 'new' ? undefined : id);
  if (mode !== 'new' && entry.isError) return <NonIdealState icon="error" title={t('definitions.notFound')} />;
  if (mode !== 'new' && !entry.data) return <Spinner />;
  return <EntryForm key={`${mode}-${entry.data?.id ?? 'new'}-${entry.data?.version ?? 0}`} route={route} mode={mode} entry={entry.data} />;
}
