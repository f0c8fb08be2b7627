import { H5, HTMLTable } from '@blueprintjs/core';
import { formatDecimal } from '../../../domain/format';
import { useAccountPoints, useLoyaltySettings } from '../../api/loyalty';
import { useT } from '../../i18n/useT';

/** The account's loyalty points on its card: the balance and what it is worth, earned, spent, expired and expiring soon. */
export function AccountPointsSection({ accountId }: { accountId: number }) {
  const t = useT();
  const enabled = useLoyaltySettings().data?.enabled ?? false;
  const points = useAccountPoints(enabled ? accountId : null).data;
  if (!enabled || !points) return null;
  const rows: [string, string][] = [
    ['loyalty.balance', String(points.balance)],
    ['loyalty.worth', formatDecimal(points.value, 2)],
    ['loyalty.earned', String(points.earned)],
    ['loyalty.spent', String(points.spent)],
    ['loyalty.expired', String(points.expired)],
    ['loyalty.expiringSoon', String(points.expiringSoon)],
  ];
  return (
    <section data-testid="account-points" style={{ marginTop: 16 }}>
      <H5>{t('loyalty.balance')}</H5>
      <HTMLTable compact>
        <tbody>
          {rows.map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{t(key)}</th>
              <td dir="ltr" data-testid={`account-points-${key.split('.')[1]}`}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
