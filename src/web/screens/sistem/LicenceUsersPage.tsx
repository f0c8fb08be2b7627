import { AnchorButton, Card, H3, HTMLSelect } from '@blueprintjs/core';
import { useHashSearch, navigate } from '../../routes/hashLocation';
import { useLicenceCompanies, useLicenceUsers } from '../../api/licences';
import { useT } from '../../i18n/useT';
import { UserTable } from './UserTable';

/** `?firma=` of the licence pages: the company chosen (the first the user may see when none). */
export function useChosenCompany(): number | null {
  const companies = useLicenceCompanies();
  const asked = Number(new URLSearchParams(useHashSearch()).get('firma'));
  if (Number.isInteger(asked) && asked > 0) return asked;
  return companies.data?.[0]?.id ?? null;
}

/** /modul/lisansyonetimi/kullanicilist: the users of a company (the provider chooses any company, an admin sees their own). */
export function LicenceUsersPage({ path }: { path: string }) {
  const t = useT();
  const companies = useLicenceCompanies();
  const companyId = useChosenCompany();
  const users = useLicenceUsers(companyId);
  return (
    <Card className="defter-page" data-testid="licence-user-list" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: 1 }}>{t('route.licenceUsers')}</H3>
        {companies.data && companyId !== null && (
          <HTMLSelect
            aria-label={t('licences.company')}
            value={companyId}
            onChange={(e) => navigate(`/modul/lisansyonetimi/kullanicilist?firma=${e.currentTarget.value}`, { replace: true })}
            options={companies.data.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="licence-company-choice"
          />
        )}
      </div>
      <UserTable
        users={users.data?.items}
        rowTestId="licence-user"
        actions={(u) => (
          <AnchorButton
            minimal
            small
            icon="edit"
            href={`#/modul/lisansyonetimi/kullanici/duzen/${u.id}?firma=${companyId}`}
            text={t('users.edit')}
            data-testid="licence-user-edit"
          />
        )}
      />
    </Card>
  );
}
