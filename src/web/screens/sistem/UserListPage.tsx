import { AnchorButton, Card, H3 } from '@blueprintjs/core';
import { useUsers } from '../../api/fetchUsers';
import { useT } from '../../i18n/useT';
import { UserTable } from './UserTable';

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
      <UserTable
        users={users.data}
        rowTestId="user-row"
        actions={(u) => (
          <>
            <AnchorButton minimal small icon="edit" href={`#/sistem/kullanici/duzen/${u.id}`} text={t('users.edit')} data-testid="user-edit" />
            <AnchorButton minimal small icon="duplicate" href={`#/sistem/kullanici/cogalt/${u.id}`} text={t('users.copy')} data-testid="user-copy" />
          </>
        )}
      />
    </Card>
  );
}
