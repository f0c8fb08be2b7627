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
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: String(w.id), text: w.name }));
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
  if (has('warehouseId'))
    parts.push(
      <Choice
        key="warehouseId"
        field="warehouse"
        label={has('targetWarehouseId') ? t('lists.fromWarehouse') : t('reports.warehouse')}
        all={t('reports.allWarehouses')}
        value={filters.warehouseId ?? ''}
        onChange={set('warehouseId')}
        options={warehouseOptions}
      />,
    );
  if (has('targetWarehouseId'))
    parts.push(
      <Choice
        key="targetWarehouseId"
        field="target-warehouse"
        label={t('lists.toWarehouse')}
        all={t('reports.allWarehouses')}
        value={filters.targetWarehouseId ?? ''}
        onChange={set('targetWarehouseId')}
        options={warehouseOptions}
      />,
    );
  if (has('groupId'))
    parts.push(
      <Choice
        key="groupId"
        field="account-group"
        label={t('accountGroups.group')}
        all={t('accountGroups.all')}
        value={filters.groupId ?? ''}
        onChange={set('groupId')}
        options={(groups.data ?? []).map((g) => ({ value: String(g.id), text: g.name }))}
      />,
    );
  if (has('cashAccountId'))
    parts.push(
      <Choice
        key="cashAccountId"
        field="cash-account"
        label={t('reports.cashAccount')}
        all={t('reports.allCashAccounts')}
        value={filters.cashAccountId ?? ''}
        onChange={set('cashAccountId')}
        options={(cashAccounts.data ?? []).map((a) => ({ value: String(a.id), text: a.name }))}
      />,
    );
  if (has('categoryId'))
    parts.push(
      <Choice
        key="categoryId"
        field="category"
        label={t('reports.columns.category')}
        all={t('lists.allCategories')}
        value={filters.categoryId ?? ''}
        onChange={set('categoryId')}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), text: c.name }))}
      />,
    );
  if (has('type'))
    parts.push(
      <Choice
        key="type"
        field="type"
        label={t('reports.columns.documentType')}
        all={t('lists.allTypes')}
        value={filters.type ?? ''}
        onChange={set('type')}
        options={STOCK_VOUCHER_TYPES.map((v) => ({ value: v, text: t(`documentTypes.${v}`) }))}
      />,
    );
  if (has('status'))
    parts.push(
      <Choice
        key="status"
        field="status"
        label={t('reports.columns.status')}
        all={t('lists.allStatuses')}
        value={filters.status ?? ''}
        onChange={set('status')}
        options={VOUCHER_STATUSES.map((v) => ({ value: v, text: t(`documentStatus.${v}`) }))}
      />,
    );
  if (has('paymentType'))
    parts.push(
      <Choice
        key="paymentType"
        field="payment-type"
        label={t('reports.columns.paymentType')}
        all={t('lists.allPaymentTypes')}
        value={filters.paymentType ?? ''}
        onChange={set('paymentType')}
        options={PAYMENT_TYPES.map((v) => ({ value: v, text: t(`lists.paymentTypes.${v}`) }))}
      />,
    );
  if (has('userId'))
    parts.push(
      <Choice
        key="userId"
        field="user"
        label={t('reports.columns.user')}
        all={t('lists.allUsers')}
        value={filters.userId ?? ''}
        onChange={set('userId')}
        options={(users.data ?? []).map((u) => ({ value: String(u.id), text: u.name }))}
      />,
    );
  if (has('accountId'))
    parts.push(
      <div key="accountId" style={{ flex: '1 1 220px' }}>
        <AccountPicker name="accountId" label={t('reports.account')} value={filters.accountId ?? ''} onChange={set('accountId')} />
      </div>,
    );
  return <>{parts}</>;
}
