import { Button, Callout, Card, Checkbox, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mergeable } from '../../../../machines/conversions';
import { formatDate } from '../../../domain/format';
import { waybillDeadline, WAYBILL_INVOICE_DAYS, type WaybillDeadline } from '../../../domain/documents/waybill-deadline';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { showNotice } from '../../api/errorBus';
import { useDocuments, type DocumentListItem } from '../../api/documents';
import { useInvoiceWaybills } from '../../api/documentMerge';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE, fieldErrors, useDebounced, useMayOpen, useSearchHotkey } from '../common/listHelpers';
import { editPathOf } from '../common/receiptRoutes';
import { wizardPath } from '../common/conversionPaths';
import { grandTotal } from '../common/grandTotal';

const WAYBILL_INVOICE: Record<string, string> = { salesWaybill: 'salesInvoice', purchaseWaybill: 'purchaseInvoice' };
const todayIso = () => new Date().toISOString().slice(0, 10);

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
  const [type, setType] = useState('salesWaybill,purchaseWaybill');
  const [invoiced, setInvoiced] = useState<'' | 'true' | 'false'>('false');
  const [input, setInput] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Map<number, DocumentListItem>>(new Map());
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);
  const mayInvoice = useMayOpen('/fis/fatura/satis/yeni');
  const invoice = useInvoiceWaybills();

  const datesWrong = !dateRangeInOrder(from, to);
  useEffect(() => setPage(0), [type, invoiced, q, from, to]);
  const query = {
    type,
    invoiced: invoiced || undefined,
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  };
  const { data, isPending, error } = useDocuments(query, { enabled: !datesWrong });
  const dateError = datesWrong ? t(DATE_ORDER_MESSAGE) : fieldErrors(error).to;
  const items = useMemo(() => (datesWrong ? [] : (data?.items ?? [])), [datesWrong, data?.items]);
  const total = datesWrong ? 0 : (data?.total ?? 0);
  const today = todayIso();
  const lateCount = useMemo(() => items.filter((w) => waybillDeadline(w, today).state === 'late').length, [items, today]);

  const first = [...selected.values()][0];
  const canJoin = (w: DocumentListItem) =>
    waybillDeadline(w, today).state !== 'invoiced' && (w.status === 'completed' || w.status === 'closed') && (!first || mergeable(first, w));

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
    if (selected.size === 1) return navigate(wizardPath({ route: 'irsaliyeToFatura' }, first.id));
    const target = WAYBILL_INVOICE[first.type]!;
    invoice.mutate(
      { target, sourceIds: [...selected.keys()] },
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

  return (
    <Card className="defter-page" data-testid="waybill-list" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.waybillList')}</H3>
        {mayInvoice && (
          <Button
            intent="primary"
            icon="document-share"
            disabled={selected.size === 0}
            loading={invoice.isPending}
            onClick={makeInvoice}
            data-testid="invoice-selected"
            text={selected.size > 1 ? t('waybillList.invoiceMany', { n: selected.size }) : t('waybillList.invoiceOne')}
          />
        )}
      </div>
      <p className="bp6-text-muted" style={{ marginTop: 0 }}>
        {t('waybillList.rule', { days: WAYBILL_INVOICE_DAYS })}
      </p>
      {lateCount > 0 && (
        <Callout intent="danger" icon="warning-sign" style={{ marginBottom: 12 }} data-testid="late-summary">
          {t('waybillList.lateSummary', { n: lateCount })}
        </Callout>
      )}

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 8 }}>
        <FormGroup label={t('waybillList.search')} labelFor="waybill-search" style={{ flex: '2 1 220px', margin: 0 }}>
          <InputGroup id="waybill-search" inputRef={searchRef} type="search" leftIcon="search" value={input} onChange={(e) => setInput(e.target.value)} />
        </FormGroup>
        <FormGroup label={t('waybillList.type')} labelFor="waybill-type" style={{ flex: '1 1 170px', margin: 0 }}>
          <HTMLSelect id="waybill-type" fill value={type} onChange={(e) => setType(e.target.value)}>
            <option value="salesWaybill,purchaseWaybill">{t('waybillList.allTypes')}</option>
            <option value="salesWaybill">{t('documentTypes.salesWaybill')}</option>
            <option value="purchaseWaybill">{t('documentTypes.purchaseWaybill')}</option>
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('waybillList.invoicedFilter')} labelFor="waybill-invoiced" style={{ flex: '1 1 170px', margin: 0 }}>
          <HTMLSelect id="waybill-invoiced" fill value={invoiced} onChange={(e) => setInvoiced(e.target.value as '' | 'true' | 'false')}>
            <option value="false">{t('waybillList.notInvoiced')}</option>
            <option value="true">{t('waybillList.invoiced')}</option>
            <option value="">{t('waybillList.all')}</option>
          </HTMLSelect>
        </FormGroup>
        <DateRangeFields idPrefix="waybill" from={from} to={to} onFrom={setFrom} onTo={setTo} error={dateError} />
      </div>

      {isPending && !datesWrong ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <NonIdealState icon="document" title={t('waybillList.empty')} />
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped interactive style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="list-table">
            <thead>
              <tr>
                <th aria-label={t('waybillList.select')} />
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.number')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.type')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.date')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.account')}</th>
                <th style={{ textAlign: 'end' }}>{t('receiptTracking.col.total')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.status')}</th>
                <th style={{ textAlign: 'start' }}>{t('waybillList.deadline')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((w) => {
                const edit = editPathOf(w.type, w.id);
                const joinable = canJoin(w);
                return (
                  <tr key={w.id} data-id={String(w.id)} data-number={w.number}>
                    <td>
                      <Checkbox
                        style={{ margin: 0 }}
                        aria-label={t('waybillList.selectOne', { number: w.number })}
                        checked={selected.has(w.id)}
                        disabled={!mayInvoice || (!selected.has(w.id) && !joinable)}
                        onChange={() => toggle(w)}
                      />
                    </td>
                    <td>
                      {edit ? (
                        <a href={`#${edit}`} dir="ltr">
                          {w.number}
                        </a>
                      ) : (
                        <span dir="ltr">{w.number}</span>
                      )}
                    </td>
                    <td>{t(`documentTypes.${w.type}`)}</td>
                    <td>
                      <span dir="ltr">{formatDate(w.date ?? null)}</span>
                    </td>
                    <td style={{ whiteSpace: 'normal', minWidth: 140 }}>{w.accountName ?? ''}</td>
                    <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                      <span dir="ltr">{grandTotal(w)}</span>
                    </td>
                    <td>{t(`documentStatus.${w.status}`)}</td>
                    <td data-col="deadline">
                      <DeadlineTag deadline={waybillDeadline(w, today)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <ListPager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </Card>
  );
}
