import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { readAmount } from '../../../domain/format';
import { useCashBoxes } from '../../api/fetchCashBoxes';
import { useOwnSettings } from '../../api/fetchOwnSettings';
import { useOpenCashBoxSession } from '../../api/openCashBoxSession';
import { useT } from '../../i18n/useT';
import { useMayWrite } from '../common/useMayWrite';

/**
 * The till with its cash box closed: a user who may open a session (lifecycles §7, the cashBoxSession writers)
 * opens one right here, with its opening float; anyone else is told to ask for it.
 */
export function PosOpenBox() {
  const t = useT();
  const mayOpen = useMayWrite('cashBoxSession');
  if (!mayOpen)
    return (
      <Callout intent="warning" title={t('pos.openBox.title')} data-testid="pos-no-cash-box">
        {t('pos.openBox.ask')}
      </Callout>
    );
  return <OpenBoxForm />;
}

function OpenBoxForm() {
  const t = useT();
  const boxes = useCashBoxes();
  const open = useOpenCashBoxSession();
  const cash = (boxes.data ?? []).filter((b) => b.kind === 'cash');
  const [chosen, setChosen] = useState<number | null>(null);
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  // the user's own cash box (Hesap Ayarları) is offered first
  const own = useOwnSettings().data?.defaultCashBoxId;
  const boxId = chosen ?? cash.find((b) => b.id === own)?.id ?? cash[0]?.id ?? null;
  const submit = () => {
    const r = readAmount(float);
    if (!r.ok) return setError(t(r.messageKey));
    if (r.value.startsWith('-')) return setError(t('cashBox.negative'));
    if (boxId === null) return;
    setError(null);
    open.mutate({ cashBoxId: boxId, openingBalance: r.value === '' ? '0.00' : r.value });
  };
  return (
    <Callout intent="warning" title={t('pos.openBox.title')} data-testid="pos-no-cash-box">
      <p>{t('pos.openBox.text')}</p>
      <form
        className="pos-open-box"
        data-testid="pos-open-box"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {cash.length > 1 && (
          <FormGroup label={t('pos.openBox.box')} labelFor="pos-open-box-id">
            <HTMLSelect id="pos-open-box-id" value={boxId ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
              {cash.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
        <FormGroup
          label={cash.length === 1 ? `${t('pos.openBox.float')} · ${cash[0]!.name}` : t('pos.openBox.float')}
          labelFor="pos-open-box-float"
          intent={error ? 'danger' : 'none'}
          helperText={error ? <span role="alert">{error}</span> : undefined}
        >
          <InputGroup
            id="pos-open-box-float"
            data-testid="pos-open-box-float"
            dir="ltr"
            inputMode="decimal"
            placeholder="0,00"
            value={float}
            onChange={(e) => setFloat(e.target.value)}
          />
        </FormGroup>
        <Button type="submit" intent="primary" icon="unlock" loading={open.isPending} disabled={boxId === null} data-testid="pos-open-box-submit">
          {t('pos.openBox.action')}
        </Button>
      </form>
    </Callout>
  );
}
