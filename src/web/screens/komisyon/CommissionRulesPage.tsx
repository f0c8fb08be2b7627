import { Button, Card, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatAmount, formatPercent } from '../../../domain/format';
import type { Salesperson } from '../../../domain/schemas/commissions';
import { COMMISSION_WRITE_ROLES, allowedByRoles } from '../../../domain/roles';
import { useDeleteSalesperson, useSalespeople } from '../../api/commissions';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { RowButton } from '../common/RowButton';
import { SalespersonEditor } from './SalespersonEditor';

/**
 * /komisyon/tanimlar: the salespeople (users, and outside representatives credited by naming them on a sale), each
 * with commission rules and targets. Managers write; the auditor reads.
 */
export function CommissionRulesPage({ path }: { path: string }) {
  const t = useT();
  const people = useSalespeople();
  const remove = useDeleteSalesperson();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const mayWrite = allowedByRoles(COMMISSION_WRITE_ROLES, roles);
  const [editing, setEditing] = useState<{ person: Salesperson | null } | null>(null);

  return (
    <Card className="defter-page" data-testid="commission-rules-page" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.commissionRules')}</H3>
        {mayWrite && !editing && (
          <Button icon="add" intent="primary" text={t('commissions.new')} onClick={() => setEditing({ person: null })} data-testid="salesperson-new" />
        )}
      </div>
      <p className="bp6-text-muted">{t('commissions.note')}</p>
      {editing ? (
        <SalespersonEditor key={editing.person?.id ?? 'new'} person={editing.person} onDone={() => setEditing(null)} />
      ) : people.isPending ? (
        <Spinner />
      ) : !people.data?.length ? (
        <NonIdealState icon="percentage" title={t('commissions.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped interactive data-testid="salesperson-list" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('commissions.name')}</th>
                <th>{t('commissions.user')}</th>
                <th>{t('commissions.rules')}</th>
                <th>{t('commissions.targets')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {people.data.map((s) => (
                <tr key={s.id} data-testid="salesperson-row" data-name={s.name}>
                  <td>
                    {s.name} {!s.active && <Tag minimal>{t('commissions.inactive')}</Tag>}
                  </td>
                  <td>{s.userName ?? t('commissions.outside')}</td>
                  <td>
                    {s.rules.map((r, i) => (
                      <div key={i}>
                        {t(`commissions.scope.${r.scope}`)}
                        {r.productName || r.groupName ? `: ${r.productName ?? r.groupName}` : ''} — {t(`commissions.basis.${r.basis}`)}{' '}
                        <span dir="ltr">{formatPercent(r.rate)}</span>
                      </div>
                    ))}
                  </td>
                  <td>
                    {s.targets.map((x) => (
                      <div key={x.period}>
                        {t(`commissions.period.${x.period}`)}: <span dir="ltr">{formatAmount(x.amount)}</span>
                      </div>
                    ))}
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    {mayWrite && (
                      <>
                        <RowButton icon="edit" text={t('commissions.edit')} onClick={() => setEditing({ person: s })} testId="edit" />
                        <RowButton icon="trash" text={t('commissions.delete')} onClick={() => remove.mutate(s.id)} testId="delete" />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
