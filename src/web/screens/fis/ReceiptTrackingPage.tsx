import { Button, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '../../../domain/format';
import { RECEIPT_TYPES } from '../../../../machines/receipt/rules';
import { useDocuments } from '../../api/documents';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE, fieldErrors, useDebounced, useSearchHotkey } from '../common/listHelpers';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { grandTotal } from '../common/grandTotal';
import { editPathOf } from '../common/receiptRoutes';

/** The receipt statuses (lifecycles.md §1), in their order. */
export const RECEIPT_STATUSES = ['draft', 'inProcess', 'completed', 'closed', 'cancelled'] as const;

const STATUS_INTENT: Record<string, Intent> = {
  draft: 'none',
  inProcess: 'warning',
  completed: 'success',
  closed: 'primary',
  cancelled: 'danger',
};

/** /fis/takip: every receipt, newest date first, filtered by type, status, number and a date range. */
export function ReceiptTrackingPage({ path }: { path: string }) {
  const t = useT();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [input, setInput] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [accountId, setAccountId] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);

  const datesWrong = !dateRangeInOrder(from, to);
  useEffect(() => setPage(0), [type, status, q, from, to, accountId]);

  const query = {
    ...(type ? { type } : { family: 'receipt' }),
    status: status || undefined,
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
    accountId: accountId ? Number(accountId) : undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  };
  const { data, isPending, isFetching, error } = useDocuments(query, { enabled: !datesWrong });
  const serverErrors = fieldErrors(error);
  const dateError = datesWrong ? t(DATE_ORDER_MESSAGE) : serverErrors.to;

  const total = datesWrong ? 0 : (data?.total ?? 0);
  const items = datesWrong ? [] : (data?.items ?? []);
  const filtered = !!(type || status || q || from || to || accountId);
  const loading = isPending && !datesWrong;

  const clear = () => {
    setType('');
    setStatus('');
    setInput('');
    setFrom('');
    setTo('');
    setAccountId('');
  };

  return (
    <Card className="defter-page" data-testid="receipt-tracking" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.receiptTracking')}</H3>
        {filtered && <Button icon="filter-remove" text={t('receiptTracking.clear')} onClick={clear} data-testid="clear-filters" />}
      </div>

      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 8 }}>
        <FormGroup label={t('receiptTracking.search')} labelFor="receipt-search" style={{ flex: '2 1 240px', margin: 0 }}>
          <InputGroup
            id="receipt-search"
            inputRef={searchRef}
            name="search"
            type="search"
            leftIcon="search"
            placeholder={t('receiptTracking.search')}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            rightElement={isFetching && !isPending ? <Spinner size={16} /> : undefined}
          />
        </FormGroup>
        <FormGroup label={t('receiptTracking.type')} labelFor="receipt-type" style={{ flex: '1 1 180px', margin: 0 }}>
          <HTMLSelect id="receipt-type" name="type" fill value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('receiptTracking.allTypes')}</option>
            {RECEIPT_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`documentTypes.${ty}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('receiptTracking.status')} labelFor="receipt-status" style={{ flex: '1 1 150px', margin: 0 }}>
          <HTMLSelect id="receipt-status" name="status" fill value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('receiptTracking.allStatuses')}</option>
            {RECEIPT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`documentStatus.${s}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div style={{ flex: '2 1 240px' }}>
          <AccountPicker name="accountFilter" label={t('receiptTracking.account')} value={accountId} onChange={setAccountId} />
        </div>
        <DateRangeFields idPrefix="receipt" from={from} to={to} onFrom={setFrom} onTo={setTo} error={dateError} />
      </div>

      {loading ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <div data-testid="empty-state">
          <NonIdealState icon={filtered ? 'filter' : 'document'} title={filtered ? t('receiptTracking.emptyFiltered') : t('receiptTracking.empty')} />
        </div>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="table-scroll">
          <HTMLTable compact striped interactive style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="list-table">
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.number')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.type')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.date')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.account')}</th>
                <th style={{ textAlign: 'end' }}>{t('receiptTracking.col.total')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((doc) => (
                <tr key={doc.id} data-id={String(doc.id)} data-type={doc.type} data-status={doc.status} data-number={doc.number}>
                  <td data-col="number">
                    {editPathOf(doc.type, doc.id) ? (
                      <a href={`#${editPathOf(doc.type, doc.id)}`} dir="ltr" data-testid="edit-link">
                        {doc.number}
                      </a>
                    ) : (
                      <span dir="ltr">{doc.number}</span>
                    )}
                  </td>
                  <td data-col="type">{(RECEIPT_TYPES as readonly string[]).includes(doc.type) ? t(`documentTypes.${doc.type}`) : doc.type}</td>
                  <td data-col="date">
                    <span dir="ltr">{formatDate(doc.date ?? null)}</span>
                  </td>
                  <td data-col="account" style={{ whiteSpace: 'normal', minWidth: 140 }}>
                    {doc.accountName ?? ''}
                  </td>
                  <td data-col="total" style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                    <span dir="ltr">{grandTotal(doc)}</span>
                  </td>
                  <td data-col="status">
                    <Tag minimal={doc.status === 'draft'} intent={STATUS_INTENT[doc.status] ?? 'none'} data-testid="status-tag">
                      {doc.status in STATUS_INTENT ? t(`documentStatus.${doc.status}`) : doc.status}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}

      <ListPager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
    </Card>
  );
}
