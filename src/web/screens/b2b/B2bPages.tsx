import { allowedByRoles, B2B_SHOP_WRITE_ROLES } from '../../../domain/roles';
import type { CargoOption, Dealer, ShopBankAccount } from '../../../domain/schemas/b2b-shop';
import { useCargoOptions, useDealers, useShopBankAccounts } from '../../api/fetchB2bShop';
import { useUiSettings } from '../../api/fetchUiSettings';
import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ShopRecordList } from './ShopRecordList';
import { ShopOrdersPage } from './ShopOrdersPage';
import { ShopSettingsPage } from './ShopSettingsPage';
import { ContentPageEditor, ContentPageList } from './ContentPages';
import { PublishingPage } from './PublishingPage';
import { ReviewsPage } from './ReviewsPage';
import { ShopCampaignsPage } from './ShopCampaignsPage';

const blankToNull = (v: string | boolean) => (typeof v === 'string' && v.trim() === '' ? null : v);

function useMayWrite() {
  return allowedByRoles(B2B_SHOP_WRITE_ROLES, useUiSettings().data?.authorizedUser.roles ?? []);
}

/** /b2b/kargotanimlari: the delivery options a dealer chooses from at checkout. */
function CargoOptionsPage() {
  const rows = useCargoOptions().data;
  return (
    <ShopRecordList<CargoOption>
      kind="cargo-options"
      titleKey="route.b2bCargo"
      rows={rows}
      rowKey={(r) => r.id}
      mayWrite={useMayWrite()}
      columns={[
        { key: 'name', headerKey: 'b2b.label.cargoName', cell: (r) => r.name },
        { key: 'price', headerKey: 'b2b.label.cargoPrice', cell: (r) => r.price },
        { key: 'freeAbove', headerKey: 'b2b.label.freeAbove', cell: (r) => r.freeAbove ?? '' },
        { key: 'active', headerKey: 'b2b.label.active', cell: (r) => (r.active ? '✓' : '') },
      ]}
      fields={[
        { name: 'name', labelKey: 'b2b.label.cargoName', kind: 'text' },
        { name: 'price', labelKey: 'b2b.label.cargoPrice', kind: 'text' },
        { name: 'freeAbove', labelKey: 'b2b.label.freeAbove', kind: 'text' },
        { name: 'active', labelKey: 'b2b.label.active', kind: 'flag' },
      ]}
      empty={{ name: '', price: '', freeAbove: '', active: true }}
      draftOf={(r) => ({ name: r.name, price: r.price, freeAbove: r.freeAbove ?? '', active: r.active })}
      target={(_, editing) => ({ id: editing?.id ?? null, isNew: !editing })}
      toBody={(d, editing) => ({ ...d, freeAbove: blankToNull(d.freeAbove!), ...(editing ? { version: editing.version } : {}) })}
    />
  );
}

/** /b2b/havalehesaplari: the bank accounts a dealer may pay a transfer into. */
function BankAccountsPage() {
  const rows = useShopBankAccounts().data;
  return (
    <ShopRecordList<ShopBankAccount>
      kind="bank-accounts"
      titleKey="route.b2bBankAccounts"
      rows={rows}
      rowKey={(r) => r.id}
      mayWrite={useMayWrite()}
      columns={[
        { key: 'bankName', headerKey: 'b2b.label.bankName', cell: (r) => r.bankName },
        { key: 'holder', headerKey: 'b2b.label.holder', cell: (r) => r.holder },
        { key: 'iban', headerKey: 'b2b.label.iban', cell: (r) => <span dir="ltr">{r.iban}</span> },
        { key: 'active', headerKey: 'b2b.label.active', cell: (r) => (r.active ? '✓' : '') },
      ]}
      fields={[
        { name: 'bankName', labelKey: 'b2b.label.bankName', kind: 'text' },
        { name: 'holder', labelKey: 'b2b.label.holder', kind: 'text' },
        { name: 'iban', labelKey: 'b2b.label.iban', kind: 'text' },
        { name: 'active', labelKey: 'b2b.label.active', kind: 'flag' },
      ]}
      empty={{ bankName: '', holder: '', iban: '', active: true }}
      draftOf={(r) => ({ bankName: r.bankName, holder: r.holder, iban: r.iban, active: r.active })}
      target={(_, editing) => ({ id: editing?.id ?? null, isNew: !editing })}
      toBody={(d, editing) => ({ ...d, ...(editing ? { version: editing.version } : {}) })}
    />
  );
}

/** /b2b/bayiler: current accounts given a shop log-in; the company sets their password. */
function DealersPage() {
  const rows = useDealers().data;
  return (
    <ShopRecordList<Dealer>
      kind="dealers"
      titleKey="route.b2bDealers"
      rows={rows}
      rowKey={(r) => r.accountId}
      mayWrite={useMayWrite()}
      columns={[
        { key: 'accountName', headerKey: 'b2b.label.account', cell: (r) => r.accountName },
        { key: 'email', headerKey: 'b2b.label.email', cell: (r) => <span dir="ltr">{r.email}</span> },
        { key: 'active', headerKey: 'b2b.label.active', cell: (r) => (r.active ? '✓' : '') },
      ]}
      fields={[
        { name: 'accountId', labelKey: 'b2b.label.account', kind: 'account' },
        { name: 'email', labelKey: 'b2b.label.email', kind: 'text' },
        { name: 'password', labelKey: 'b2b.label.password', kind: 'password' },
        { name: 'active', labelKey: 'b2b.label.active', kind: 'flag' },
      ]}
      empty={{ accountId: '', email: '', password: '', active: true }}
      draftOf={(r) => ({ accountId: String(r.accountId), email: r.email, password: '', active: r.active })}
      target={(d) => ({ id: Number(d.accountId) || 0, isNew: false })}
      toBody={(d) => ({ email: d.email, active: d.active, ...(d.password ? { password: d.password } : {}) })}
    />
  );
}

/** Route group "b2b": the shop's back office, its own lazily loaded chunk. */
export default function B2bPages({ route }: PageProps) {
  const mayWrite = useMayWrite();
  if (route.path === '/b2b/ayar') return <ShopSettingsPage part="shop" />;
  if (route.path === '/b2b/odemetipleri') return <ShopSettingsPage part="payments" />;
  if (route.path === '/b2b/kargotanimlari') return <CargoOptionsPage />;
  if (route.path === '/b2b/havalehesaplari') return <BankAccountsPage />;
  if (route.path === '/b2b/bayiler') return <DealersPage />;
  if (route.path === '/b2b/islem') return <ShopOrdersPage mayWrite={mayWrite} />;
  if (route.path === '/b2b/ayarList') return <PublishingPage mayWrite={mayWrite} />;
  if (route.path === '/b2b/kampanya') return <ShopCampaignsPage mayWrite={mayWrite} />;
  if (route.path === '/b2b/iceriksayfalari') return <ContentPageList mayWrite={mayWrite} />;
  if (route.path === '/b2b/iceriksayfalari/yeni') return <ContentPageEditor key="new" id={null} mayWrite={mayWrite} />;
  if (route.pattern === '/b2b/iceriksayfalari/duzen/{id}') return <ContentPageEditor key={route.path} id={Number(route.params?.id)} mayWrite={mayWrite} />;
  if (route.path === '/b2b/yorum') return <ReviewsPage mayWrite={mayWrite} />;
  if (route.path === '/b2b/modul/caristokview') return <ShopSettingsPage part="dealerView" />;
  return <PlaceholderPage route={route} />;
}
