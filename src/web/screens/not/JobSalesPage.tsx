import type { DocumentListItem } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { DocumentList, typeFilter, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { editPathOf } from '../common/receiptRoutes';
import { jobEditPath } from './jobPaths';

/** The documents a job's sale may be: an invoice, a waybill or a till sale. */
export const JOB_SALE_TYPES = ['salesInvoice', 'salesWaybill', 'posSale'] as const;

/** /is/satis/islem: every sale made for a job, newest first, each with the job it was made for. */
export function JobSalesPage({ path }: { path: string }) {
  const t = useT();
  const [date, number, type, account, total, status] = useDocumentColumns(
    ['date', 'number', 'type', 'account', 'total', 'status'],
    (d) => editPathOf(d.type, d.id),
    {
      linkTestId: 'sale-link',
    },
  );
  const job: DocumentColumn = {
    key: 'job',
    header: t('jobs.field.job'),
    cell: (d: DocumentListItem) => {
      const id = (d as Record<string, unknown>).jobId;
      return id == null ? (
        ''
      ) : (
        <a href={`#${jobEditPath('job', String(id))}`} data-testid="sale-job-link">
          {t('jobs.openJob')}
        </a>
      );
    },
  };
  return (
    <DocumentList
      path={path}
      testId="job-sales"
      title={t('route.jobSales')}
      idPrefix="job-sales"
      base={{ type: JOB_SALE_TYPES.join(','), jobId: 'any' }}
      filters={[typeFilter(t, JOB_SALE_TYPES, t('jobs.field.type'), t('jobs.allTypes'))]}
      accountFilter={t('jobs.field.account')}
      searchLabel={t('jobs.saleSearch')}
      columns={[date!, number!, type!, account!, total!, status!, job]}
      empty={t('jobs.noSales')}
      emptyIcon="shopping-cart"
    />
  );
}
