import { AnchorButton, Button, Card, H3, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatAmount, formatDate } from '../../../domain/format';
import type { InstalmentPlan } from '../../../domain/schemas/instalments';
import { useInstalmentPlans } from '../../api/fetchInstalmentPlans';
import { useOverdueInstalments } from '../../api/fetchOverdueInstalments';
import { useT } from '../../i18n/useT';
import { routePath } from '../../routes/routeTable';
import { AccountPicker } from '../common/AccountPicker';
import { editPathOf } from '../common/receiptRoutes';
import { useMayWrite } from '../common/useMayWrite';
import { InstalmentStateTag } from '../common/InstalmentStateTag';

const PAGE = 50;
const scroll = { overflowX: 'auto', maxWidth: '100%' } as const;
const end = { textAlign: 'end' } as const;

const Money = ({ value, currency }: { value: string; currency?: string }) => (
  <span dir="ltr">
    {formatAmount(value)}
    {currency ? ` ${currency}` : ''}
  </span>
);

function DocumentLink({ type, id, number }: { type: string; id: number; number: string }) {
  const href = editPathOf(type, id);
  return href ? (
    <a href={`#${href}`} dir="ltr">
      {number}
    </a>
  ) : (
    <span dir="ltr">{number}</span>
  );
}

/** The instalments past due across accounts, oldest first; an account's name shows its plans below. */
function OverdueList({ onAccount }: { onAccount: (id: number) => void }) {
  const t = useT();
  const [offset, setOffset] = useState(0);
  const overdue = useOverdueInstalments({ limit: PAGE, offset });
  const data = overdue.data;
  return (
    <section data-testid="overdue-instalments" style={{ marginBottom: 24 }}>
      <H4>{t('instalments.overdueTitle')}</H4>
      {!data ? (
        <Spinner size={24} />
      ) : data.items.length === 0 ? (
        <NonIdealState icon="tick-circle" description={t('instalments.noOverdue')} />
      ) : (
        <>
          <div style={scroll}>
            <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }}>
              <thead>
                <tr>
                  <th>{t('instalments.col.account')}</th>
                  <th>{t('instalments.col.document')}</th>
                  <th>{t('instalments.col.seq')}</th>
                  <th>{t('instalments.col.dueDate')}</th>
                  <th style={end}>{t('instalments.col.open')}</th>
                  <th style={end}>{t('instalments.col.daysOverdue')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((i) => (
                  <tr key={i.id} data-testid="overdue-row" data-account-id={i.account.id}>
                    <td>
                      <Button
                        minimal
                        small
                        text={i.account.name}
                        title={i.account.code}
                        onClick={() => onAccount(i.account.id)}
                        data-testid="overdue-account"
                      />
                    </td>
                    <td>
                      <DocumentLink type={i.documentType} id={i.documentId} number={i.documentNumber} />
                    </td>
                    <td dir="ltr" style={{ textAlign: 'start' }}>
                      {t('instalments.seqOf', { seq: i.seq, count: i.count })}
                    </td>
                    <td dir="ltr" style={{ textAlign: 'start' }}>
                      {formatDate(i.dueDate)}
                    </td>
                    <td style={end} data-testid="overdue-open">
                      <Money value={i.open} currency={i.currency} />
                    </td>
                    <td style={end}>{t('instalments.days', { n: i.daysOverdue })}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {data.total > PAGE && (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
              <Button small icon="chevron-left" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))} aria-label={t('accounts.prev')} />
              <span dir="ltr">{t('accounts.range', { from: offset + 1, to: Math.min(offset + PAGE, data.total), total: data.total })}</span>
              <Button
                small
                icon="chevron-right"
                disabled={offset + PAGE >= data.total}
                onClick={() => setOffset(offset + PAGE)}
                aria-label={t('accounts.next')}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PlanCard({ plan, canWrite }: { plan: InstalmentPlan; canWrite: boolean }) {
  const t = useT();
  // isolated left to right, so that the currency stays after the number inside an Arabic sentence
  const money = (v: string) => `\u2066${formatAmount(v)} ${plan.currency}\u2069`;
  return (
    <Card compact style={{ marginBottom: 12 }} data-testid="instalment-plan" data-document-id={plan.documentId}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <strong style={{ flex: '1 1 auto' }}>
          <DocumentLink type={plan.documentType} id={plan.documentId} number={plan.documentNumber} /> <span dir="ltr">{formatDate(plan.documentDate)}</span>
        </strong>
        {canWrite && plan.paid === '0.00' && (
          <AnchorButton
            small
            icon="edit"
            href={`#${routePath('/cari/acik/{id}', { id: plan.documentId })}`}
            text={t('instalments.edit')}
            data-testid="plan-edit"
          />
        )}
      </div>
      <div className="bp6-text-muted" style={{ marginBottom: 8 }} data-testid="plan-summary">
        {t('instalments.summary', { total: money(plan.total), paid: money(plan.paid), open: money(plan.open), overdue: money(plan.overdue) })}
      </div>
      <div style={scroll}>
        <HTMLTable compact style={{ width: '100%', whiteSpace: 'nowrap' }}>
          <thead>
            <tr>
              <th>{t('instalments.col.seq')}</th>
              <th>{t('instalments.col.dueDate')}</th>
              <th style={end}>{t('instalments.col.amount')}</th>
              <th style={end}>{t('instalments.col.paid')}</th>
              <th style={end}>{t('instalments.col.open')}</th>
              <th>{t('instalments.col.state')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.instalments.map((i) => (
              <tr key={i.id} data-testid="instalment-row" data-state={i.state}>
                <td dir="ltr" style={{ textAlign: 'start' }}>
                  {t('instalments.seqOf', { seq: i.seq, count: plan.instalments.length })}
                </td>
                <td dir="ltr" style={{ textAlign: 'start' }}>
                  {formatDate(i.dueDate)}
                </td>
                <td style={end}>
                  <Money value={i.amount} />
                </td>
                <td style={end}>
                  <Money value={i.paid} />
                </td>
                <td style={end}>
                  <Money value={i.open} />
                </td>
                <td>
                  <InstalmentStateTag state={i.state} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}

/** /cari/acik: the overdue instalments of every account, and an account's plans with each instalment paid, open or overdue. */
export function InstalmentsPage({ path }: { path: string }) {
  const t = useT();
  const [accountId, setAccountId] = useState('');
  const plans = useInstalmentPlans(accountId ? Number(accountId) : null);
  const canWrite = useMayWrite('salesInvoice');
  return (
    <Card className="defter-page" data-testid="instalments-page" data-route={path}>
      <H3>{t('route.accountInstalments')}</H3>
      <OverdueList onAccount={(id) => setAccountId(String(id))} />
      <section data-testid="account-plans">
        <H4>{t('instalments.accountTitle')}</H4>
        <div style={{ maxWidth: 420 }}>
          <AccountPicker name="instalment-account" label={t('instalments.col.account')} value={accountId} onChange={setAccountId} />
        </div>
        {!accountId ? (
          <NonIdealState icon="search" description={t('instalments.pickAccount')} />
        ) : !plans.data ? (
          <Spinner size={24} />
        ) : plans.data.length === 0 ? (
          <NonIdealState icon="calendar" description={t('instalments.noPlans')} />
        ) : (
          plans.data.map((p) => <PlanCard key={p.id} plan={p} canWrite={canWrite} />)
        )}
      </section>
    </Card>
  );
}
