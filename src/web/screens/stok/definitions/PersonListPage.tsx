import { Tag } from '@blueprintjs/core';
import type { Definition } from '../../../../domain/schemas/definitions';
import { useDefinitions, type DefinitionQuery } from '../../../api/fetchDefinitions';
import { useT } from '../../../i18n/useT';
import { routePath } from '../../../routes/routeTable';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../../common/DefinitionAuthority';
import { MasterList, type Column } from '../../common/MasterList';
import { definitionListTexts } from './listTexts';
import { StatusTag } from './StatusTag';

const usePeople = (query: DefinitionQuery) => useDefinitions('person', query);

/** /stok/kisi: authors, translators and editors in Turkish order; a name opens its edit form. */
export function PersonListPage({ path }: { path: string }) {
  const t = useT();
  const definitions = useDefinitionAuthority();
  const columns: Column<Definition>[] = [
    { key: 'name', header: t('definitions.col.name'), cell: (p) => <a href={`#${routePath('/stok/kisi/duzen/{id}', { id: String(p.id) })}`}>{p.name}</a> },
    {
      key: 'roles',
      header: t('definitions.col.roles'),
      cell: (p) => (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
          {p.roles.map((r) => (
            <Tag key={r} minimal intent="primary">
              {t(`definitions.role.${r}`)}
            </Tag>
          ))}
        </span>
      ),
    },
    { key: 'birthYear', header: t('definitions.col.birthYear'), cell: (p) => (typeof p.birthYear === 'number' ? <span dir="ltr">{p.birthYear}</span> : null) },
    { key: 'status', header: t('definitions.col.status'), cell: (p) => <StatusTag active={p.active} /> },
  ];
  return (
    <MasterList<Definition>
      path={path}
      newPath={definitions.may ? '/stok/kisi/yeni' : undefined}
      notice={<DefinitionAuthorityNote />}
      testId="person-list"
      columns={columns}
      rowKey={(p) => p.id}
      rowProps={(p) => ({ 'data-id': String(p.id), 'data-name': p.name })}
      useRows={usePeople}
      texts={definitionListTexts(t, t('route.stockPeople'), t('definitions.person.new'))}
    />
  );
}
