import { Switch } from '@blueprintjs/core';
import { useT } from '../../../i18n/useT';

/** "Active" of a definition, with why there is no delete: products may use it. */
export function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const t = useT();
  return (
    <div style={{ marginBottom: 15 }}>
      <Switch
        name="active"
        checked={checked}
        label={t('definitions.activeLabel')}
        onChange={(e) => onChange(e.currentTarget.checked)}
        data-testid="active-switch"
      />
      <div className="bp6-text-muted bp6-text-small">{t('definitions.passiveNote')}</div>
    </div>
  );
}
