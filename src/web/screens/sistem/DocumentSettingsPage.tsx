import { Button, Card, FormGroup, H3, H4, HTMLSelect, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { NEGATIVE_STOCK_POLICIES, type NegativeStockPolicy } from '../../../domain/documents/negative-stock';
import type { PaymentType } from '../../../domain/documents/payment-types';
import { ROUNDING_STEP_CHOICES, type DocumentSettings } from '../../../domain/schemas/document-settings';
import { PAYABLE_ROUNDING_MODES, type PayableRoundingMode } from '../../../domain/money/payable-rounding';
import { formatMoney } from '../../../domain/format';
import type { Warehouse } from '../../../domain/schemas/definitions';
import type { CashAccount } from '../../../domain/schemas/cash-accounts';
import { NEGATIVE_CASH_POLICIES, type NegativeCashPolicy } from '../../../domain/cash/negative-cash';
import { showNotice } from '../../api/errorBus';
import { useDocumentSettings } from '../../api/fetchDocumentSettings';
import { useWarehouses } from '../../api/fetchWarehouses';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useSaveCashAccount } from '../../api/saveCashAccount';
import { useSaveDocumentSettings } from '../../api/saveDocumentSettings';
import { useSaveWarehouse } from '../../api/saveWarehouse';
import { useT } from '../../i18n/useT';
import { useSettingsSave } from '../common/useSettingsSave';

type RoundingStepChoice = (typeof ROUNDING_STEP_CHOICES)[number];

/** The payment types a receipt's editor offers (receiptEditor.payment). */
const EDITOR_PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'card', 'transfer', 'credit'];

/**
 * /sistem/evrak: the defaults a new document starts with, the küsurat yuvarlama of new sales documents, each
 * warehouse's negative-stock policy and each cash or bank account's negative-balance policy, the number series.
 */
