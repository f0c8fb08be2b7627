import { FormGroup, HTMLSelect, InputGroup, MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { memo, useCallback, useRef, useState } from 'react';
import { PAYMENT_TYPES } from '../../../../domain/documents/payment-types';
import { RECEIPT_KINDS, isSetType, takesDocumentDiscount, type ReceiptType } from '../../../../../machines/receipt/rules';
import { CURRENCIES, isCurrency } from '../../../../domain/money/format';
import type { Account } from '../../../../domain/schemas/accounts';
import { useAccounts } from '../../../api/fetchAccounts';
import { useWarehouses } from '../../../api/fetchWarehouses';
import { useT } from '../../../i18n/useT';
import { useDebounced } from '../../common/listHelpers';
import { ExchangeRateField } from '../../common/ExchangeRateField';
import { isExportHeader, OTHER_INVOICE_FIELD, type HeaderState } from '../../common/headerState';
import { DELIVERY_TERMS, TRANSPORT_MODES } from '../../../../domain/edocuments/export';
import { DateField } from '../../common/DateField';
import { focusNextField } from '../../common/keyboardFocus';
import { isOrderType, PAYMENT_TYPE_RECEIPTS, type EditorDocType } from '../../common/receiptRoutes';

const ACCOUNT_INPUT_ID = 'f-account';

interface Props {
  type: EditorDocType;
  /** completing it moves stock: START needs the warehouse (marked like the account) */
  warehouseRequired?: boolean;
  /** a cash invoice: START needs its payment type */
  paymentRequired?: boolean;
  value: HeaderState;
  /** a sale: the salespeople it may be credited to (/komisyon); absent or null: no choice (its writer) */
  salespeople?: readonly { id: number; name: string }[] | null;
  readOnly: boolean;
  onChange: (patch: Partial<HeaderState>) => void;
}

const renderAccount: ItemRenderer<Account> = (a, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={a.id}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      text={a.name}
      label={a.code ?? undefined}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  ) : null;

/** Filters the last answer at once while the server's search for what was typed is on its way. */
const matchesAccount = (query: string, a: Account) => {
  const q = query.trim().toLocaleLowerCase('tr');
  return !q || [a.name, a.code, a.taxNumber].some((v) => v?.toLocaleLowerCase('tr').includes(q));
};

/**
 * The receipt's header: account, date (typed day.month.year), warehouses, currency and rate, payment type, note.
 * Memoized, so that an edit of a line does not render it again.
 */
export const ReceiptHeader = memo(function ReceiptHeader({
  type,
  warehouseRequired = false,
  paymentRequired = false,
  value,
  salespeople,
  readOnly,
  onChange,
}: Props) {
  const t = useT();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const accounts = useAccounts({ q, limit: 10, offset: 0 });
  const warehouses = useWarehouses();

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setRate = useCallback((v: string) => onChangeRef.current({ exchangeRate: v }), []);

  const order = isOrderType(type);
  // sales and purchase orders need their account before approval (lifecycles.md §2)
  const needsAccount = order || RECEIPT_KINDS[type as ReceiptType].needsAccount;
  const showAccount = type !== 'stockTransfer' && !isSetType(type);
  const wantsPayment = PAYMENT_TYPE_RECEIPTS.includes(type);
  const otherInvoiceField = OTHER_INVOICE_FIELD[type];
  const exporting = isExportHeader(type, value);
  const warehouseOptions = [
    { value: '', label: t('receiptEditor.pickWarehouse') },
    ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
  ];

  return (
    <div className="receipt-header" data-testid="receipt-header">
      {showAccount && (
        <FormGroup label={t('receiptEditor.account')} labelFor="f-account" labelInfo={needsAccount ? '*' : undefined} style={{ minWidth: 0 }}>
          <Suggest<Account>
            items={accounts.data?.items ?? []}
            itemRenderer={renderAccount}
            itemPredicate={matchesAccount}
            itemsEqual="id"
            inputValueRenderer={(a) => (a.code ? `${a.name} (${a.code})` : a.name)}
            selectedItem={value.account}
            onItemSelect={(a) => {
              onChange({ account: a });
              focusNextField(document.getElementById(ACCOUNT_INPUT_ID));
            }}
            query={search}
            onQueryChange={setSearch}
            resetOnQuery={false}
            disabled={readOnly}
            noResults={<MenuItem disabled roleStructure="listoption" text={accounts.isFetching ? <Spinner size={16} /> : t('accounts.statement.noAccounts')} />}
            fill
            popoverProps={{ minimal: true, matchTargetWidth: true }}
            inputProps={{ id: ACCOUNT_INPUT_ID, name: 'account', placeholder: t('accounts.statement.accountPick'), 'data-testid': 'account-input' } as never}
          />
        </FormGroup>
      )}
      <DateField name="date" label={t('receiptEditor.date')} required readOnly={readOnly} value={value.date} onChange={(date) => onChange({ date })} />
      {order && (
        <DateField
          name="deliveryDate"
          label={t('orderEditor.deliveryDate')}
          readOnly={readOnly}
          value={value.deliveryDate}
          onChange={(deliveryDate) => onChange({ deliveryDate })}
        />
      )}
      <WarehouseSelect
        id="f-warehouse"
        name="warehouseId"
        label={type === 'stockTransfer' ? t('receiptEditor.sourceWarehouse') : t('receiptEditor.warehouse')}
        required={warehouseRequired}
        readOnly={readOnly}
        value={value.warehouseId}
        options={warehouseOptions}
        onChange={(warehouseId) => onChange({ warehouseId })}
      />
      {type === 'stockTransfer' && (
        <WarehouseSelect
          id="f-target-warehouse"
          name="targetWarehouseId"
          label={t('receiptEditor.targetWarehouse')}
          required={warehouseRequired}
          readOnly={readOnly}
          value={value.targetWarehouseId}
          options={warehouseOptions}
          onChange={(targetWarehouseId) => onChange({ targetWarehouseId })}
        />
      )}
      <FormGroup label={t('receiptEditor.currency')} labelFor="f-currency" style={{ minWidth: 0 }}>
        <HTMLSelect
          id="f-currency"
          name="currency"
          fill
          disabled={readOnly}
          value={value.currency}
          onChange={(e) =>
            isCurrency(e.target.value) && onChange({ currency: e.target.value, exchangeRate: e.target.value === 'TRY' ? '' : value.exchangeRate })
          }
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </FormGroup>
      {value.currency !== 'TRY' && (
        <ExchangeRateField currency={value.currency} date={value.date} value={value.exchangeRate} disabled={readOnly} onChange={setRate} />
      )}
      {wantsPayment && (
        <FormGroup label={t('receiptEditor.paymentType')} labelFor="f-paymentType" labelInfo={paymentRequired ? '*' : undefined} style={{ minWidth: 0 }}>
          <HTMLSelect
            id="f-paymentType"
            name="paymentType"
            fill
            disabled={readOnly}
            value={value.paymentType ?? ''}
            onChange={(e) => onChange({ paymentType: e.target.value || null })}
            options={[
              { value: '', label: '—' },
              ...PAYMENT_TYPES.filter((p) => p !== 'mixed').map((p) => ({ value: p, label: t(`receiptEditor.payment.${p}`) })),
            ]}
          />
        </FormGroup>
      )}
      {salespeople && (
        <FormGroup label={t('receiptEditor.salesperson')} labelFor="f-salespersonId" style={{ minWidth: 0 }}>
          <HTMLSelect
            id="f-salespersonId"
            name="salespersonId"
            fill
            disabled={readOnly}
            value={value.salespersonId}
            onChange={(e) => onChange({ salespersonId: e.target.value })}
            options={[{ value: '', label: t('receiptEditor.salespersonWriter') }, ...salespeople.map((s) => ({ value: String(s.id), label: s.name }))]}
          />
        </FormGroup>
      )}
      {takesDocumentDiscount(type) && (
        <FormGroup label={t('receiptEditor.documentDiscount')} labelFor="f-documentDiscount" style={{ minWidth: 0 }}>
          <InputGroup
            id="f-documentDiscount"
            name="documentDiscount"
            data-testid="document-discount"
            inputMode="decimal"
            dir="ltr"
            readOnly={readOnly}
            value={value.discountValue}
            onChange={(e) => onChange({ discountValue: e.target.value })}
            rightElement={
              <HTMLSelect
                minimal
                aria-label={t('receiptEditor.documentDiscountKind')}
                data-testid="document-discount-kind"
                disabled={readOnly}
                value={value.discountKind}
                onChange={(e) => onChange({ discountKind: e.target.value === 'amount' ? 'amount' : 'rate' })}
                options={[
                  { value: 'rate', label: '%' },
                  { value: 'amount', label: value.currency },
                ]}
              />
            }
          />
        </FormGroup>
      )}
      {otherInvoiceField && (
        <FormGroup label={t(`receiptEditor.${otherInvoiceField}`)} labelFor="f-other-invoice" style={{ minWidth: 0 }}>
          <InputGroup
            id="f-other-invoice"
            name={otherInvoiceField}
            dir="ltr"
            readOnly={readOnly}
            value={value.otherInvoiceNumber}
            maxLength={30}
            onChange={(e) => onChange({ otherInvoiceNumber: e.target.value })}
          />
        </FormGroup>
      )}
      {exporting && (
        <>
          <FormGroup label={t('receiptEditor.deliveryTerms')} labelFor="f-deliveryTerms" labelInfo="*" style={{ minWidth: 0 }}>
            <HTMLSelect
              id="f-deliveryTerms"
              name="deliveryTerms"
              fill
              disabled={readOnly}
              value={value.deliveryTerms}
              onChange={(e) => onChange({ deliveryTerms: e.target.value })}
              options={[{ value: '', label: '—' }, ...DELIVERY_TERMS.map((c) => ({ value: c, label: c }))]}
            />
          </FormGroup>
          <FormGroup label={t('receiptEditor.transportMode')} labelFor="f-transportMode" labelInfo="*" style={{ minWidth: 0 }}>
            <HTMLSelect
              id="f-transportMode"
              name="transportMode"
              fill
              disabled={readOnly}
              value={value.transportMode}
              onChange={(e) => onChange({ transportMode: e.target.value })}
              options={[{ value: '', label: '—' }, ...TRANSPORT_MODES.map((m) => ({ value: m, label: t(`receiptEditor.transportModes.${m}`) }))]}
            />
          </FormGroup>
        </>
      )}
      <FormGroup label={t('receiptEditor.note')} labelFor="f-note" className="receipt-note" style={{ minWidth: 0 }}>
        <InputGroup id="f-note" name="note" readOnly={readOnly} value={value.note} maxLength={2000} onChange={(e) => onChange({ note: e.target.value })} />
      </FormGroup>
    </div>
  );
});

interface WarehouseSelectProps {
  id: string;
  name: string;
  label: string;
  required: boolean | undefined;
  readOnly: boolean;
  value: number | null;
  options: { value: string; label: string }[];
  onChange: (id: number | null) => void;
}

/** A warehouse of the document (the one stock moves from, or a transfer's target); empty is "none chosen". */
function WarehouseSelect({ id, name, label, required, readOnly, value, options, onChange }: WarehouseSelectProps) {
  return (
    <FormGroup label={label} labelFor={id} labelInfo={required ? '*' : undefined} style={{ minWidth: 0 }}>
      <HTMLSelect
        id={id}
        name={name}
        fill
        disabled={readOnly}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        options={options}
      />
    </FormGroup>
  );
}
