import { Button, Callout, Card, FormGroup, H3, HTMLSelect, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { allowedByRoles, B2B_SHOP_WRITE_ROLES } from '../../../domain/roles';
import { STOCK_DISPLAYS, type ShopSettings } from '../../../domain/schemas/b2b-shop';
import { useShopSettings } from '../../api/fetchB2bShop';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useSaveShopSettings } from '../../api/saveB2bShop';
import { useT } from '../../i18n/useT';
import { formErrors } from '../common/listHelpers';

/**
 * /b2b/ayar: the shop's host, name, logo, colours, what it publishes, how it shows prices and stock, and the minimum
 * order; /b2b/odemetipleri: the payment types it offers; /b2b/modul/caristokview: what a dealer's own page shows (the
 * stock display, its statement, its invoices). The same settings, saved with their version.
 */
const TITLES = { shop: 'route.b2bSettings', payments: 'route.b2bPaymentTypes', dealerView: 'route.b2bDealerView' } as const;

export function ShopSettingsPage({ part }: { part: 'shop' | 'payments' | 'dealerView' }) {
  const t = useT();
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(B2B_SHOP_WRITE_ROLES, roles);
  const [draft, setDraft] = useState<ShopSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  if (!draft) return <Spinner size={32} />;
  const set = (patch: Partial<ShopSettings>) => {
    setSaved(false);
    setDraft((d) => d && { ...d, ...patch });
  };
  const onSave = () => {
    setErrors({});
    save.mutate(draft, { onSuccess: () => setSaved(true), onError: (err) => setErrors(formErrors(err)) });
  };
  const text = (name: 'host' | 'name' | 'logoUrl' | 'primaryColour' | 'accentColour' | 'minimumOrder', labelKey: string) => (
    <FormGroup label={t(labelKey)} labelFor={`b2b-${name}`} helperText={errors[name]} intent={errors[name] ? 'danger' : 'none'}>
      <InputGroup
        id={`b2b-${name}`}
        name={name}
        dir={name === 'name' ? undefined : 'ltr'}
        disabled={!mayWrite}
        value={draft[name] ?? ''}
        onChange={(e) => set({ [name]: name === 'host' ? e.target.value || null : e.target.value })}
      />
    </FormGroup>
  );
  const flag = (
    name: 'publishAll' | 'pricesWithVat' | 'onAccountOffered' | 'transferOffered' | 'cardOffered' | 'showStatement' | 'showInvoices',
    labelKey: string,
  ) => <Switch disabled={!mayWrite} label={t(labelKey)} checked={draft[name]} onChange={(e) => set({ [name]: e.currentTarget.checked })} />;
  const stockDisplay = (
    <FormGroup label={t('b2b.label.stockDisplay')} labelFor="b2b-stockDisplay">
      <HTMLSelect
        id="b2b-stockDisplay"
        disabled={!mayWrite}
        value={draft.stockDisplay}
        options={STOCK_DISPLAYS.map((v) => ({ value: v, label: t(`b2b.stock.${v}`) }))}
        onChange={(e) => set({ stockDisplay: e.target.value as ShopSettings['stockDisplay'] })}
      />
    </FormGroup>
  );
  return (
    <Card className="b2b-settings">
      <H3>{t(TITLES[part])}</H3>
      {part === 'dealerView' ? (
        <>
          <p className="bp6-text-muted">{t('b2b.dealerViewIntro')}</p>
          {stockDisplay}
          {flag('showStatement', 'b2b.label.showStatement')}
          {flag('showInvoices', 'b2b.label.showInvoices')}
        </>
      ) : part === 'shop' ? (
        <>
          {text('host', 'b2b.label.host')}
          {text('name', 'b2b.label.name')}
          {text('logoUrl', 'b2b.label.logoUrl')}
          {text('primaryColour', 'b2b.label.primaryColour')}
          {text('accentColour', 'b2b.label.accentColour')}
          {flag('publishAll', 'b2b.label.publishAll')}
          {!draft.publishAll && (
            <FormGroup label={t('b2b.label.publishedGroupIds')} helperText={errors.publishedGroupIds}>
              <InputGroup
                name="publishedGroupIds"
                dir="ltr"
                disabled={!mayWrite}
                value={draft.publishedGroupIds.join(', ')}
                onChange={(e) =>
                  set({
                    publishedGroupIds: e.target.value
                      .split(/[\s,]+/)
                      .filter(Boolean)
                      .map(Number),
                  })
                }
              />
            </FormGroup>
          )}
          {flag('pricesWithVat', 'b2b.label.pricesWithVat')}
          {text('minimumOrder', 'b2b.label.minimumOrder')}
          {stockDisplay}
        </>
      ) : (
        <>
          {flag('onAccountOffered', 'b2b.payment.onAccount')}
          {flag('transferOffered', 'b2b.payment.transfer')}
          {flag('cardOffered', 'b2b.payment.card')}
          <Callout>{t('b2b.cardNeedsPos')}</Callout>
        </>
      )}
      {errors.form && <Callout intent="danger">{errors.form}</Callout>}
      {saved && <Callout intent="success">{t('b2b.saved')}</Callout>}
      {mayWrite && <Button intent="primary" text={t('library.save')} loading={save.isPending} onClick={onSave} />}
    </Card>
  );
}
