import { Tag } from '@blueprintjs/core';
import type { Definition } from '../../../../domain/schemas/definitions';
import { useDefinitions, type DefinitionQuery } from '../../../api/fetchDefinitions';
import { useT } from '../../../i18n/useT';
import { routePath } from '../../../routes/routeTable';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../../common/DefinitionAuthority';
import { MasterList, type Column } from '../../common/MasterList';
import { definitionListTexts } from './listTexts';
import { StatusTag } from './StatusTag';

const useManufacturers = (query: DefinitionQuery) => useDefinitions('manufacturer', query);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** /stok/uretici: manufacturers and publishers in Turkish order; a name opens its edit form. */
export function ManufacturerListPage({ path }: { path: string }) {
  const t = useT();
  const definitions = useDefinitionAuthority();
  const columns: Column<Definition>[] = [
    { key: 'name', header: t('definitions.col.name'), cell: (m) => <a href={`#${routePath('/stok/uretici/duzen/{id}', { id: String(m.id) })}`}>{m.name}</a> },
    {
      key: 'publisher',
      header: t('definitions.col.publisher'),
      cell: (m) =>
        m.isPublisher === true ? (
          <Tag minimal intent="primary" data-testid="publisher-tag">
            {t('definitions.manufacturer.publisherTag')}
          </Tag>
        ) : null,
    },
    { key: 'phone', header: t('definitions.col.phone'), cell: (m) => <span dir="ltr">{text(m.phone)}</span> },
    { key: 'website', header: t('definitions.col.website'), cell: (m) => <span dir="ltr">{text(m.website)}</span> },
    { key: 'status', header: t('definitions.col.status'), cell: (m) => <StatusTag active={m.active} /> },
  ];
  return (
    <MasterList<Definition>
      path={path}
      newPath={definitions.may ? '/stok/uretici/yeni' : undefined}
      notice={<DefinitionAuthorityNote />}
      testId="manufacturer-list"
      columns={columns}
      rowKey={(m) => m.id}
      rowProps={(m) => ({ 'data-id': String(m.id), 'data-name': m.name })}
      useRows={useManufacturers}
      texts={definitionListTexts(t, t('route.stockManufacturers'), t('definitions.manufacturer.new'))}
    />
  );
}
