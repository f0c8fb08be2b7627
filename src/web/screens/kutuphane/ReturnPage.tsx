import { Button, Callout, Card, H3, InputGroup } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formatDate, formatMoney } from '../../../domain/format';
import type { libraryReturnReplySchema } from '../../../domain/schemas/library';
import { libraryKeys } from '../../api/queryKeys';
import { renewAtCounter } from '../../api/renewAtCounter';
import { returnAtCounter } from '../../api/returnAtCounter';
import { useT } from '../../i18n/useT';
import { errorText } from './errorText';

type Returned = z.infer<typeof libraryReturnReplySchema>;

/**
 * /kutuphane/iade: scan a copy back in. The loan is returned, the fine for its late days shown (exact, capped by the
 * matrix), and when another member holds the title the copy goes on the holds shelf for them. A copy can be renewed here too.
 */
export function ReturnPage({ path }: { path: string }) {
  const t = useT();
  const qc = useQueryClient();
  const [barcode, setBarcode] = useState('');
  const [done, setDone] = useState<Returned | null>(null);
  const [renewed, setRenewed] = useState<string | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const run = async (what: 'return' | 'renew') => {
    const code = barcode.trim();
    if (!code) return;
    setError('');
    setDone(null);
    setRenewed(null);
    try {
      if (what === 'return') setDone(await returnAtCounter(code));
      else setRenewed((await renewAtCounter(code)).loan.dueDate);
      void qc.invalidateQueries({ queryKey: libraryKeys.all });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBarcode('');
      input.current?.focus();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run('return');
  };

  return (
    <Card className="defter-page" data-testid="library-return" data-route={path}>
      <H3>{t('route.libraryReturn')}</H3>
      <form onSubmit={submit} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end', marginBottom: 12 }}>
        <div style={{ flex: '1 1 220px' }}>
          <label htmlFor="return-copy">{t('library.scanCopy')}</label>
          <InputGroup
            id="return-copy"
            inputRef={input}
            dir="ltr"
            autoFocus
            value={barcode}
            onChange={(e) => setBarcode(e.target.value)}
            data-testid="return-copy"
          />
        </div>
        <Button type="submit" intent="primary" icon="import" text={t('library.returnIt')} />
        <Button icon="refresh" text={t('library.renew')} onClick={() => void run('renew')} data-testid="return-renew" />
      </form>
      {error && (
        <Callout intent="danger" role="alert" data-testid="counter-error">
          {error}
        </Callout>
      )}
      {renewed && (
        <Callout intent="success" data-testid="renewed">
          {t('library.renewedUntil', { date: formatDate(renewed) })}
        </Callout>
      )}
      {done && (
        <div data-testid="return-result" style={{ display: 'grid', gap: 8 }}>
          <Callout intent="success">
            {done.loan.title} · {done.member.name} · {t('library.returned')}
          </Callout>
          {done.overdueDays > 0 && (
            <Callout intent={done.loan.fine === '0.00' ? 'warning' : 'danger'} data-testid="return-fine">
              {t('library.lateDays', { n: done.overdueDays })} · {t('library.fineDue', { amount: formatMoney(done.loan.fine) })}
            </Callout>
          )}
          {done.holdFor && (
            <Callout intent="primary" icon="bookmark" data-testid="return-hold">
              {t('library.holdsShelf', { name: done.holdFor.memberName, date: formatDate(done.holdFor.readyUntil) })}
            </Callout>
          )}
        </div>
      )}
    </Card>
  );
}
