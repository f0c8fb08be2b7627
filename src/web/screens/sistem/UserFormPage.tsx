import { Callout, Card, Checkbox, FormGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { PERMISSIONS, ROLES } from '../../../domain/roles';
import type { UserView } from '../../../domain/schemas/users';
import { useUsers } from '../../api/fetchUsers';
import { useSaveUser, type UserFields } from '../../api/saveUser';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { TextField } from '../common/FormField';
import { FormShell } from '../common/FormShell';
import { formErrors } from '../common/listHelpers';

export type UserFormMode = 'new' | 'edit' | 'copy';

const EMPTY: UserFields = { name: '', email: '', password: '', roles: [], permissions: [], authorizedIps: '', expiredPassword: false, active: true };

/** The form's values of a saved user: only what the form sends (no id or version), the password left empty. */
const fieldsOf = (u: UserView): UserFields => ({
  name: u.name,
  email: u.email,
  password: '',
  roles: u.roles,
  permissions: u.permissions,
  authorizedIps: u.authorizedIps,
  expiredPassword: u.expiredPassword,
  active: u.active,
});

/** /sistem/kullanici/yeni, duzen/{id} (PUT with its version) and cogalt/{id} (a new user with the same roles and permissions). */
export function UserFormPage({ mode, path, id }: { mode: UserFormMode; path: string; id?: number }) {
  const t = useT();
  const users = useUsers();
  if (mode === 'new') return <UserForm mode="new" path={path} title={t('route.userNew')} source={null} />;
  if (!users.data) return <Spinner size={32} />;
  const source = users.data.find((u) => u.id === id);
  if (!source) {
    return (
      <Card className="defter-page" data-route={path}>
        <Callout intent="danger">{t('errors.NF10004')}</Callout>
      </Card>
    );
  }
  const title = t(mode === 'edit' ? 'users.editOf' : 'users.copyOf', { name: source.name });
  return <UserForm key={`${source.id}:${source.version}`} mode={mode} path={path} title={title} source={source} />;
}

function UserForm({ mode, path, title, source }: { mode: UserFormMode; path: string; title: string; source: UserView | null }) {
  const t = useT();
  const save = useSaveUser();
  const [v, setV] = useState<UserFields>(() => (source ? { ...fieldsOf(source), ...(mode === 'copy' ? { name: '', email: '' } : {}) } : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const set =
    <K extends keyof UserFields>(k: K) =>
    (value: UserFields[K]) => {
      setV((s) => ({ ...s, [k]: value }));
      setErrors((e) => ({ ...e, [k]: '' }));
    };
  const toggle = (k: 'roles' | 'permissions', item: string) => (on: boolean) => set(k)(on ? [...v[k], item] : v[k].filter((x) => x !== item));
  const passwordRequired = mode !== 'edit';
  const readOnlyRights = mode === 'copy';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const req: Record<string, string> = {};
    const required: ('name' | 'email' | 'password')[] = passwordRequired ? ['name', 'email', 'password'] : ['name', 'email'];
    for (const f of required) if (!(v[f] ?? '').trim()) req[f] = t('validation.required');
    if (v.roles.length === 0) req.roles = t('validation.userRolesRequired');
    setErrors(req);
    setMissing(Object.keys(req).length > 0);
    if (Object.keys(req).length) return;
    const call =
      mode === 'new'
        ? { mode, fields: v }
        : mode === 'copy'
          ? { mode, sourceId: source!.id, fields: v }
          : { mode, id: source!.id, version: source!.version, fields: v };
    save.mutate(call, {
      onSuccess: () => navigate('/sistem/kullanici'),
      onError: (err) => setErrors(formErrors(err)),
    });
  };
  const known = new Set(['name', 'email', 'password', 'roles', 'permissions', 'authorizedIps', 'active']);
  const other = Object.entries(errors)
    .filter(([k, m]) => m && !known.has(k))
    .map(([, m]) => m);

  return (
    <FormShell
      testId="user-form"
      route={path}
      title={title}
      backHref="/sistem/kullanici"
      backText={t('route.userList')}
      requiredText={t('errors.VA10022')}
      saveText={t('users.save')}
      missing={missing}
      other={other}
      saving={save.isPending}
      onSubmit={onSubmit}
    >
      <TextField name="name" label={t('users.name')} required autoFocus value={v.name} onChange={set('name')} error={errors.name || undefined} />
      <TextField
        name="email"
        label={t('users.email')}
        required
        type="email"
        inputMode="email"
        dir="ltr"
        value={v.email}
        onChange={set('email')}
        error={errors.email || undefined}
      />
      <TextField
        name="password"
        label={t(mode === 'edit' ? 'users.newPassword' : 'users.password')}
        required={passwordRequired}
        type="password"
        help={t('users.passwordPolicy')}
        value={v.password ?? ''}
        onChange={set('password')}
        error={errors.password || undefined}
      />
      {mode !== 'copy' && (
        <TextField
          name="authorizedIps"
          label={t('users.authorizedIps')}
          dir="ltr"
          help={t('users.authorizedIpsHelp')}
          value={v.authorizedIps}
          onChange={set('authorizedIps')}
          error={errors.authorizedIps || undefined}
        />
      )}
      <FormGroup
        label={t('users.roles')}
        labelInfo="*"
        intent={errors.roles ? 'danger' : 'none'}
        helperText={errors.roles ? <span data-testid="error-roles">{errors.roles}</span> : undefined}
      >
        {ROLES.map((r) => (
          <Checkbox
            key={r}
            name={`role-${r}`}
            label={t(`users.role.${r}`)}
            disabled={readOnlyRights}
            checked={v.roles.includes(r)}
            onChange={(e) => toggle('roles', r)(e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
      <FormGroup label={t('users.permissions')} helperText={errors.permissions || (readOnlyRights ? t('users.copyKeepsRights') : undefined)}>
        {PERMISSIONS.map((p) => (
          <Checkbox
            key={p}
            name={`permission-${p}`}
            label={t(`users.permission.${p}`)}
            disabled={readOnlyRights}
            checked={v.permissions.includes(p)}
            onChange={(e) => toggle('permissions', p)(e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
      {mode !== 'copy' && (
        <FormGroup label={t('users.status')} helperText={errors.active || undefined} intent={errors.active ? 'danger' : 'none'}>
          <Checkbox
            name="expiredPassword"
            label={t('users.expiredPassword')}
            checked={v.expiredPassword}
            onChange={(e) => set('expiredPassword')(e.currentTarget.checked)}
          />
          {mode === 'edit' && <Checkbox name="active" label={t('users.active')} checked={v.active} onChange={(e) => set('active')(e.currentTarget.checked)} />}
        </FormGroup>
      )}
    </FormShell>
  );
}
