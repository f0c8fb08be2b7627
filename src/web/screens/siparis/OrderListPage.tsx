import {
  Button,
  Card,
  FormGroup,
  H3,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  Popover,
  Spinner,
  Tag,
  type Intent,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { conversionsFrom } from '../../../../machines/conversions';
import { formatDate } from '../../../domain/format';
import { ORDER_TYPES } from '../../../../machines/order/rules';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { useDocuments, type DocumentListItem } from '../../api/documents';
import { useT } from '../../i18n/useT';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE, fieldErrors, useDebounced, useMayOpen, useSearchHotkey } from '../common/listHelpers';
import { wizardPath } from '../common/conversionPaths';
import { grandTotal } from '../common/grandTotal';

const ORDER_STATUSES = ['draft', 'approved', 'completed', 'closed', 'cancelled'] as const;
const SUPPLY = ['neverSupplied', 'partiallySupplied', 'supplied'] as const;
type Supply = (typeof SUPPLY)[number];
const SUPPLY_INTENT: Record<string, Intent> = { neverSupplied: 'danger', partiallySupplied: 'warning', supplied: 'success' };

/** The conversions an approved order offers (lifecycles.md §3), each opening its wizard. */
function ConvertMenu({ order }: { order: DocumentListItem }) {
  const t = useT();
  const targets = conversionsFrom(order.type);
  if (order.status !== 'approved' || targets.length === 0) return null;
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          {targets.map((c) => (
            <MenuItem key={c.target} icon="exchange" text={t(`documentTypes.${c.target}`)} href={`#${wizardPath(c, order.id)}`} data-target={c.target} />
          ))}
        </Menu>
      }
    >
      <Button size="small" icon="exchange" endIcon="caret-down" text={t('orderList.convert')} data-testid="convert-order" />
    </Popover>
  );
}

/**
 * /siparis/list: sales and purchase orders with status and derived supply status; an approved order converts
 * into an invoice, a waybill or a transfer (lifecycles.md §3). /siparis/temin: approved orders never supplied.
 * /siparis/takip: approved orders, each number opening its supply per line (/siparis/takip/{id}).
 */
export function OrderListPage({ path, neverSupplied = false, tracking = false }: { path: string; neverSupplied?: boolean; tracking?: boolean }) {
  const t = useT();
  const [type, setType] = useState('');
  const [status, setStatus] = useState(neverSupplied || tracking ? 'approved' : '');
  const [supply, setSupply] = useState<Supply | ''>(neverSupplied ? 'neverSupplied' : '');
  const [input, setInput] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);
  const mayConvert = useMayOpen('/fis/fatura/satis/yeni');
  // both pages can be open at once (page cache): their fields need ids of their own
  const idPrefix = neverSupplied ? 'order-temin' : tracking ? 'order-takip' : 'order';

  const datesWrong = !dateRangeInOrder(from, to);
  useEffect(() => setPage(0), [type, status, supply, q, from, to]);
  const query = {
    ...(type ? { type } : { family: 'order' }),
    status: status || undefined,
    supply: supply || undefined,
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  };
  const { data, isPending, error } = useDocuments(query, { enabled: !datesWrong });
  const dateError = datesWrong ? t(DATE_ORDER_MESSAGE) : fieldErrors(error).to;
  const items = datesWrong ? [] : (data?.items ?? []);
  const total = datesWrong ? 0 : (data?.total ?? 0);

  return (
    <Card className="defter-page" data-testid="order-list" data-route={path}>
      <H3 style={{ marginTop: 0 }}>{t(neverSupplied ? 'route.orderNeverSupplied' : tracking ? 'route.orderTracking' : 'route.orderList')}</H3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 8 }}>
        <FormGroup label={t('orderList.search')} labelFor={`${idPrefix}-search`} style={{ flex: '2 1 220px', margin: 0 }}>
          <InputGroup id={`${idPrefix}-search`} inputRef={searchRef} type="search" leftIcon="search" value={input} onChange={(e) => setInput(e.target.value)} />
        </FormGroup>
        <FormGroup label={t('orderList.type')} labelFor={`${idPrefix}-type`} style={{ flex: '1 1 160px', margin: 0 }}>
          <HTMLSelect id={`${idPrefix}-type`} fill value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">{t('orderList.allTypes')}</option>
            {ORDER_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`documentTypes.${ty}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {!neverSupplied && (
          <>
            <FormGroup label={t('orderList.status')} labelFor={`${idPrefix}-status`} style={{ flex: '1 1 150px', margin: 0 }}>
              <HTMLSelect id={`${idPrefix}-status`} fill value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">{t('orderList.allStatuses')}</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`documentStatus.${s}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('orderList.supply')} labelFor={`${idPrefix}-supply`} style={{ flex: '1 1 170px', margin: 0 }}>
              <HTMLSelect id={`${idPrefix}-supply`} fill value={supply} onChange={(e) => setSupply(e.target.value as Supply | '')}>
                <option value="">{t('orderList.allSupply')}</option>
                {SUPPLY.map((s) => (
                  <option key={s} value={s}>
                    {t(`supplyStatus.${s}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          </>
        )}
        <DateRangeFields idPrefix={idPrefix} from={from} to={to} onFrom={setFrom} onTo={setTo} error={dateError} />
      </div>

      {isPending && !datesWrong ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <NonIdealState icon="clipboard" title={t('orderList.empty')} />
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="list-table">
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.number')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.type')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.date')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.account')}</th>
                <th style={{ textAlign: 'end' }}>{t('receiptTracking.col.total')}</th>
                <th style={{ textAlign: 'start' }}>{t('receiptTracking.col.status')}</th>
                <th style={{ textAlign: 'start' }}>{t('orderList.supply')}</th>
                {mayConvert && <th aria-label={t('orderList.convert')} />}
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id} data-id={String(o.id)} data-number={o.number}>
                  <td>
                    <a href={`#/siparis/takip/${o.id}`} dir="ltr">
                      {o.number}
                    </a>
                  </td>
                  <td>{t(`documentTypes.${o.type}`)}</td>
                  <td>
                    <span dir="ltr">{formatDate(o.date ?? null)}</span>
                  </td>
                  <td style={{ whiteSpace: 'normal', minWidth: 140 }}>{o.accountName ?? ''}</td>
                  <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                    <span dir="ltr">{grandTotal(o)}</span>
                  </td>
                  <td>{t(`documentStatus.${o.status}`)}</td>
                  <td data-col="supply">
                    {o.supplyStatus && (
                      <Tag minimal intent={SUPPLY_INTENT[o.supplyStatus] ?? 'none'}>
                        {t(`supplyStatus.${o.supplyStatus}`)}
                      </Tag>
                    )}
                  </td>
                  {mayConvert && (
                    <td>
                      <ConvertMenu order={o} />
                    </td>
                  )}
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
