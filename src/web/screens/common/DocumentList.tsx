import { Button, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { familyForType } from '../../../../machines/index';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatDate, formatGrandTotal } from '../../../domain/format';
import { useDocuments, type DocumentListItem, type DocumentQuery } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { useHashSearch, usePath } from '../../routes/hashLocation';
import { AccountPicker } from './AccountPicker';
import { DateRangeFields } from './DateRangeFields';
import { DocumentStatusTag } from './DocumentStatusTag';
import { ListPager } from './ListPager';
import { PAGE_SIZE, fieldErrors, useDebounced, useSearchHotkey } from './listHelpers';

export interface DocumentColumn {
  key: string;
  header: string;
  cell(doc: DocumentListItem): ReactNode;
  numeric?: boolean;
  /** a cell whose text may wrap (names) */
  wrap?: boolean;
  /** a header read by screen readers only (a column of checkboxes or buttons) */
  headerHidden?: boolean;
}

/** A select over the list (type, status, supply, invoiced): its query key, words and options; '' is "all" unless listed. */
export interface DocumentListFilter {
  key: 'type' | 'status' | 'supply' | 'invoiced';
  label: string;
  options: readonly { value: string; label: string }[];
  /** the option meaning "all" ('' value), first in the list; none when the options name every choice */
  all?: string;
  initial?: string;
}

interface Props {
  path: string;
  testId: string;
  title: string;
  /** the prefix of the fields' ids, unique on the page (pages stay mounted in the page cache) */
  idPrefix: string;
  /** what every query of this list asks (a family, fixed types) */
  base: Partial<DocumentQuery>;
  filters?: readonly DocumentListFilter[];
  /** a current-account filter, with its label */
  accountFilter?: string;
  searchLabel: string;
  columns: readonly DocumentColumn[];
  empty: string;
  emptyFiltered?: string;
  emptyIcon?: IconName;
  /** the "clear filters" button's words; no button without them */
  clearLabel?: string;
  /** beside the title (an action over the chosen rows) */
  actions?: ReactNode;
  /** between the title and the filters, given the rows shown (a rule, a summary of them) */
  above?(items: readonly DocumentListItem[]): ReactNode;
}

type T = ReturnType<typeof useT>;

/** A filter over these types, each in the user's words. */
export function typeFilter(t: T, types: readonly string[], label: string, all: string, initial?: string): DocumentListFilter {
  return { key: 'type', label, all, initial, options: types.map((ty) => ({ value: ty, label: t(`documentTypes.${ty}`) })) };
}

/** A filter over the statuses of the family of `type`, in the order its lifecycle goes. */
export function statusFilter(t: T, type: string, label: string, all: string, initial?: string): DocumentListFilter {
  const rank = familyForType(type)?.rank ?? {};
  const statuses = Object.keys(rank)
    .filter((s) => s !== 'new')
    .sort((a, b) => (rank[a] ?? 0) - (rank[b] ?? 0));
  return { key: 'status', label, all, initial, options: statuses.map((s) => ({ value: s, label: t(`documentStatus.${s}`) })) };
}

const valuesOf = (filters: readonly DocumentListFilter[]) => Object.fromEntries(filters.map((f) => [f.key, f.initial ?? ''])) as Record<string, string>;

/**
 * A list of documents: a search box (focused by "/" or F3), the filters, a date range that must be in
 * order, the rows newest first with their status tag, and the pager. The page names the columns
 * (`documentColumns` gives the usual ones, the number opening the document's page).
 */
