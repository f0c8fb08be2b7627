import { AnchorButton } from '@blueprintjs/core';
import { formatAmount } from '../../../domain/format';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useMayWrite } from '../common/useMayWrite';
import { cashVoucherEditPath, cashVoucherNewPath } from './cashVoucherKinds';

const TYPES = ['income', 'expense'] as const;

/** /kasa/gelirgiderhareket: the income and expense vouchers, newest first, searchable by number; each opens its page. */
export function IncomeExpenseMovesPage({ path }: { path: string }) {
  const t = useT();
  const canWrite = useMayWrite('income');
  const [date, number, status] = useDocumentColumns(['date', 'number', 'status'], (d) => cashVoucherEditPath(d.type, d.id), {
    linkTestId: 'cash-voucher-link',
  });
  const columns: DocumentColumn[] = [
    { ...date!, header: t('cashVouchers.field.date') },
    { ...number!, header: t('cashVouchers.field.number') },
    { key: 'type', header: t('cashVouchers.field.type'), cell: (d) => t(`cashVouchers.type.${d.type}`) },
    { key: 'note', header: t('cashVouchers.field.note'), wrap: true, cell: (d) => String((d as Record<string, unknown>).note ?? '') },
    {
      key: 'amount',
      header: t('cashVouchers.field.amount'),
      numeric: true,
      cell: (d: DocumentListItem) => (
        <span dir="ltr">
          {formatAmount(String((d as Record<string, unknown>).amount ?? ''))} {d.currency}
        </span>
      ),
    },
    { ...status!, header: t('cashVouchers.field.status') },
  ];
  return (
    <>
      {canWrite && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }} data-testid="income-expense-new-links">
          {TYPES.map((type) => (
            <AnchorButton key={type} icon="plus" href={`#${cashVoucherNewPath(type)}`} text={t(`route.${type}New`)} data-testid={`new-${type}`} />
          ))}
        </div>
      )}
      <DocumentList
        path={path}
        testId="income-expense-moves"
        title={t('route.incomeExpenseMoves')}
        idPrefix="income-expense"
        base={{ family: 'cashVoucher', type: TYPES.join(',') }}
        filters={[
          {
            key: 'type',
            label: t('cashVouchers.field.type'),
            all: t('receiptTracking.allTypes'),
            options: TYPES.map((ty) => ({ value: ty, label: t(`cashVouchers.type.${ty}`) })),
          },
          statusFilter(t, 'income', t('cashVouchers.field.status'), t('receiptTracking.allStatuses')),
        ]}
        searchLabel={t('cashVouchers.search')}
        columns={columns}
        empty={t('cashVouchers.empty')}
        emptyIcon="dollar"
      />
    </>
  );
}
