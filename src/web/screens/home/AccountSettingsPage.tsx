import { Button, Card, FormGroup, H3, H5, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { OwnSettings } from '../../../domain/schemas/user-settings';
import { showNotice } from '../../api/errorBus';
import { useCashBoxes } from '../../api/fetchCashBoxes';
import { useOwnSettings } from '../../api/fetchOwnSettings';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useSaveOwnSettings } from '../../api/saveOwnSettings';
import { changeLang, currentLang, isLang, LANG_NAMES, LANGS } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { changeTheme, currentTheme, THEMES, type Theme } from '../../theme/theme';
import { fieldErrors } from '../common/listHelpers';
import { PasswordForm } from '../common/PasswordForm';
import { mayBackUp } from '../../../domain/roles';
import { BackupCard } from './BackupCard';

/** /hesap_ayar: the signed-in user's own settings: language and theme (this browser), default cash box and warehouse, password. */
export function AccountSettingsPage() {
  const t = useT();
  const ui = useUiSettings().data;
  const own = useOwnSettings();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  if (!ui || !own.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route="/hesap_ayar" data-testid="account-settings" style={{ maxWidth: 620 }}>
      <H3>{t('route.accountSettings')}</H3>
      <FormGroup label={t('layout.language')} labelFor="f-lang" helperText={t('accountSettings.browserHelp')}>
        <HTMLSelect
          id="f-lang"
          name="lang"
          fill
          value={currentLang()}
          onChange={(e) => {
            if (isLang(e.target.value)) changeLang(e.target.value);
          }}
        >
          {LANGS.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('layout.theme')} labelFor="f-theme">
        <HTMLSelect
          id="f-theme"
          name="theme"
          fill
          value={theme}
          onChange={(e) => {
            const next = e.target.value as Theme;
            changeTheme(next);
            setTheme(next);
          }}
        >
          {THEMES.map((th) => (
            <option key={th} value={th}>
              {t(`theme.${th}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <DefaultsForm key={`${own.data.defaultCashBoxId}:${own.data.defaultWarehouseId}`} settings={own.data} />
      <H5 style={{ marginTop: 24 }}>{t('profile.changePassword')}</H5>
      <PasswordForm email={ui.authorizedUser.email} askCurrent />
      {mayBackUp(ui.authorizedUser.permissions) && <BackupCard />}
    </Card>
  );
}

function DefaultsForm({ settings }: { settings: OwnSettings }) {
  const t = useT();
  const boxes = (useCashBoxes().data ?? []).filter((b) => b.kind === 'cash');
  const warehouses = useWarehouses().data ?? [];
  const save = useSaveOwnSettings();
  const [box, setBox] = useState(settings.defaultCashBoxId === null ? '' : String(settings.defaultCashBoxId));
  const [warehouse, setWarehouse] = useState(settings.defaultWarehouseId === null ? '' : String(settings.defaultWarehouseId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { defaultCashBoxId: box ? Number(box) : null, defaultWarehouseId: warehouse ? Number(warehouse) : null },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('accountSettings.saved'), timeout: 3000 }),
        onError: (err) => setErrors(fieldErrors(err)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="own-defaults">
      <FormGroup
        label={t('accountSettings.defaultCashBox')}
        labelFor="f-defaultCashBoxId"
        intent={errors.defaultCashBoxId ? 'danger' : 'none'}
        helperText={errors.defaultCashBoxId || t('accountSettings.defaultCashBoxHelp')}
      >
        <HTMLSelect id="f-defaultCashBoxId" name="defaultCashBoxId" fill value={box} onChange={(e) => setBox(e.target.value)}>
          <option value="">{t('accountSettings.companyDefault')}</option>
          {boxes.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('accountSettings.defaultWarehouse')}
        labelFor="f-defaultWarehouseId"
        intent={errors.defaultWarehouseId ? 'danger' : 'none'}
        helperText={errors.defaultWarehouseId || t('accountSettings.defaultWarehouseHelp')}
      >
        <HTMLSelect id="f-defaultWarehouseId" name="defaultWarehouseId" fill value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
          <option value="">{t('accountSettings.companyDefault')}</option>
          {warehouses.map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('accountSettings.save')} />
    </form>
  );
}
