import { Button, Callout, Card, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { COUNTER_ASKING_STEPS, CounterRefused, type CounterCalls } from '../../../../flows/library-counter';
import { formatDate } from '../../../domain/format';
import { fetchLibraryMembers } from '../../api/fetchLibraryMembers';
import { lendAtCounter } from '../../api/lendAtCounter';
import { useT } from '../../i18n/useT';
import { ScanField } from './ScanField';
import { useCounterFlow } from './useCounterFlow';

/**
 * /kutuphane/odunc: the counter, over flows/library-counter.ts. Scan (or type and Enter) the member's card, then each
 * copy; the server's loan machine decides every copy (member active, under the matrix's limit, copy free or held for
 * this member) and gives the due date. The slip lists this member's loans of the visit and prints.
 */
export function LendPage({ path }: { path: string }) {
  const t = useT();
  const copyInput = useRef<HTMLInputElement>(null);
  const cardInput = useRef<HTMLInputElement>(null);
  const calls: Partial<CounterCalls> = {
    findMember: (cardNumber) =>
      fetchLibraryMembers(cardNumber).then((page) => {
        const member = page.items.find((m) => m.cardNumber.toUpperCase() === cardNumber.toUpperCase());
        if (!member) throw new CounterRefused('library.memberNotFound', t('library.memberNotFound'));
        return member;
      }),
    lendCopy: (member, barcode) => lendAtCounter(member.cardNumber, barcode),
  };
  const { state, send, step, context } = useCounterFlow('lend', calls);
  const { member, loans, refusal } = context;

  const hasMember = member !== null;
  // the scanner types into whichever field waits: the card's until a member is found, then the copies'
  useEffect(() => {
    if (step === 'slip') window.print();
    if (!COUNTER_ASKING_STEPS.includes(step)) (hasMember ? copyInput : cardInput).current?.focus();
  }, [step, hasMember]);

  const take = (event: Parameters<typeof send>[0]) => {
    if (!state.can(event)) return false;
    send(event);
    return true;
  };

  return (
    <Card className="defter-page library-counter" data-testid="library-lend" data-route={path} data-step={step} data-scanned={context.scanned ?? undefined}>
      <H3>{t('route.libraryLend')}</H3>
      {!member && (
        <ScanField
          id="lend-card"
          label={t('library.scanCard')}
          inputRef={cardInput}
          autoFocus
          onScan={(code) => take({ type: 'SCAN_CARD', cardNumber: code })}
        />
      )}
      {member && (
        <Callout intent="primary" data-testid="lend-member" style={{ marginBottom: 12 }}>
          <strong>{member.name}</strong> · {t(`library.category.${member.category}`)} · {t('library.loansOut', { n: member.loans })}
          {member.expiresOn && ` · ${t('library.expiresOn')}: ${formatDate(member.expiresOn)}`}
        </Callout>
      )}
      {member && <ScanField id="lend-copy" label={t('library.scanCopy')} inputRef={copyInput} onScan={(code) => take({ type: 'SCAN_COPY', barcode: code })} />}
      {refusal && (
        <Callout intent="danger" role="alert" data-testid="counter-error" style={{ marginBottom: 12 }}>
          {refusal.message}
        </Callout>
      )}
      {loans.length > 0 && (
        <div data-testid="lend-slip">
          <H3 className="library-print-only">{t('library.slip')}</H3>
          <p className="library-print-only">{member?.name}</p>
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('library.column.title')}</th>
                <th>{t('library.column.barcode')}</th>
                <th>{t('library.column.dueDate')}</th>
              </tr>
            </thead>
            <tbody>
              {loans.map((l) => (
                <tr key={l.id} data-testid="lend-line" data-barcode={l.barcode}>
                  <td>{l.title}</td>
                  <td dir="ltr">{l.barcode}</td>
                  <td>
                    <Tag minimal intent="warning">
                      {l.dueDate && formatDate(l.dueDate)}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <div className="library-no-print" style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
        {/* the slip printed already prints again as it is */}
        <Button
          icon="print"
          text={t('library.printSlip')}
          disabled={step !== 'slip' && !state.can({ type: 'PRINT' })}
          onClick={() => (step === 'slip' ? window.print() : send({ type: 'PRINT' }))}
          data-testid="lend-print"
        />
        <Button
          icon="person"
          text={t('library.nextMember')}
          disabled={!state.can({ type: 'NEXT_MEMBER' })}
          onClick={() => send({ type: 'NEXT_MEMBER' })}
          data-testid="lend-next"
        />
      </div>
    </Card>
  );
}
