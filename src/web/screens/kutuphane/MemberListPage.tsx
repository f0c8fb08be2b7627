import { AnchorButton, Card, H3, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';
import { useLibraryMembers } from '../../api/fetchLibraryMembers';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';

/** /kutuphane/list: the library's members by card number, name or institution. */
export function MemberListPage({ path }: { path: string }) {
  const t = useT();
  const [q, setQ] = useState('');
  const members = useLibraryMembers(q);
  // the auditor reads the members: a new one is for those whose page /kutuphane/yeni is
  const mayAdd = useMayOpen('/kutuphane/yeni');
  return (
    <Card className="defter-page" data-testid="library-members" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: 1 }}>{t('route.libraryMembers')}</H3>
        <InputGroup type="search" placeholder={t('library.searchMembers')} value={q} onChange={(e) => setQ(e.target.value)} data-testid="members-search" />
        {mayAdd && <AnchorButton href="#/kutuphane/yeni" intent="primary" icon="add" text={t('library.newMember')} data-testid="member-new" />}
      </div>
      {!members.data ? (
        <Spinner size={32} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('library.column.cardNumber')}</th>
                <th>{t('library.field.name')}</th>
                <th>{t('library.field.category')}</th>
                <th>{t('library.field.institution')}</th>
                <th>{t('library.field.expiresOn')}</th>
                <th>{t('library.loansColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {members.data.items.map((m) => (
                <tr key={m.id} data-testid="member-row">
                  <td dir="ltr">
                    <a href={`#/kutuphane/duzen/${m.id}`}>{m.cardNumber}</a>
                  </td>
                  <td>
                    {m.name}{' '}
                    {!m.active && (
                      <Tag minimal intent="danger">
                        {t('library.inactive')}
                      </Tag>
                    )}
                  </td>
                  <td>{t(`library.category.${m.category}`)}</td>
                  <td>{m.institution}</td>
                  <td>{formatDate(m.expiresOn)}</td>
                  <td>{m.loans}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
