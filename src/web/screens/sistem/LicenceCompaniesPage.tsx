import { AnchorButton, Button, Card, H3, HTMLSelect, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';
import { mayExtendLicence } from '../../../domain/licences';
import type { LicenceCompany } from '../../../domain/schemas/licences';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useExtendLicence, useLicenceCompanies } from '../../api/licences';
import { useT } from '../../i18n/useT';

const MONTHS = [1, 3, 6, 12, 24];

/**
 * /modul/lisansyonetimi/firmalist: the companies with their licence owner, expiry and agreement status. The
 * provider's super user sees every company and extends a licence; a company's admin sees their own (domain/licences.ts).
 */
export function LicenceCompaniesPage({ path }: { path: string }) {
  const t = useT();
  const companies = useLicenceCompanies();
  const me = useUiSettings().data;
  const mayExtend = !!me && mayExtendLicence({ companyId: me.company.id, roles: me.authorizedUser.roles, provider: me.authorizedUser.provider });
  return (
    <Card className="defter-page" data-testid="licence-companies" data-route={path}>
      <H3>{t('route.licenceCompanies')}</H3>
      {!companies.data ? (
        <Spinner size={32} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('licences.company')}</th>
                <th>{t('licences.owner')}</th>
                <th>{t('licences.expires')}</th>
                <th>{t('licences.agreement')}</th>
                <th>{t('licences.users')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {companies.data.map((c) => (
                <CompanyRow key={c.id} company={c} mayExtend={mayExtend} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}

function CompanyRow({ company: c, mayExtend }: { company: LicenceCompany; mayExtend: boolean }) {
  const t = useT();
  const extend = useExtendLicence();
  const [months, setMonths] = useState(12);
  return (
    <tr data-testid="licence-company" data-name={c.name}>
      <td>{c.name}</td>
      <td>{c.licenceOwner}</td>
      <td data-testid="licence-expires" data-date={c.licenceExpires}>
        {formatDate(c.licenceExpires)}{' '}
        <Tag minimal intent={c.daysLeft < 30 ? 'warning' : 'none'}>
          {t('licences.daysLeft', { n: c.daysLeft })}
        </Tag>
      </td>
      <td>
        <Tag minimal intent={c.agreementStatus === 1 ? 'success' : 'warning'} data-testid="licence-agreement">
          {t(c.agreementStatus === 1 ? 'licences.accepted' : 'licences.notAccepted')}
        </Tag>
      </td>
      <td>
        <AnchorButton
          minimal
          small
          icon="people"
          href={`#/modul/lisansyonetimi/kullanicilist?firma=${c.id}`}
          text={String(c.userCount)}
          data-testid="licence-users"
        />
      </td>
      <td style={{ whiteSpace: 'nowrap' }}>
        {mayExtend && (
          <>
            <HTMLSelect
              minimal
              aria-label={t('licences.months')}
              value={months}
              onChange={(e) => setMonths(Number(e.currentTarget.value))}
              options={MONTHS.map((m) => ({ value: m, label: t('licences.monthsN', { n: m }) }))}
              data-testid="licence-months"
            />
            <Button
              small
              icon="time"
              text={t('licences.extend')}
              loading={extend.isPending}
              onClick={() => extend.mutate({ companyId: c.id, months })}
              data-testid="licence-extend"
            />
          </>
        )}
      </td>
    </tr>
  );
}
