import { HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DATE_ORDER_MESSAGE } from '../../../domain/date-range';
import { PAYMENT_TYPES } from '../../../domain/documents/payment-types';
import { STOCK_VOUCHER_TYPES, VOUCHER_STATUSES, type ReportName } from '../../../domain/schemas/reports';
import { useAccountGroups } from '../../api/accountGroups';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useColleagues } from '../../api/fetchColleagues';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DateRangeFields } from '../common/DateRangeFields';
import { ProductPicker } from '../common/ProductPicker';
import type { ReportFilterField } from './reportFilters';

interface Props {
  name: ReportName;
  fields: readonly ReportFilterField[];
  required: readonly ReportFilterField[];
  filters: Record<string, string>;
  set: (key: string) => (value: string) => void;
  inOrder: boolean;
}

/** A labelled choice of a report's filter: '' is "all". */
function Choice(props: {
  field: string;
  label: string;
  all: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; text: string }[];
}) {
  return (
    <label style={{ flex: '1 1 180px' }}>
      {props.label}
      <HTMLSelect fill value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} data-testid={`report-${props.field}`}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </HTMLSelect>
    </label>
  );
}

/** The filters a report's page offers, each as the API names it (src/domain/schemas/reports.ts). */
export function ReportFilterBar({ name, fields, required, filters, set, inOrder }: Props) {
  const t = useT();
  const has = (f: ReportFilterField) => fields.includes(f);
  const warehouses = useWarehouses();
  const cashAccounts = useCashAccounts();
  const groups = useAccountGroups(has('groupId'));
  const categories = useDefinitionOptions('category');
  const users = useColleagues(has('userId'));
  const parts: ReactNode[] = [];
  if (has('productId'))
    parts.push(
      <div key="productId" style={{ flex: '2 1 260px' }}>
        <ProductPicker label={t('lists.product')} value={filters.productId ?? ''} onChange={set('productId')} required={required.includes('productId')} />
      </div>,
    );
  if (has('from'))
    parts.push(
      <DateRangeFields
        key="range"
        idPrefix={`report-${name}`}
        from={filters.from ?? ''}
        to={filters.to ?? ''}
        onFrom={set('from')}
        onTo={set('to')}
        error={inOrder ? undefined : t(DATE_ORDER_MESSAGE)}
      />,
    );
  else if (has('to'))
    parts.push(
      <DateField
        key="to"
        id={`report-${name}-to`}
        name="to"
        label={t('reports.to')}
        value={filters.to ?? ''}
        onChange={set('to')}
        style={{ flex: '1 1 150px', margin: 0 }}
      />,
    );
  const named = (rows: readonly { id: number; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.id), text: r.name }));
  const coded = (values: readonly string[], word: (v: string) => string) => values.map((v) => ({ value: v, text: word(v) }));
  // the choices in the order they stand on the page; `field` names the select for the tests
  const choices: { key: ReportFilterField; field: string; label: string; all: string; options: { value: string; text: string }[] }[] = [
    {
      key: 'warehouseId',
      field: 'warehouse',
      label: has('targetWarehouseId') ? t('lists.fromWarehouse') : t('reports.warehouse'),
      all: t('reports.allWarehouses'),
      options: named(warehouses.data),
    },
    { key: 'targetWarehouseId', field: 'target-warehouse', label: t('lists.toWarehouse'), all: t('reports.allWarehouses'), options: named(warehouses.data) },
    { key: 'groupId', field: 'account-group', label: t('accountGroups.group'), all: t('accountGroups.all'), options: named(groups.data) },
    { key: 'cashAccountId', field: 'cash-account', label: t('reports.cashAccount'), all: t('reports.allCashAccounts'), options: named(cashAccounts.data) },
    { key: 'categoryId', field: 'category', label: t('reports.columns.category'), all: t('lists.allCategories'), options: named(categories.data) },
    {
      key: 'type',
      field: 'type',
      label: t('reports.columns.documentType'),
      all: t('lists.allTypes'),
      options: coded(STOCK_VOUCHER_TYPES, (v) => t(`documentTypes.${v}`)),
    },
    {
      key: 'status',
      field: 'status',
      label: t('reports.columns.status'),
      all: t('lists.allStatuses'),
      options: coded(VOUCHER_STATUSES, (v) => t(`documentStatus.${v}`)),
    },
    {
      key: 'paymentType',
      field: 'payment-type',
      label: t('reports.columns.paymentType'),
      all: t('lists.allPaymentTypes'),
      options: coded(PAYMENT_TYPES, (v) => t(`lists.paymentTypes.${v}`)),
    },
    { key: 'userId', field: 'user', label: t('reports.columns.user'), all: t('lists.allUsers'), options: named(users.data) },
  ];
  for (const c of choices.filter((c) => has(c.key)))
    parts.push(<Choice key={c.key} field={c.field} label={c.label} all={c.all} value={filters[c.key] ?? ''} onChange={set(c.key)} options={c.options} />);
  if (has('accountId'))
    parts.push(
      <div key="accountId" style={{ flex: '1 1 220px' }}>
        <AccountPicker name="accountId" label={t('reports.account')} value={filters.accountId ?? ''} onChange={set('accountId')} />
      </div>,
    );
  return <>{parts}</>;
}
