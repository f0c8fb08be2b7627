import { Button, Callout, Card, Checkbox, H3, H5, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { QR_MENU_LANGUAGES, type QrMenuLanguage } from '../../../../domain/qr-menu/limits';
import type { QrMenuSettings, QrMenuSettingsBody } from '../../../../domain/schemas/qr-menu';
import { useDefinitionOptions } from '../../../api/fetchDefinitionOptions';
import { useQrMenuSettings, useSaveQrMenuSettings } from '../../../api/qrMenu';
import { currentLang, LANG_NAMES } from '../../../i18n/lang';
import { useT } from '../../../i18n/useT';
import { formErrors } from '../../common/listHelpers';
import { QrMenuItems, type MenuItem } from './QrMenuItems';
import { QrMenuTables } from './QrMenuTables';
import './qrmenu.css';

type Hours = QrMenuSettingsBody['hours'];
const DEFAULT_DAY = { open: '08:00', close: '23:00' };

interface Form {
  enabled: boolean;
  host: string;
  guestOrders: boolean;
  languages: QrMenuLanguage[];
  hours: Hours;
  groupIds: number[];
  items: MenuItem[];
}

const formOf = (s: QrMenuSettings): Form => ({
  enabled: s.enabled,
  host: s.host ?? '',
  guestOrders: s.guestOrders,
  languages: s.languages,
  hours: s.hours.length === 7 ? s.hours : Array.from({ length: 7 }, () => ({ ...DEFAULT_DAY })),
  groupIds: s.groupIds,
  items: s.items.map((i) => ({ ...i, allergens: i.allergens.join(', ') })),
});

/** Monday first, in the user's language. */
const weekdayName = (day: number) =>
  new Intl.DateTimeFormat(currentLang(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 30 + day)));

/**
 * /qrmenu/ayar: the QR menu on or off, the host it answers on, whether guests may order (their orders wait on the
 * table's bill for the staff), the languages, the opening hours per weekday, the groups and products it shows, and
 * the tables whose QR codes are printed here.
 */
export function QrMenuSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useQrMenuSettings();
  const save = useSaveQrMenuSettings();
  const groups = useDefinitionOptions('category').data ?? [];
  const [form, setForm] = useState<Form | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setForm(formOf(settings.data));
  }, [settings.data]);
  const errors = formErrors(save.error);
  if (!form || !settings.data) return <Card className="defter-page" data-route={path} />;
  const set = (patch: Partial<Form>) => {
    setSaved(false);
    setForm({ ...form, ...patch });
  };
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  const submit = () =>
    save.mutate(
      {
        version: settings.data.version,
        enabled: form.enabled,
        host: form.host.trim() || null,
        guestOrders: form.guestOrders,
        languages: form.languages,
        hours: form.hours,
        groupIds: form.groupIds,
        items: form.items.map((i) => ({
          productId: i.productId,
          allergens: i.allergens
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
          texts: Object.fromEntries(Object.entries(i.texts).filter(([, v]) => v && (v.name.trim() || v.note.trim()))),
        })),
      },
      { onSuccess: () => setSaved(true) },
    );

  return (
    <Card className="defter-page qrmenu-page" data-testid="qrmenu-settings" data-route={path}>
      <H3>{t('route.qrMenuSettings')}</H3>
      <Checkbox checked={form.enabled} label={t('qrmenu.enabled')} data-testid="qrmenu-enabled" onChange={(e) => set({ enabled: e.currentTarget.checked })} />
      <Checkbox
        checked={form.guestOrders}
        label={t('qrmenu.guestOrders')}
        data-testid="qrmenu-guest-orders"
        onChange={(e) => set({ guestOrders: e.currentTarget.checked })}
      />
      <label className="qrmenu-label">
        {t('qrmenu.host')}
        <InputGroup dir="ltr" value={form.host} data-testid="qrmenu-host" onChange={(e) => set({ host: e.target.value })} />
        <small>{t('qrmenu.hostHint')}</small>
      </label>
      <H5>{t('qrmenu.languages')}</H5>
      <div className="qrmenu-row">
        {QR_MENU_LANGUAGES.map((lang) => (
          <Checkbox
            key={lang}
            inline
            checked={form.languages.includes(lang)}
            label={LANG_NAMES[lang]}
            onChange={(e) => set({ languages: toggle(form.languages, lang, e.currentTarget.checked) })}
          />
        ))}
      </div>
      <H5>{t('qrmenu.hours')}</H5>
      <div className="qrmenu-hours">
        {form.hours.map((day, n) => (
          <div className="qrmenu-row" key={n} data-testid="qrmenu-day">
            <span className="qrmenu-day">{weekdayName(n)}</span>
            <Checkbox
              inline
              checked={day === null}
              label={t('qrmenu.closedDay')}
              onChange={(e) => set({ hours: form.hours.map((d, i) => (i === n ? (e.currentTarget.checked ? null : { ...DEFAULT_DAY }) : d)) })}
            />
            {day && (
              <>
                <input
                  type="time"
                  value={day.open}
                  className="bp6-input"
                  aria-label={`${weekdayName(n)}: ${t('qrmenu.opensAt')}`}
                  onChange={(e) => set({ hours: form.hours.map((d, i) => (i === n ? { ...day, open: e.target.value } : d)) })}
                />
                <input
                  type="time"
                  value={day.close}
                  className="bp6-input"
                  aria-label={`${weekdayName(n)}: ${t('qrmenu.closesAt')}`}
                  onChange={(e) => set({ hours: form.hours.map((d, i) => (i === n ? { ...day, close: e.target.value } : d)) })}
                />
              </>
            )}
          </div>
        ))}
      </div>
      <H5>{t('qrmenu.groups')}</H5>
      <small>{t('qrmenu.groupsHint')}</small>
      <div className="qrmenu-groups">
        {groups.map((g) => (
          <Checkbox
            key={g.id}
            inline
            checked={form.groupIds.includes(g.id)}
            label={g.name}
            onChange={(e) => set({ groupIds: toggle(form.groupIds, g.id, e.currentTarget.checked) })}
          />
        ))}
      </div>
      <H5>{t('qrmenu.products')}</H5>
      <QrMenuItems items={form.items} languages={form.languages.filter((l) => l !== 'tr')} onChange={(items) => set({ items })} />
      {Object.entries(errors).map(([field, message]) => (
        <Callout key={field} intent="danger" data-testid="qrmenu-error">
          {message}
        </Callout>
      ))}
      {saved && <Callout intent="success">{t('qrmenu.saved')}</Callout>}
      <Button intent="primary" icon="floppy-disk" text={t('qrmenu.save')} loading={save.isPending} data-testid="qrmenu-save" onClick={submit} />
      <QrMenuTables host={settings.data.host} />
    </Card>
  );
}
