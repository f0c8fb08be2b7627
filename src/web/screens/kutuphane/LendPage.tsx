import { Button, Callout, Card, H3, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../../domain/format';
import type { LibraryMember, MemberLoan } from '../../../domain/schemas/library';
import { fetchLibraryMembers } from '../../api/fetchLibraryMembers';
import { lendAtCounter } from '../../api/lendAtCounter';
import { libraryKeys } from '../../api/queryKeys';
import { useT } from '../../i18n/useT';
import { errorText } from './errorText';

/**
 * /kutuphane/odunc: the counter. Scan (or type and Enter) the member's card, then each copy; the server's loan machine
 * decides every copy (member active, under the matrix's limit, copy free or held for this member) and gives the due date.
 * The slip lists this member's loans of the visit and prints.
 */
export function LendPage({ path }: { path: string }) {
  const t = useT();
  const qc = useQueryClient();
  const [card, setCard] = useState('');
  const [barcode, setBarcode] = useState('');
  const [member, setMember] = useState<LibraryMember | null>(null);
  const [loans, setLoans] = useState<MemberLoan[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const copyInput = useRef<HTMLInputElement>(null);
  const cardInput = useRef<HTMLInputElement>(null);

  const findMember = async (e: FormEvent) => {
    e.preventDefault();
    const code = card.trim();
    if (!code) return;
    setError('');
    const found = (await fetchLibraryMembers(code)).items.find((m) => m.cardNumber.toUpperCase() === code.toUpperCase());
    if (!found) {
      setError(t('library.memberNotFound'));
      return;
    }
    setMember(found);
    setLoans([]);
  };

  const lend = async (e: FormEvent) => {
    e.preventDefault();
    if (!member || !barcode.trim() || busy) return;
    setBusy(true);
    setError('');
    try {
      const r = await lendAtCounter(member.cardNumber, barcode.trim());
      setLoans((l) => [...l, r.loan]);
      setMember(r.member);
      void qc.invalidateQueries({ queryKey: libraryKeys.all });
    } catch (err) {
      setError(errorText(err));
    } finally {
      // the next scan starts on an empty field: what was refused is named in the message
      setBarcode('');
      setBusy(false);
      copyInput.current?.focus();
    }
  };

  const nextMember = () => {
    setMember(null);
    setLoans([]);
    setCard('');
    setError('');
  };
  // the scanner types into whichever field waits: the card's until a member is found, then the copies'
  const hasMember = member !== null;
  useEffect(() => (hasMember ? copyInput : cardInput).current?.focus(), [hasMember]);

  return (
    <Card className="defter-page library-counter" data-testid="library-lend" data-route={path}>
      <H3>{t('route.libraryLend')}</H3>
      <form onSubmit={findMember} className="library-no-print" style={{ marginBottom: 12 }}>
        <label htmlFor="lend-card">{t('library.scanCard')}</label>
        <InputGroup id="lend-card" inputRef={cardInput} dir="ltr" autoFocus value={card} onChange={(e) => setCard(e.target.value)} data-testid="lend-card" />
      </form>
      {member && (
        <Callout intent="primary" data-testid="lend-member" style={{ marginBottom: 12 }}>
          <strong>{member.name}</strong> · {t(`library.category.${member.category}`)} · {t('library.loansOut', { n: member.loans })}
          {member.expiresOn && ` · ${t('library.expiresOn')}: ${formatDate(member.expiresOn)}`}
        </Callout>
      )}
      {member && (
        <form onSubmit={lend} className="library-no-print" style={{ marginBottom: 12 }}>
          <label htmlFor="lend-copy">{t('library.scanCopy')}</label>
          <InputGroup id="lend-copy" inputRef={copyInput} dir="ltr" value={barcode} onChange={(e) => setBarcode(e.target.value)} data-testid="lend-copy" />
        </form>
      )}
      {error && (
        <Callout intent="danger" role="alert" data-testid="counter-error" style={{ marginBottom: 12 }}>
          {error}
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
                <tr key={l.id} data-testid="lend-line">
                  <td>{l.title}</td>
                  <td dir="ltr">{l.barcode}</td>
                  <td>
                    <Tag minimal intent="warning">
                      {formatDate(l.dueDate)}
                    </Tag>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <div className="library-no-print" style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
        <Button icon="print" text={t('library.printSlip')} disabled={loans.length === 0} onClick={() => window.print()} data-testid="lend-print" />
        <Button icon="person" text={t('library.nextMember')} onClick={nextMember} data-testid="lend-next" />
      </div>
    </Card>
  );
}
