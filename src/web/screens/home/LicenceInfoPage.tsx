import { Card, H3, Tag } from '@blueprintjs/core';
import { licenceDaysLeft, useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { formatDate } from '../../../domain/format';

export function LicenceInfoPage() {
  const t = useT();
  const { data: s } = useUiSettings();
  if (!s) return null;
  const days = licenceDaysLeft(s);
  return (
    <Card data-testid="licence-info" style={{ maxWidth: 520 }}>
      <H3>{t('route.license')}</H3>
      <dl className="defter-user-info">
        <dt>{t('layout.licenceOwner')}</dt>
        <dd>{s.app?.license_owner ?? s.license.owner}</dd>
        <dt>{t('layout.licenceExpires')}</dt>
        <dd>
          {formatDate(s.license.expires)} {days !== null && <Tag>{t('layout.daysLeft', { days })}</Tag>}
        </dd>
        <dt>{t('licence.status')}</dt>
        <dd>{s.license.license_agreement_status === 1 ? t('licence.accepted') : t('licence.notAccepted')}</dd>
      </dl>
    </Card>
  );
}
