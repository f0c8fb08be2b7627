import { Button, Callout, Checkbox, HTMLTable, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import {
  pickedLines,
  previewTotals,
  quantitiesValid,
  quantityProblem,
  takesAll,
  type ConversionFlowContext,
  type ConversionFlowEvent,
} from '../../../../../flows/conversion';
import { lineAmounts } from '../../../../domain/money/totals';
import { isCurrency } from '../../../../domain/money/format';
import { ApiError } from '../../../api/apiError';
import { noRateMessage, useExchangeRate } from '../../../api/fetchExchangeRate';
import { useT } from '../../../i18n/useT';
import { formatDecimal, formatMoney, readAmount } from '../../../../domain/format';
import { companyToday } from '../../../api/businessDay';

type Send = (e: ConversionFlowEvent) => void;
interface StepProps {
  context: ConversionFlowContext;
  names: Record<number, string>;
  send: Send;
}

const nameOf = (names: Record<number, string>, productId?: string) => (productId ? (names[Number(productId)] ?? `#${productId}`) : '');
const money = (v: string, currency: string) => formatMoney(v, { currency: isCurrency(currency) ? currency : 'TRY', symbol: true });

export function PickStep({ context, names, send }: StepProps) {
  const t = useT();
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="pick-table">
      <thead>
        <tr>
          <th aria-label={t('conversion.pick')} />
          <th style={{ textAlign: 'start' }}>{t('conversion.product')}</th>
          <th style={{ textAlign: 'end' }}>{t('conversion.remaining')}</th>
          <th style={{ textAlign: 'end' }}>{t('conversion.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {context.lines.map((l) => (
          <tr key={l.id} data-line={l.id}>
            <td>
              <Checkbox
                style={{ margin: 0 }}
                checked={context.picked.includes(l.id)}
                aria-label={t('conversion.pickLine', { name: nameOf(names, l.productId) })}
                onChange={() => send({ type: 'TOGGLE', lineId: l.id })}
              />
            </td>
            <td>{nameOf(names, l.productId)}</td>
            <td style={{ textAlign: 'end' }} dir="ltr">
              {formatDecimal(l.remaining, 0)}
            </td>
            <td style={{ textAlign: 'end' }} dir="ltr">
              {formatDecimal(l.unitPrice, 2)}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function QuantityInput({ lineId, value, send }: { lineId: string; value: string; send: Send }) {
  const t = useT();
  const [text, setText] = useState(formatDecimal(value, 0));
  const [parseError, setParseError] = useState<string | null>(null);
  const change = (next: string) => {
    setText(next);
    const r = readAmount(next);
    setParseError(r.ok ? null : r.messageKey);
    send({ type: 'SET_QUANTITY', lineId, value: r.ok ? r.value : next });
  };
  return (
    <>
      <InputGroup
        dir="ltr"
        inputMode="decimal"
        value={text}
        aria-label={t('conversion.quantity')}
        intent={parseError ? 'danger' : 'none'}
        onChange={(e) => change(e.target.value)}
        data-testid={`quantity-${lineId}`}
      />
      {parseError && (
        <div className="bp6-text-small" role="alert" style={{ color: 'var(--defter-danger, #c23030)' }}>
          {t(parseError)}
        </div>
      )}
    </>
  );
}

export function QuantitiesStep({ context, names, send }: StepProps) {
  const t = useT();
  return (
    <HTMLTable compact style={{ width: '100%' }} data-testid="quantities-table">
      <thead>
        <tr>
          <th style={{ textAlign: 'start' }}>{t('conversion.product')}</th>
          <th style={{ textAlign: 'end' }}>{t('conversion.remaining')}</th>
          <th style={{ textAlign: 'start', minWidth: 140 }}>{t('conversion.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {pickedLines(context).map((l) => {
          const value = context.quantities[l.id] ?? '';
          const problem = quantityProblem(value, l.remaining);
          return (
            <tr key={l.id} data-line={l.id}>
              <td>{nameOf(names, l.productId)}</td>
              <td style={{ textAlign: 'end' }} dir="ltr">
                {formatDecimal(l.remaining, 0)}
              </td>
              <td>
                <QuantityInput lineId={l.id} value={value} send={send} />
                {problem && (
                  <div role="alert" data-testid={`problem-${l.id}`} style={{ color: 'var(--defter-danger, #c23030)' }}>
                    {t(`rules.${problem}`)}
                  </div>
                )}
                {!problem && takesAll(value, l.remaining) && (
                  <div className="bp6-text-muted" data-testid={`equal-${l.id}`}>
                    {t('conversion.equalQuantity')}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

export function RateStep({ context, sourceRate, currency, send }: { context: ConversionFlowContext; sourceRate: string | null; currency: string; send: Send }) {
  const t = useT();
  const today = useExchangeRate(currency, companyToday());
  const todayRate = today.data?.forexSelling ?? null;
  const noRate = noRateMessage(today.data);
  const missing = today.isError || noRate !== null;
  return (
    <>
      <RadioGroup
        label={t('conversion.rateQuestion', { currency })}
        selectedValue={context.rate}
        onChange={(e) => send({ type: 'CHOOSE_RATE', rate: e.currentTarget.value === 'today' ? 'today' : 'source' })}
      >
        <Radio
          value="source"
          data-testid="rate-source"
          label={sourceRate ? t('conversion.rateSourceValue', { rate: formatDecimal(sourceRate, 4) }) : t('conversion.rateSource')}
        />
        <Radio
          value="today"
          data-testid="rate-today"
          disabled={missing}
          label={todayRate ? t('conversion.rateTodayValue', { rate: formatDecimal(todayRate, 4) }) : t('conversion.rateToday')}
        />
      </RadioGroup>
      {missing && (
        <Callout intent="warning" icon="warning-sign" data-testid="no-rate-today">
          {noRate || (today.error instanceof ApiError ? today.error.message : t('conversion.noRateToday'))}
        </Callout>
      )}
    </>
  );
}

export function PreviewStep({ context, names, currency }: { context: ConversionFlowContext; names: Record<number, string>; currency: string }) {
  const t = useT();
  const totals = previewTotals(context);
  return (
    <div data-testid="preview">
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'start' }}>{t('conversion.product')}</th>
            <th style={{ textAlign: 'end' }}>{t('conversion.quantity')}</th>
            <th style={{ textAlign: 'end' }}>{t('conversion.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {pickedLines(context).map((l) => (
            <tr key={l.id} data-line={l.id}>
              <td>{nameOf(names, l.productId)}</td>
              <td style={{ textAlign: 'end' }} dir="ltr" data-col="quantity">
                {formatDecimal(context.quantities[l.id] ?? '0', 0)}
              </td>
              <td style={{ textAlign: 'end' }} dir="ltr">
                {money(lineAmounts({ ...l, quantity: context.quantities[l.id] ?? '0' }).net, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', justifyContent: 'end', marginTop: 12 }}>
        {(['sub', 'discount', 'tax', 'grand'] as const).map((k) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: k === 'grand' ? 700 : 400 }}>{t(`conversion.total.${k}`)}</dt>
            <dd style={{ margin: 0, textAlign: 'end', fontWeight: k === 'grand' ? 700 : 400 }} dir="ltr" data-total={k}>
              {money(totals[k], currency)}
            </dd>
          </div>
        ))}
      </dl>
      {context.foreign && (
        <Callout icon="dollar" style={{ marginTop: 8 }}>
          {t(context.rate === 'today' ? 'conversion.rateToday' : 'conversion.rateSource')}
        </Callout>
      )}
    </div>
  );
}

export function WizardButtons({ step, context, send }: { step: string; context: ConversionFlowContext; send: Send }) {
  const t = useT();
  const nextDisabled = (step === 'pick' && context.picked.length === 0) || (step === 'quantities' && !quantitiesValid(context));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginTop: 16 }}>
      {step !== 'pick' && step !== 'submitting' ? (
        <Button icon="undo" text={t('conversion.back')} onClick={() => send({ type: 'BACK' })} data-testid="flow-back" />
      ) : (
        <span />
      )}
      {step === 'preview' || step === 'submitting' ? (
        <Button
          intent="success"
          icon="tick"
          loading={step === 'submitting'}
          text={t('conversion.confirm')}
          onClick={() => send({ type: 'CONFIRM' })}
          data-testid="flow-confirm"
        />
      ) : (
        <Button
          intent="primary"
          endIcon="arrow-right"
          text={t('conversion.next')}
          disabled={nextDisabled}
          onClick={() => send({ type: 'NEXT' })}
          data-testid="flow-next"
        />
      )}
    </div>
  );
}
