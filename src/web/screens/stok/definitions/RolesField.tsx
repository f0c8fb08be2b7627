import { Checkbox, FormGroup } from '@blueprintjs/core';
import { PERSON_ROLES } from '../../../../domain/schemas/definitions';
import { useT } from '../../../i18n/useT';

/** A person's roles as check boxes; the value is "author,editor" (the form keeps strings). */
export function RolesField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const t = useT();
  const chosen = new Set(value.split(',').filter(Boolean));
  const toggle = (role: string, on: boolean) => {
    if (on) chosen.add(role);
    else chosen.delete(role);
    onChange(PERSON_ROLES.filter((r) => chosen.has(r)).join(','));
  };
  return (
    <FormGroup
      label={t('definitions.person.roles')}
      labelInfo="*"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span data-testid="error-roles">{error}</span> : undefined}
      style={{ minWidth: 0 }}
    >
      <div role="group" aria-label={t('definitions.person.roles')} style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {PERSON_ROLES.map((r) => (
          <Checkbox
            key={r}
            name={`role-${r}`}
            checked={chosen.has(r)}
            label={t(`definitions.role.${r}`)}
            onChange={(e) => toggle(r, e.currentTarget.checked)}
            style={{ margin: 0 }}
          />
        ))}
      </div>
    </FormGroup>
  );
}
