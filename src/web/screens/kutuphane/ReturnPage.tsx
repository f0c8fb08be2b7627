import { Callout, Card, H3 } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { COUNTER_ASKING_STEPS, type CounterCalls } from '../../../../flows/library-counter';
import { formatDate, formatMoney } from '../../../domain/format';
import { renewAtCounter } from '../../api/renewAtCounter';
import { returnAtCounter } from '../../api/returnAtCounter';
import { useT } from '../../i18n/useT';
import { ScanField } from './ScanField';
import { useCounterFlow } from './useCounterFlow';

const calls: Partial<CounterCalls> = {
  returnCopy: returnAtCounter,
  renewLoan: (barcode) => renewAtCounter(barcode).then((r) => r.loan),
};

/**
 * /kutuphane/iade: scan a copy back in, over flows/library-counter.ts. The loan is returned, the fine for its late days
 * shown (exact, capped by the matrix), and when another member holds the title the copy goes on the holds shelf for
 * them. A copy's loan can be renewed here too, unless another member holds the title or its renewals are used up.
 */
export function ReturnPage({ path }: { path: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { state, send, step, context } = useCounterFlow('return', calls);
  const { returned, renewed, refusal } = context;

  useEffect(() => {
    if (!COUNTER_ASKING_STEPS.includes(step)) input.current?.focus();
  }, [step]);

  const scan = (barcode: string, action?: string) => {
    const event = action === 'renew' ? ({ type: 'RENEW', barcode } as const) : ({ type: 'RETURN_COPY', barcode } as const);
    if (!state.can(event)) return false;
    send(event);
    return true;
  };

  return (
    <Card className="defter-page library-counter" data-testid="library-return" data-route={path} data-step={step} data-scanned={context.scanned ?? undefined}>
      <H3>{t('route.libraryReturn')}</H3>
      <ScanField
        id="return-copy"
        label={t('library.scanCopy')}
        inputRef={input}
        autoFocus
        onScan={scan}
        actions={[
          { action: 'return', icon: 'import', text: t('library.returnIt'), testId: 'return-it' },
          { action: 'renew', icon: 'refresh', text: t('library.renew'), testId: 'return-renew' },
        ]}
      />
      {refusal && (
        <Callout intent="danger" role="alert" data-testid="counter-error">
          {refusal.message}
        </Callout>
      )}
      {renewed?.dueDate && (
        <Callout intent="success" data-testid="renewed" data-barcode={renewed.barcode}>
          {t('library.renewedUntil', { date: formatDate(renewed.dueDate) })}
        </Callout>
      )}
      {returned && (
        <div data-testid="return-result" data-barcode={returned.loan.barcode} style={{ display: 'grid', gap: 8 }}>
          <Callout intent="success">
            {returned.loan.title} · {returned.member.name} · {t('library.returned')}
          </Callout>
          {returned.overdueDays > 0 && (
            <Callout intent={returned.loan.fine === '0.00' ? 'warning' : 'danger'} data-testid="return-fine">
              {t('library.lateDays', { n: returned.overdueDays })} · {t('library.fineDue', { amount: formatMoney(returned.loan.fine) })}
            </Callout>
          )}
          {returned.holdFor && (
            <Callout intent="primary" icon="bookmark" data-testid="return-hold">
              {t('library.holdsShelf', { name: returned.holdFor.memberName, date: formatDate(returned.holdFor.readyUntil) })}
            </Callout>
          )}
        </div>
      )}
    </Card>
  );
}
