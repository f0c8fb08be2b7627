import { Button, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDate, formatMoney } from '../../../domain/format';
import { useCompany } from '../../api/fetchCompany';
import { useOverdueNotices } from '../../api/fetchLibraryLoans';
import { useT } from '../../i18n/useT';
import './overdueNotices.css';
import { companyToday } from '../../api/businessDay';

/**
 * The overdue notices of /kutuphane/odunc/list: one per member, with each overdue title, its due date, the days late
 * and the fine so far (the server computes them by the loan rules matrix). On paper each member gets a page of their own.
 */
export function OverdueNotices() {
  const t = useT();
  const notices = useOverdueNotices();
  const company = useCompany().data;
  const today = companyToday();
  if (!notices.data) return <Spinner size={32} />;
  if (notices.data.length === 0) return <NonIdealState icon="tick" title={t('overdueNotices.none')} />;
  return (
    <div data-testid="overdue-notices">
      <div className="library-no-print" style={{ marginBottom: 12 }}>
        <Button icon="print" intent="primary" text={t('overdueNotices.print')} onClick={() => window.print()} data-testid="overdue-notices-print" />
      </div>
      {notices.data.map((n) => (
        <article key={n.memberId} className="overdue-notice" data-testid="overdue-notice" data-member={n.cardNumber}>
          <header>
            <strong>{company?.name ?? ''}</strong>
            <span>{formatDate(today)}</span>
          </header>
          <h4>{t('overdueNotices.heading')}</h4>
          <p>
            {n.memberName} · <span dir="ltr">{n.cardNumber}</span>
            {n.phone && (
              <>
                {' · '}
                <span dir="ltr">{n.phone}</span>
              </>
            )}
          </p>
          <p>{t('overdueNotices.body')}</p>
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>{t('library.column.title')}</th>
                  <th>{t('library.column.barcode')}</th>
                  <th>{t('library.column.dueDate')}</th>
                  <th>{t('overdueNotices.daysLate')}</th>
                  <th>{t('overdueNotices.fineSoFar')}</th>
                </tr>
              </thead>
              <tbody>
                {n.loans.map((l) => (
                  <tr key={l.loanId} data-testid="overdue-notice-loan">
                    <td>{l.title}</td>
                    <td dir="ltr">{l.barcode}</td>
                    <td>{formatDate(l.dueDate)}</td>
                    <td>{l.daysLate}</td>
                    <td>{formatMoney(l.fineSoFar)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <p data-testid="overdue-notice-total">{t('overdueNotices.total', { amount: formatMoney(n.fineTotal) })}</p>
        </article>
      ))}
    </div>
  );
}
