import { AnchorButton, Button, H3, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { CashBox } from '../../../domain/schemas/cash-boxes';
import type { CashAccount } from '../../../domain/schemas/cash-accounts';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { CashAccountDialog } from './CashAccountDialog';
import { useCashBoxes } from '../../api/fetchCashBoxes';
import { useCloseCashBoxSession } from '../../api/closeCashBoxSession';
import { useOpenCashBoxSession } from '../../api/openCashBoxSession';
import { useCashBoxSessions, type CashBoxSession, type ZReportView } from '../../api/fetchCashBoxSessions';
import { useT } from '../../i18n/useT';
import { AmountDialog } from './AmountDialog';
import { CashMovesCard } from './CashMovesCard';
import { openSessionsByBox } from './cashCount';
import { ZReportCard } from '../common/ZReportCard';
import { useMayWrite } from '../common/useMayWrite';
import { DefinitionAuthorityNote, useDefinitionAuthority } from '../common/DefinitionAuthority';
import { formatAmount, formatDateTime } from '../../../domain/format';

type Dialog = { kind: 'open'; box: CashBox } | { kind: 'close'; box: CashBox; session: CashBoxSession } | null;
interface Closed {
  session: CashBoxSession & { z: ZReportView };
  boxName: string;
}

/** /kasa/list: cash and bank boxes with their balance; a cash box is opened with a float and closed with a count and its Z report. */
export function CashListPage() {
  const t = useT();
  const canWrite = useMayWrite('cashBoxSession');
  // the accounts' definitions are the manager's (and the admin's), like the vouchers that move them, with the definition authority (spec §6)
  const mayVoucher = useMayWrite('collection');
  const canDefine = useDefinitionAuthority().may && mayVoucher;
  const accounts = useCashAccounts();
  const accountOf = new Map((accounts.data ?? []).map((a) => [a.id, a]));
  const [editing, setEditing] = useState<{ account?: CashAccount } | null>(null);
  const boxes = useCashBoxes();
  const open = useCashBoxSessions({ status: 'open', limit: 100, offset: 0 });
  const openSession = useOpenCashBoxSession();
  const closeSession = useCloseCashBoxSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [closed, setClosed] = useState<Closed | null>(null);
  const [movesOf, setMovesOf] = useState<CashBox | null>(null);
  const sessions = openSessionsByBox(open.data?.items ?? []);

  if (boxes.isPending) return <Spinner />;
  if (boxes.isError) return <NonIdealState icon="error" title={t('cashBox.loadError')} />;

  const onOpen = (amount: string) => {
    if (dialog?.kind !== 'open') return;
    openSession.mutate({ cashBoxId: dialog.box.id, openingBalance: amount }, { onSuccess: () => setDialog(null) });
  };
  const onClose = (counted: string) => {
    if (dialog?.kind !== 'close') return;
    const boxName = dialog.box.name;
    closeSession.mutate(
      { id: dialog.session.id, version: dialog.session.version, countedCash: counted },
      {
        onSuccess: (s) => {
          setDialog(null);
          if (s.z) setClosed({ session: { ...s, z: s.z }, boxName });
        },
      },
    );
  };

  return (
    <div>
      <div className="zreport-no-print">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
          <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.cashList')}</H3>
          {canDefine && <Button icon="plus" intent="primary" text={t('cashAccounts.new')} data-testid="cash-account-new" onClick={() => setEditing({})} />}
        </div>
        <DefinitionAuthorityNote />
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped style={{ width: '100%' }} data-testid="cash-box-list">
            <thead>
              <tr>
                <th>{t('cashBox.box')}</th>
                <th>{t('cashBox.kind')}</th>
                <th>{t('cashAccounts.field.iban')}</th>
                <th style={{ textAlign: 'end' }}>{t('cashBox.balance')}</th>
                <th>{t('cashBox.sessionState')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {boxes.data.map((box) => {
                const session = box.kind === 'cash' ? sessions.get(box.id) : undefined;
                return (
                  <tr key={box.id} data-testid="cash-box-row" data-id={box.id} data-kind={box.kind} data-session={session ? 'open' : 'closed'}>
                    <td>{box.name}</td>
                    <td>{t(`cashAccounts.kind.${accountOf.get(box.id)?.kind ?? (box.kind === 'cash' ? 'cash' : 'bank')}`)}</td>
                    <td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                      {box.iban ?? ''}
                    </td>
                    <td style={{ textAlign: 'end' }} dir="ltr" data-testid="cash-box-balance">
                      {formatAmount(box.balance)} {box.currency}
                    </td>
                    <td>
                      {box.kind !== 'cash' ? null : session ? (
                        <span data-testid="cash-box-open">
                          <Tag intent="success" minimal>
                            {t('cashBox.open')}
                          </Tag>{' '}
                          {t('cashBox.openSince', { since: formatDateTime(session.createdAt), float: formatAmount(session.openingBalance) })}
                        </span>
                      ) : (
                        <Tag minimal>{t('cashBox.closed')}</Tag>
                      )}
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>
                      <Button small minimal icon="list" text={t('cashBox.moves')} data-testid="cash-box-moves" onClick={() => setMovesOf(box)} />{' '}
                      <AnchorButton
                        small
                        minimal
                        icon="th-list"
                        text={t('cashAccounts.statement')}
                        href={`#/kasa/islem?account=${box.id}`}
                        data-testid="cash-account-statement"
                      />{' '}
                      {canDefine && accountOf.has(box.id) && (
                        <Button
                          small
                          minimal
                          icon="edit"
                          text={t('cashAccounts.edit')}
                          data-testid="cash-account-edit"
                          onClick={() => setEditing({ account: accountOf.get(box.id) })}
                        />
                      )}{' '}
                      {canWrite &&
                        box.kind === 'cash' &&
                        (session ? (
                          <Button
                            small
                            icon="lock"
                            text={t('cashBox.closeAction')}
                            data-testid="cash-box-close"
                            onClick={() => setDialog({ kind: 'close', box, session })}
                          />
                        ) : (
                          <Button
                            small
                            icon="unlock"
                            intent="primary"
                            text={t('cashBox.openAction')}
                            data-testid="cash-box-open-button"
                            onClick={() => setDialog({ kind: 'open', box })}
                          />
                        ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
        {canWrite && (
          <>
            <AmountDialog
              isOpen={dialog?.kind === 'open'}
              title={t('cashBox.openTitle', { box: dialog?.box.name ?? '' })}
              label={t('cashBox.openingBalance')}
              submitText={t('cashBox.openAction')}
              inputId="cash-open-float"
              busy={openSession.isPending}
              onClose={() => setDialog(null)}
              onSubmit={onOpen}
            />
            <AmountDialog
              isOpen={dialog?.kind === 'close'}
              title={t('cashBox.closeTitle', { box: dialog?.box.name ?? '' })}
              label={t('cashBox.counted')}
              submitText={t('cashBox.closeAction')}
              inputId="cash-close-counted"
              busy={closeSession.isPending}
              onClose={() => setDialog(null)}
              onSubmit={onClose}
            />
          </>
        )}
      </div>
      {editing && <CashAccountDialog account={editing.account} onClose={() => setEditing(null)} />}
      {movesOf && <CashMovesCard key={movesOf.id} box={movesOf} onClose={() => setMovesOf(null)} />}
      {closed && <ZReportCard session={closed.session} boxName={closed.boxName} />}
    </div>
  );
}
