import { AnchorButton, Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import type { CatalogueManufacturer } from '../../../domain/schemas/catalogue';
import { useCatalogueManufacturers, useSaveCatalogueManufacturer } from '../../api/catalogue';
import { showNotice } from '../../api/errorBus';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { routePath } from '../../routes/routeTable';
import { TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { RowButton } from '../common/RowButton';
import { optional as opt, useMasterForm } from '../common/useMasterForm';

/** /kibourun/uretici: the catalogue's manufacturers, with how many entries name each. */
export function CatalogueManufacturersPage({ path }: { path: string }) {
  const t = useT();
  const { data } = useCatalogueManufacturers();
  return (
    <Card className="defter-page" data-testid="catalogue-manufacturers" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.catalogueManufacturers')}</H3>
        <AnchorButton href="#/kibourun/uretici/yeni" intent="primary" icon="plus" text={t('catalogue.newManufacturer')} data-testid="new-manufacturer" />
      </div>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>{t('catalogue.name')}</th>
              <th>{t('catalogue.note')}</th>
              <th style={{ textAlign: 'end' }}>{t('catalogue.entryCount')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data?.map((m) => (
              <tr key={m.id} data-testid="manufacturer-row">
                <td>{m.name}</td>
                <td>{m.note ?? ''}</td>
                <td style={{ textAlign: 'end' }}>{m.entryCount}</td>
                <td>
                  <RowButton
                    icon="edit"
                    text={t('catalogue.edit')}
                    onClick={() => navigate(routePath('/kibourun/uretici/duzen/{id}', { id: m.id }))}
                    testId="edit"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}

function ManufacturerForm({ route, maker }: { route: string; maker?: CatalogueManufacturer }) {
  const t = useT();
  const form = useMasterForm({ name: maker?.name ?? '', note: maker?.note ?? '' }, ['name'], t('validation.required'));
  const save = useSaveCatalogueManufacturer();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    const body = { name: form.values.name.trim(), note: opt(form.values.note) ?? null, ...(maker ? { version: maker.version } : {}) };
    save.mutate(
      { id: maker?.id, body },
      {
        onSuccess: (saved) => {
          showNotice({ kind: 'toast', intent: 'success', message: t('catalogue.saved', { name: saved.name }), timeout: 3000 });
          navigate('/kibourun/uretici');
        },
        onError: (err) => form.showServerErrors(err),
      },
    );
  };
  return (
    <FormShell
      testId="catalogue-manufacturer-form"
      route={route}
      title={t(maker ? 'route.catalogueManufacturerEdit' : 'route.catalogueManufacturerNew')}
      backHref="/kibourun/uretici"
      backText={t('route.catalogueManufacturers')}
      requiredText={t('definitions.requiredAll')}
      saveText={t('catalogue.save')}
      missing={form.missing}
      other={form.other}
      saving={save.isPending}
      onSubmit={submit}
    >
      <TextField {...form.field('name')} label={t('catalogue.name')} required autoFocus />
      <TextField {...form.field('note')} label={t('catalogue.note')} />
    </FormShell>
  );
}

/** /kibourun/uretici/yeni and /kibourun/uretici/duzen/{id} */
export function CatalogueManufacturerFormPage({ route, id }: { route: string; id?: number }) {
  const t = useT();
  const { data } = useCatalogueManufacturers();
  if (id !== undefined && !data) return <Spinner />;
  const maker = id === undefined ? undefined : data?.find((m) => m.id === id);
  if (id !== undefined && !maker) return <NonIdealState icon="error" title={t('definitions.notFound')} />;
  return <ManufacturerForm key={`${maker?.id ?? 'new'}-${maker?.version ?? 0}`} route={route} maker={maker} />;
}
