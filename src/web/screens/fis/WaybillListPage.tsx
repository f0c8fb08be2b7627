import { Button, Callout, Checkbox, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { invoicingOf, mayJoinMerge } from '../../../../machines/index';
import { waybillDeadline, WAYBILL_INVOICE_DAYS, type WaybillDeadline } from '../../../domain/documents/waybill-deadline';
import { showNotice } from '../../api/errorBus';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useReceiptSettings } from '../../api/areaSettings';
import { useInvoiceWaybills } from '../../api/invoiceWaybills';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { DocumentList, useDocumentColumns, type DocumentColumn } from '../common/DocumentList';
import { useMayWrite } from '../common/useMayWrite';
import { editPathOf } from '../common/receiptRoutes';
import { wizardPath } from '../common/conversionPaths';
import { companyToday } from '../../api/businessDay';

function DeadlineTag({ deadline }: { deadline: WaybillDeadline }) {
  const t = useT();
  if (deadline.state === 'invoiced')
    return (
      <Tag intent="success" minimal>
        {t('waybillList.invoiced')}
      </Tag>
    );
  if (deadline.state === 'notDelivered') return <Tag minimal>{t('waybillList.notDelivered')}</Tag>;
  if (deadline.state === 'late') {
    return (
      <Tag intent="danger" icon="warning-sign" data-testid="late-flag">
        {t('waybillList.late', { days: deadline.daysLate })}
      </Tag>
    );
  }
  return (
    <Tag intent={deadline.daysLeft <= 1 ? 'warning' : 'none'} minimal>
      {t('waybillList.daysLeft', { days: deadline.daysLeft })}
    </Tag>
  );
}

/**
 * /fis/irsaliye/list: sales and purchase waybills with the 7-day invoicing rule flagged. Ticking waybills of
 * one type and one account and pressing "Invoice" makes one draft invoice of them all (a merge).
 */
export function WaybillListPage({ path }: { path: string }) {
  const t = useT();
  const [selected, setSelected] = useState<Map<number, DocumentListItem>>(new Map());
  const mayInvoice = useMayWrite('salesInvoice');
  const invoice = useInvoiceWaybills();
  const today = companyToday();
  // Fişler → Ayarlar may turn the late-waybill warning off; each waybill's deadline still shows
  const warnLate = useReceiptSettings().data?.waybillWarning !== false;

  const first = [...selected.values()][0];
  // the conversion graph says which invoice a waybill becomes, from which statuses, and which waybills merge into one
  const canJoin = (w: DocumentListItem) => {
    const invoicing = invoicingOf(w.type);
    return !!invoicing && waybillDeadline(w, today).state !== 'invoiced' && mayJoinMerge(invoicing, w, first);
  };

  const toggle = (w: DocumentListItem) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(w.id)) next.delete(w.id);
      else next.set(w.id, w);
      return next;
    });

  const makeInvoice = () => {
    if (!first) return;
    // one waybill: the wizard picks lines and quantities; several: one draft with all that remains of them
    const invoicing = invoicingOf(first.type);
    if (!invoicing) return;
    if (selected.size === 1) return navigate(wizardPath(invoicing, first.id));
    invoice.mutate(
      { target: invoicing.target, sourceIds: [...selected.keys()] },
      {
        onSuccess: (doc) => {
          setSelected(new Map());
          showNotice({ kind: 'toast', intent: 'success', message: t('waybillList.invoiceMade', { number: doc.number }), timeout: 4000 });
          const edit = editPathOf(doc.type, doc.id);
          if (edit) navigate(edit);
        },
      },
    );
  };

  const usual = useDocumentColumns(['number', 'type', 'date', 'account', 'total', 'status'], (d) => editPathOf(d.type, d.id));
  const columns: DocumentColumn[] = [
    {
      key: 'select',
      header: t('waybillList.select'),
      headerHidden: true,
      cell: (w) => (
        <Checkbox
          style={{ margin: 0 }}
          aria-label={t('waybillList.selectOne', { number: w.number })}
          checked={selected.has(w.id)}
          disabled={!mayInvoice || (!selected.has(w.id) && !canJoin(w))}
          onChange={() => toggle(w)}
        />
      ),
    },
    ...usual,
    { key: 'deadline', header: t('waybillList.deadline'), cell: (w) => <DeadlineTag deadline={waybillDeadline(w, today)} /> },
  ];

  return (
    <DocumentList
      path={path}
      testId="waybill-list"
      title={t('route.waybillList')}
      idPrefix="waybill"
      base={{}}
      actions={
        mayInvoice && (
          <Button
            intent="primary"
            icon="document-share"
            disabled={selected.size === 0}
            loading={invoice.isPending}
            onClick={makeInvoice}
            data-testid="invoice-selected"
            text={selected.size > 1 ? t('waybillList.invoiceMany', { n: selected.size }) : t('waybillList.invoiceOne')}
          />
        )
      }
      above={(items) => {
        const lateCount = items.filter((w) => waybillDeadline(w, today).state === 'late').length;
        return (
          <>
            <p className="bp6-text-muted" style={{ marginTop: 0 }}>
              {t('waybillList.rule', { days: WAYBILL_INVOICE_DAYS })}
            </p>
            {warnLate && lateCount > 0 && (
              <Callout intent="danger" icon="warning-sign" style={{ marginBottom: 12 }} data-testid="late-summary">
                {t('waybillList.lateSummary', { n: lateCount })}
              </Callout>
            )}
          </>
        );
      }}
      filters={[
        {
          key: 'type',
          label: t('waybillList.type'),
          initial: 'salesWaybill,purchaseWaybill',
          options: [
            { value: 'salesWaybill,purchaseWaybill', label: t('waybillList.allTypes') },
            { value: 'salesWaybill', label: t('documentTypes.salesWaybill') },
            { value: 'purchaseWaybill', label: t('documentTypes.purchaseWaybill') },
          ],
        },
        {
          key: 'invoiced',
          label: t('waybillList.invoicedFilter'),
          initial: 'false',
          options: [
            { value: 'false', label: t('waybillList.notInvoiced') },
            { value: 'true', label: t('waybillList.invoiced') },
            { value: '', label: t('waybillList.all') },
          ],
        },
      ]}
      searchLabel={t('waybillList.search')}
      columns={columns}
      empty={t('waybillList.empty')}
    />
  );
}
