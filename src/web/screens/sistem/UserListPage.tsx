import { AnchorButton, Card, H3, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useUsers } from '../../api/fetchUsers';
import { useT } from '../../i18n/useT';

/** /sistem/kullanici: the company's users with their roles, each to edit or to copy into a new user. */
export function UserListPage({ path }: { path: string }) {
  const t = useT();
  const users = useUsers();
  return (
    <Card className="defter-page" data-testid="user-list" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: 1 }}>{t('route.userList')}</H3>
        <AnchorButton href="#/sistem/kullanici/yeni" intent="primary" icon="add" text={t('users.new')} data-testid="user-new" />
      </div>
      {!users.data ? (
        <Spinner size={32} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('users.name')}</th>
                <th>{t('users.email')}</th>
                <th>{t('users.roles')}</th>
                <th>{t('users.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id} data-testid="user-row" data-email={u.email}>
                  <td>{u.name}</td>
                  <td dir="ltr">{u.email}</td>
                  <td>{u.roles.map((r) => t(`users.role.${r}`)).join(', ')}</td>
                  <td>
                    <Tag minimal intent={u.active ? 'success' : 'none'}>
                      {t(u.active ? 'users.active' : 'users.inactive')}
                    </Tag>
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <AnchorButton minimal small icon="edit" href={`#/sistem/kullanici/duzen/${u.id}`} text={t('users.edit')} data-testid="user-edit" />
                    <AnchorButton minimal small icon="duplicate" href={`#/sistem/kullanici/cogalt/${u.id}`} text={t('users.copy')} data-testid="user-copy" />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
