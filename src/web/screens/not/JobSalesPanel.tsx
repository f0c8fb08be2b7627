import { Button, HTMLTable, H5 } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatGrandTotal } from '../../../domain/format';
import { documentViewSchema, type JobView } from '../../../domain/schemas/document-views';
import { api } from '../../api/client';
import { documentKeys } from '../../api/documentKeys';
import { showNotice } from '../../api/errorBus';
import { useDocuments } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { DocumentStatusTag } from '../common/DocumentStatusTag';
import { editPathOf } from '../common/receiptRoutes';
import { useMayWrite } from '../common/useMayWrite';
import { JOB_SALE_TYPES, jobTakesSales } from '../../../../machines/job/rules';

/**
 * A job's sales: the invoices, waybills and till sales made for it (each names the job, `jobId`), and "Make a sale",
 * which writes a draft sales invoice for the job's account linked to the job and opens it in the receipt editor.
 */
export function JobSalesPanel({ job }: { job: JobView }) {
  const t = useT();
  const qc = useQueryClient();
  const maySell = useMayWrite('salesInvoice');
  const sales = useDocuments({ type: JOB_SALE_TYPES.join(','), jobId: String(job.id), limit: 50, offset: 0 });
  const sell = useMutation({
    mutationFn: async () =>
      documentViewSchema.parse(
        await api<unknown>('/documents', {
          method: 'POST',
          body: { type: 'salesInvoice', accountId: job.accountId ?? null, jobId: String(job.id), lines: [] },
        }),
      ),
    onSuccess: (doc) => {
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      const to = editPathOf(doc.type, doc.id);
      if (to) navigate(to);
    },
    onError: (e) => showNotice({ kind: 'toast', intent: 'danger', message: e.message, timeout: 5000 }),
  });
  const items = sales.data?.items ?? [];
  return (
    <section data-testid="job-sales-panel" style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <H5 style={{ margin: 0, flex: '1 1 auto' }}>{t('jobs.salesOfJob')}</H5>
        {maySell && jobTakesSales(job.status) && (
          <Button icon="shopping-cart" text={t('jobs.makeSale')} loading={sell.isPending} onClick={() => sell.mutate()} data-testid="job-make-sale" />
        )}
      </div>
      {items.length === 0 ? (
        <p className="bp6-text-muted">{t('jobs.noSales')}</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }}>
          <tbody>
            {items.map((d) => {
              const to = editPathOf(d.type, d.id);
              return (
                <tr key={d.id} data-id={d.id}>
                  <td dir="ltr">{to ? <a href={`#${to}`}>{d.number}</a> : d.number}</td>
                  <td>{t(`documentTypes.${d.type}`)}</td>
                  <td dir="ltr">{formatDate(d.date ?? null)}</td>
                  <td dir="ltr" style={{ textAlign: 'end' }}>
                    {formatGrandTotal(d)}
                  </td>
                  <td>
                    <DocumentStatusTag type={d.type} status={d.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
