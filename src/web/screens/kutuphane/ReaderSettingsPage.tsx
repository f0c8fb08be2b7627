import { Button, Callout, Card, Checkbox, FormGroup, H3, InputGroup, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { allowedByRoles, READER_SETTINGS_WRITE_ROLES } from '../../../domain/roles';
import { READER_FIELDS, type ReaderSettings } from '../../../domain/schemas/reader';
import { useReaderSettings } from '../../api/fetchReaderSettings';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useSaveReaderSettings } from '../../api/saveReaderSettings';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../common/listHelpers';

/**
 * /okuyucu/ayarlar (the library's managers): what the reader area shows of a title, whether readers may place holds
 * there, the host readers open, and the opening hours and notices of its home.
 */
export function ReaderSettingsPage() {
  const t = useT();
  const settings = useReaderSettings();
  const save = useSaveReaderSettings();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(READER_SETTINGS_WRITE_ROLES, roles);
  const [draft, setDraft] = useState<ReaderSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  if (!draft) return <Spinner size={32} />;
  const set = (patch: Partial<ReaderSettings>) => {
    setSaved(false);
    setDraft((d) => d && { ...d, ...patch });
  };
  const onSave = () => {
    setErrors({});
    save.mutate(draft, { onSuccess: () => setSaved(true), onError: (err) => setErrors(fieldErrors(err)) });
  };
  return (
    <Card className="reader-settings">
      <H3>{t('route.readerSettings')}</H3>
      <FormGroup
        label={t('reader.settings.host')}
        helperText={errors.host ?? t('reader.settings.hostHelp')}
        intent={errors.host ? 'danger' : 'none'}
        labelFor="reader-host"
      >
        <InputGroup
          id="reader-host"
          name="host"
          dir="ltr"
          disabled={!mayWrite}
          value={draft.host ?? ''}
          onChange={(e) => set({ host: e.target.value || null })}
        />
      </FormGroup>
      <FormGroup label={t('reader.settings.fields')} helperText={errors.fields}>
        {READER_FIELDS.map((f) => (
          <Checkbox
            key={f}
            inline
            disabled={!mayWrite}
            label={t(`reader.field.${f}`)}
            checked={draft.fields.includes(f)}
            onChange={(e) => set({ fields: e.currentTarget.checked ? [...draft.fields, f] : draft.fields.filter((x) => x !== f) })}
          />
        ))}
      </FormGroup>
      <Switch
        disabled={!mayWrite}
        label={t('reader.settings.holdsOffered')}
        checked={draft.holdsOffered}
        onChange={(e) => set({ holdsOffered: e.currentTarget.checked })}
      />
      <FormGroup label={t('reader.openingHours')} helperText={errors.openingHours} labelFor="reader-hours">
        <TextArea id="reader-hours" fill disabled={!mayWrite} value={draft.openingHours} onChange={(e) => set({ openingHours: e.target.value })} />
      </FormGroup>
      <FormGroup label={t('reader.settings.notices')} helperText={errors.notices} labelFor="reader-notices">
        <TextArea id="reader-notices" fill disabled={!mayWrite} value={draft.notices} onChange={(e) => set({ notices: e.target.value })} />
      </FormGroup>
      {saved && <Callout intent="success">{t('reader.settings.saved')}</Callout>}
      {mayWrite && <Button intent="primary" text={t('library.save')} loading={save.isPending} onClick={onSave} />}
      <p>
        <a href="#/okuyucu/urunarama" target="_blank" rel="noreferrer">
          {t('reader.settings.open')}
        </a>
      </p>
    </Card>
  );
}
