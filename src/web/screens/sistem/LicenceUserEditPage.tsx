import { Callout, Card, Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { PERMISSIONS, ROLES } from '../../../domain/roles';
import type { UserView } from '../../../domain/schemas/users';
import { useLicenceUsers, useSaveLicenceUser } from '../../api/licences';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { FormShell } from '../common/FormShell';
import { formErrors } from '../common/listHelpers';
import { useChosenCompany } from './LicenceUsersPage';

/** /modul/lisansyonetimi/kullanici/duzen/{id}?firma=: a user's roles, permissions and whether they are active, in any company the scope holds. */
export function LicenceUserEditPage({ path, id }: { path: string; id: number }) {
  const t = useT();
  const companyId = useChosenCompany();
  const users = useLicenceUsers(companyId);
  if (!users.data || companyId === null) return <Spinner size={32} />;
  const user = users.data.items.find((u) => u.id === id);
  if (!user) {
    return (
      <Card className="defter-page" data-route={path}>
        <Callout intent="danger">{t('errors.NF10004')}</Callout>
      </Card>
    );
  }
  return <LicenceUserForm key={`${user.id}:${user.version}`} path={path} companyId={companyId} companyName={users.data.company.name} user={user} />;
}

function LicenceUserForm({ path, companyId, companyName, user }: { path: string; companyId: number; companyName: string; user: UserView }) {
  const t = useT();
  const save = useSaveLicenceUser();
  const [roles, setRoles] = useState(user.roles);
  const [permissions, setPermissions] = useState(user.permissions);
  const [active, setActive] = useState(user.active);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (list: string[], set: (v: string[]) => void, item: string) => (on: boolean) => set(on ? [...list, item] : list.filter((x) => x !== item));
  const back = `/modul/lisansyonetimi/kullanicilist?firma=${companyId}`;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (roles.length === 0) return setErrors({ roles: t('validation.userRolesRequired') });
    save.mutate(
      { companyId, id: user.id, version: user.version, roles, permissions, active },
      { onSuccess: () => navigate(back), onError: (err) => setErrors(formErrors(err)) },
    );
  };
  const other = Object.entries(errors)
    .filter(([k, m]) => m && k !== 'roles')
    .map(([, m]) => m);

  return (
    <FormShell
      testId="licence-user-form"
      route={path}
      title={t('licences.userOf', { name: user.name, company: companyName })}
      backHref={back}
      backText={t('route.licenceUsers')}
      requiredText={t('errors.VA10022')}
      saveText={t('users.save')}
      missing={false}
      other={other}
      saving={save.isPending}
      onSubmit={onSubmit}
    >
      <FormGroup
        label={t('users.roles')}
        labelInfo="*"
        intent={errors.roles ? 'danger' : 'none'}
        helperText={errors.roles ? <span data-testid="error-roles">{errors.roles}</span> : undefined}
      >
        {ROLES.map((r) => (
          <Checkbox key={r} label={t(`users.role.${r}`)} checked={roles.includes(r)} onChange={(e) => toggle(roles, setRoles, r)(e.currentTarget.checked)} />
        ))}
      </FormGroup>
      <FormGroup label={t('users.permissions')}>
        {PERMISSIONS.map((p) => (
          <Checkbox
            key={p}
            label={t(`users.permission.${p}`)}
            checked={permissions.includes(p)}
            onChange={(e) => toggle(permissions, setPermissions, p)(e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
      <FormGroup label={t('users.status')}>
        <Checkbox name="active" label={t('users.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
      </FormGroup>
    </FormShell>
  );
}