export function DocumentList(props: Props) {
  const { path, testId, title, idPrefix, base, filters = [], accountFilter, searchLabel, columns, clearLabel } = props;
  const t = useT();
  const [values, setValues] = useState(() => valuesOf(filters));
  const [input, setInput] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [accountId, setAccountId] = useState('');
  const [page, setPage] = useState(0);
  const q = useDebounced(input.trim(), 300);
  const searchRef = useRef<HTMLInputElement>(null);
  useSearchHotkey(searchRef);

  // the filters a link gives in the hash (`#/fis/irsaliye/list?type=salesWaybill&invoiced=false`, the dashboard's cards), while this page is shown
  const current = usePath();
  const hash = useHashSearch();
  useEffect(() => {
    if (current !== path || !hash) return;
    const given = new URLSearchParams(hash);
    const allowed = (f: DocumentListFilter, v: string) => f.options.some((o) => o.value === v) || (v === '' && !!f.all);
    const picked = filters.filter((f) => given.has(f.key) && allowed(f, given.get(f.key)!));
    if (picked.length) setValues((v) => ({ ...v, ...Object.fromEntries(picked.map((f) => [f.key, given.get(f.key)!])) }));
    if (given.get('from')) setFrom(given.get('from')!);
    if (given.get('to')) setTo(given.get('to')!);
    if (given.get('accountId')) setAccountId(given.get('accountId')!);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' options are the page's own, fixed; a new hash is what counts
  }, [current, hash, path]);

  const datesWrong = !dateRangeInOrder(from, to);
  const filterKey = JSON.stringify(values);
  useEffect(() => setPage(0), [filterKey, q, from, to, accountId]);

  const query: DocumentQuery = { ...base, limit: PAGE_SIZE, offset: page * PAGE_SIZE };
  for (const f of filters) if (values[f.key]) Object.assign(query, { [f.key]: values[f.key] });
  if (q) query.q = q;
  if (from) query.from = from;
  if (to) query.to = to;
  if (accountId) query.accountId = Number(accountId);
  const { data, isPending, isFetching, error } = useDocuments(query, { enabled: !datesWrong });
  const dateError = datesWrong ? t(DATE_ORDER_MESSAGE) : fieldErrors(error).to;
  const items = useMemo(() => (datesWrong ? [] : (data?.items ?? [])), [datesWrong, data?.items]);
  const total = datesWrong ? 0 : (data?.total ?? 0);
  const filtered = !!(q || from || to || accountId || filters.some((f) => values[f.key] !== (f.initial ?? '')));

  const clear = () => {
    setValues(valuesOf(filters));
    setInput('');
    setFrom('');
    setTo('');
    setAccountId('');
  };

  return (
    <Card className="defter-page" data-testid={testId} data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{title}</H3>
        {clearLabel && filtered && <Button icon="filter-remove" text={clearLabel} onClick={clear} data-testid="clear-filters" />}
        {props.actions}
      </div>
      {props.above?.(items)}

      <div className="defter-filter-row" data-testid="filter-row">
        <FormGroup label={searchLabel} labelFor={`${idPrefix}-search`}>
          <InputGroup
            id={`${idPrefix}-search`}
            inputRef={searchRef}
            name="search"
            type="search"
            leftIcon="search"
            placeholder={searchLabel}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            rightElement={isFetching && !isPending ? <Spinner size={16} /> : undefined}
          />
        </FormGroup>
        {filters.map((f) => (
          <FormGroup key={f.key} label={f.label} labelFor={`${idPrefix}-${f.key}`}>
            <HTMLSelect
              id={`${idPrefix}-${f.key}`}
              name={f.key}
              fill
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            >
              {f.all !== undefined && <option value="">{f.all}</option>}
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        ))}
        {accountFilter && <AccountPicker name="accountFilter" label={accountFilter} value={accountId} onChange={setAccountId} />}
        <DateRangeFields idPrefix={idPrefix} from={from} to={to} onFrom={setFrom} onTo={setTo} error={dateError} />
      </div>

      {isPending && !datesWrong ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <div data-testid="empty-state">
          <NonIdealState icon={filtered ? 'filter' : (props.emptyIcon ?? 'document')} title={filtered ? (props.emptyFiltered ?? props.empty) : props.empty} />
        </div>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="table-scroll">
          <HTMLTable compact striped interactive style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="list-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={{ textAlign: c.numeric ? 'end' : 'start' }} aria-label={c.headerHidden ? c.header : undefined}>
                    {c.headerHidden ? null : c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((doc) => (
                <tr key={doc.id} data-id={String(doc.id)} data-type={doc.type} data-status={doc.status} data-number={doc.number}>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      data-col={c.key}
                      style={{
                        textAlign: c.numeric ? 'end' : undefined,
                        fontVariantNumeric: c.numeric ? 'tabular-nums' : undefined,
                        whiteSpace: c.wrap ? 'normal' : undefined,
                        minWidth: c.wrap ? 140 : undefined,
                      }}
                    >
                      {c.cell(doc)}
                    </td>
                  ))}
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

type UsualColumn = 'number' | 'type' | 'date' | 'account' | 'total' | 'status';

/**
 * The usual columns of a document list, in the order asked: the number opens the document's page
 * (`openPath`; plain text when it has none), the status is its family's tag.
 */
export function useDocumentColumns(
  keys: readonly UsualColumn[],
  openPath: (doc: DocumentListItem) => string | null,
  options: { linkTestId?: string } = {},
): DocumentColumn[] {
  const t = useT();
  const all: Record<UsualColumn, DocumentColumn> = {
    number: {
      key: 'number',
      header: t('receiptTracking.col.number'),
      cell: (d) => {
        const to = openPath(d);
        return to ? (
          <a href={`#${to}`} dir="ltr" data-testid={options.linkTestId}>
            {d.number}
          </a>
        ) : (
          <span dir="ltr">{d.number}</span>
        );
      },
    },
    type: { key: 'type', header: t('receiptTracking.col.type'), cell: (d) => t(`documentTypes.${d.type}`) },
    date: { key: 'date', header: t('receiptTracking.col.date'), cell: (d) => <span dir="ltr">{formatDate(d.date ?? null)}</span> },
    account: { key: 'account', header: t('receiptTracking.col.account'), cell: (d) => d.accountName ?? '', wrap: true },
    total: { key: 'total', header: t('receiptTracking.col.total'), numeric: true, cell: (d) => <span dir="ltr">{formatGrandTotal(d)}</span> },
    status: { key: 'status', header: t('receiptTracking.col.status'), cell: (d) => <DocumentStatusTag type={d.type} status={d.status} testId="status-tag" /> },
  };
  return keys.map((k) => all[k]);
}
