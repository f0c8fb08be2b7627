import { HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

interface UserRow {
  id: number;
  name: string;
  email: string;
  roles: readonly string[];
  active: boolean;
}

/** Users with their roles and state, each row ending in the page's own actions (a spinner until they come). */
export function UserTable<U extends UserRow>(p: { users: readonly U[] | undefined; rowTestId: string; actions: (user: U) => ReactNode }) {
  const t = useT();
  if (!p.users) return <Spinner size={32} />;
  return (
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
          {p.users.map((u) => (
            <tr key={u.id} data-testid={p.rowTestId} data-email={u.email}>
              <td>{u.name}</td>
              <td dir="ltr">{u.email}</td>
              <td>{u.roles.map((r) => t(`users.role.${r}`)).join(', ')}</td>
              <td>
                <Tag minimal intent={u.active ? 'success' : 'none'}>
                  {t(u.active ? 'users.active' : 'users.inactive')}
                </Tag>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{p.actions(u)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
