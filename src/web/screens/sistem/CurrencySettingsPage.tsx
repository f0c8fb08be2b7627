import { Card, H3, H4 } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';
import { BulletinActions } from './BulletinActions';
import { CurrencyFormatsTable } from './CurrencyFormatsTable';
import { ManualRateForm } from './ManualRateForm';
import { RateLookup } from './RateLookup';
import { StoredRatesList } from './StoredRatesList';

/** /sistem/paratanimlari: currencies and their formats, the central bank's bulletin, manual rates, stored rates by day. */
export function CurrencySettingsPage({ path }: { path: string }) {
  const t = useT();
  const section = { marginTop: 16 } as const;
  return (
    <Card className="defter-page" data-testid="currency-settings" data-route={path}>
      <H3>{t('route.currencySettings')}</H3>
      <H4 style={section}>{t('exchangeRates.page.currencies')}</H4>
      <CurrencyFormatsTable />
      <H4 style={section}>TCMB</H4>
      <BulletinActions />
      <H4 style={section}>{t('exchangeRates.page.manual')}</H4>
      <ManualRateForm />
      <H4 style={section}>{t('exchangeRates.page.lookup')}</H4>
      <RateLookup />
      <H4 style={section}>{t('exchangeRates.page.rates')}</H4>
      <StoredRatesList />
    </Card>
  );
}