export function DocumentSettingsPage({ path }: { path: string }) {
  const t = useT();
  const settings = useDocumentSettings();
  const warehouses = useWarehouses();
  const cashAccounts = useCashAccounts();
  if (!settings.data || !warehouses.data) return <Spinner size={32} />;
  return (
    <Card className="defter-page" data-route={path} data-testid="document-settings" style={{ maxWidth: 860 }}>
      <H3>{t('route.documentSettings')}</H3>
      <DefaultsForm key={settings.data.version} settings={settings.data} warehouses={warehouses.data} />
      <H4 style={{ marginTop: 24 }}>{t('documentSettings.negativeStock')}</H4>
      <p className="bp6-text-muted">{t('documentSettings.negativeStockHelp')}</p>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="warehouse-policies">
        <tbody>
          {warehouses.data.map((w) => (
            <WarehousePolicy key={`${w.id}:${w.negativeStock}`} warehouse={w} />
          ))}
        </tbody>
      </HTMLTable>
      <H4 style={{ marginTop: 24 }}>{t('documentSettings.negativeCash')}</H4>
      <p className="bp6-text-muted">{t('documentSettings.negativeCashHelp')}</p>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="cash-account-policies">
        <tbody>
          {(cashAccounts.data ?? []).map((a) => (
            <CashAccountPolicy key={`${a.id}:${a.negativeCash}`} account={a} />
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function DefaultsForm({ settings, warehouses }: { settings: DocumentSettings; warehouses: Warehouse[] }) {
  const t = useT();
  const { save, errors, saving } = useSettingsSave(useSaveDocumentSettings(), t('documentSettings.saved'));
  const [warehouseId, setWarehouseId] = useState(settings.defaultWarehouseId === null ? '' : String(settings.defaultWarehouseId));
  const [paymentType, setPaymentType] = useState<string>(settings.defaultPaymentType ?? '');
  const [roundingStep, setRoundingStep] = useState<RoundingStepChoice>(settings.roundingStep);
  const [roundingMode, setRoundingMode] = useState<PayableRoundingMode>(settings.roundingMode);
  const [prefixes, setPrefixes] = useState<Record<string, string>>(() => Object.fromEntries(settings.series.map((s) => [s.type, s.prefix])));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      version: settings.version,
      defaultWarehouseId: warehouseId ? Number(warehouseId) : null,
      defaultPaymentType: (paymentType || null) as PaymentType | null,
      roundingStep,
      roundingMode,
      // a blank prefix goes back to the family's
      seriesPrefixes: Object.fromEntries(settings.series.map((s) => [s.type, prefixes[s.type]?.trim() || s.defaultPrefix])),
    };
    save(body);
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="document-defaults">
      <FormGroup
        label={t('documentSettings.defaultWarehouse')}
        labelFor="f-defaultWarehouseId"
        helperText={errors.defaultWarehouseId || t('documentSettings.defaultWarehouseHelp')}
        intent={errors.defaultWarehouseId ? 'danger' : 'none'}
      >
        <HTMLSelect id="f-defaultWarehouseId" name="defaultWarehouseId" fill value={warehouseId} onChange={(e) => setWarehouseId(e.target.value)}>
          <option value="">{t('documentSettings.firstWarehouse')}</option>
          {warehouses.map((w) => (
            <option key={w.id} value={String(w.id)}>
              {w.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('documentSettings.defaultPaymentType')} labelFor="f-defaultPaymentType" helperText={errors.defaultPaymentType || undefined}>
        <HTMLSelect id="f-defaultPaymentType" name="defaultPaymentType" fill value={paymentType} onChange={(e) => setPaymentType(e.target.value)}>
          <option value="">{t('documentSettings.noDefault')}</option>
          {EDITOR_PAYMENT_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`receiptEditor.payment.${p}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <H4 style={{ marginTop: 24 }}>{t('documentSettings.rounding')}</H4>
      <p className="bp6-text-muted">{t('documentSettings.roundingHelp')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <FormGroup
          label={t('documentSettings.roundingStep')}
          labelFor="f-roundingStep"
          helperText={errors.roundingStep || undefined}
          intent={errors.roundingStep ? 'danger' : 'none'}
        >
          <HTMLSelect id="f-roundingStep" name="roundingStep" value={roundingStep} onChange={(e) => setRoundingStep(e.target.value as RoundingStepChoice)}>
            {ROUNDING_STEP_CHOICES.map((s) => (
              <option key={s} value={s}>
                {s === 'none' ? t('documentSettings.roundingNone') : formatMoney(s, { currency: 'TRY', symbol: true })}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup
          label={t('documentSettings.roundingMode')}
          labelFor="f-roundingMode"
          helperText={errors.roundingMode || undefined}
          intent={errors.roundingMode ? 'danger' : 'none'}
        >
          <HTMLSelect
            id="f-roundingMode"
            name="roundingMode"
            value={roundingMode}
            disabled={roundingStep === 'none'}
            onChange={(e) => setRoundingMode(e.target.value as PayableRoundingMode)}
          >
            {PAYABLE_ROUNDING_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`documentSettings.roundingModes.${m}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <H4 style={{ marginTop: 24 }}>{t('documentSettings.series')}</H4>
      <p className="bp6-text-muted">{t('documentSettings.seriesHelp')}</p>
      <div style={{ overflowX: 'auto', marginBottom: 16 }}>
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="number-series">
          <thead>
            <tr>
              <th>{t('documentSettings.type')}</th>
              <th>{t('documentSettings.prefix')}</th>
              <th>{t('documentSettings.issued')}</th>
              <th>{t('documentSettings.nextNumber')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.series.map((s) => (
              <tr key={s.type} data-testid={`series-${s.type}`}>
                <td>
                  <label htmlFor={`f-prefix-${s.type}`}>{t(`documentTypes.${s.type}`)}</label>
                </td>
                <td>
                  <InputGroup
                    id={`f-prefix-${s.type}`}
                    name={`prefix-${s.type}`}
                    size="small"
                    dir="ltr"
                    style={{ width: 72 }}
                    maxLength={4}
                    value={prefixes[s.type] ?? ''}
                    placeholder={s.defaultPrefix}
                    intent={errors[`seriesPrefixes.${s.type}`] ? 'danger' : 'none'}
                    title={errors[`seriesPrefixes.${s.type}`]}
                    onChange={(e) => setPrefixes((p) => ({ ...p, [s.type]: e.target.value }))}
                  />
                </td>
                <td>{s.issued}</td>
                <td dir="ltr">{s.nextNumber}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <Button type="submit" intent="primary" icon="floppy-disk" loading={saving} text={t('documentSettings.save')} />
    </form>
  );
}

/** One warehouse's negative-stock policy, saved as soon as it is chosen (PUT /api/warehouses/:id). */
function WarehousePolicy({ warehouse }: { warehouse: Warehouse }) {
  const t = useT();
  const save = useSaveWarehouse();
  const [policy, setPolicy] = useState<NegativeStockPolicy>(warehouse.negativeStock);
  const change = (next: NegativeStockPolicy) => {
    setPolicy(next);
    save.mutate(
      { id: warehouse.id, name: warehouse.name, negativeStock: next },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('documentSettings.saved'), timeout: 3000 }),
        onError: () => setPolicy(warehouse.negativeStock),
      },
    );
  };
  return (
    <PolicyRow
      inputId={`f-policy-${warehouse.id}`}
      label={warehouse.name}
      policies={NEGATIVE_STOCK_POLICIES}
      value={policy}
      disabled={save.isPending}
      onChange={change}
    />
  );
}

/** One cash or bank account's negative-balance policy, saved as soon as it is chosen (PUT /api/cash-accounts/:id, the whole definition). */
function CashAccountPolicy({ account }: { account: CashAccount }) {
  const t = useT();
  const save = useSaveCashAccount();
  const [policy, setPolicy] = useState<NegativeCashPolicy>(account.negativeCash);
  const change = (next: NegativeCashPolicy) => {
    setPolicy(next);
    const { id, balance: _balance, negativeCash: _policy, ...definition } = account;
    save.mutate(
      { id, body: { ...definition, negativeCash: next } },
      {
        onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('documentSettings.saved'), timeout: 3000 }),
        onError: () => setPolicy(account.negativeCash),
      },
    );
  };
  return (
    <PolicyRow
      inputId={`f-cash-policy-${account.id}`}
      label={`${account.name} (${account.currency})`}
      policies={NEGATIVE_CASH_POLICIES}
      value={policy}
      disabled={save.isPending}
      onChange={change}
    />
  );
}

interface PolicyRowProps<P extends string> {
  inputId: string;
  label: string;
  policies: readonly P[];
  value: P;
  disabled: boolean;
  onChange: (next: P) => void;
}

/** A record and the select of what it does below zero; stock and cash name their policies in the same words. */
function PolicyRow<P extends string>({ inputId, label, policies, value, disabled, onChange }: PolicyRowProps<P>) {
  const t = useT();
  return (
    <tr>
      <td>
        <label htmlFor={inputId}>{label}</label>
      </td>
      <td>
        <HTMLSelect id={inputId} name={inputId.replace(/^f-/, '')} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as P)}>
          {policies.map((p) => (
            <option key={p} value={p}>
              {t(`definitions.warehouse.policy.${p}`)}
            </option>
          ))}
        </HTMLSelect>
      </td>
    </tr>
  );
}
