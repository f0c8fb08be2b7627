import { Button, Card, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CashBox } from '../../../domain/schemas/cash-boxes';
import { formatAmount, formatDateTime } from '../../../domain/format';
import { useCashBoxMoves, type CashMove } from '../../api/fetchCashBoxMoves';
import { useT } from '../../i18n/useT';
import { countResult } from '../../../../machines/index';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE } from '../common/listHelpers';

/** What a move is: a session's own (opening, over or short by its sign), else how the document's money came. */
function whatKey(m: CashMove): string {
  if (m.kind === 'opening') return 'cashBox.moveKind.opening';
  if (m.kind === 'overShort') return `cashBox.count.${countResult(m.amount)}`;
  return m.paymentType ? `cashBox.payment.${m.paymentType}` : 'cashBox.moveKind.other';
}

/** The moves of one box's cash ledger, newest first: when, which document, what, how much (into the box positive). */
export function CashMovesCard({ box, onClose }: { box: CashBox; onClose(): void }) {
  const t = useT();
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const moves = useCashBoxMoves(box.id, { limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  // receipts are named under documentTypes, the other families under history.type
  const typeName = (type: string) => {
    const id = [`documentTypes.${type}`, `history.type.${type}`].find((k) => intl.messages[k] !== undefined);
    return id ? t(id) : type;
  };
  return (
    <Card className="zreport-no-print" data-testid="cash-moves" data-id={box.id} style={{ marginTop: 16, overflowX: 'auto' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <H4 style={{ margin: 0 }}>{t('cashBox.movesTitle', { box: box.name })}</H4>
        <Button minimal icon="cross" aria-label={t('cashBox.cancel')} title={t('cashBox.cancel')} onClick={onClose} />
      </div>
      {moves.isPending ? (
        <Spinner size={32} />
      ) : moves.isError ? (
        <NonIdealState icon="error" title={t('cashBox.loadError')} />
      ) : moves.data.items.length === 0 ? (
        <NonIdealState icon="th-list" title={t('cashBox.noMoves')} />
      ) : (
        <HTMLTable compact striped style={{ width: '100%', marginTop: 8 }}>
          <thead>
            <tr>
              <th>{t('cashBox.moveAt')}</th>
              <th>{t('cashBox.moveDocument')}</th>
              <th>{t('cashBox.moveWhat')}</th>
              <th style={{ textAlign: 'end' }}>{t('cashBox.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {moves.data.items.map((m) => (
              <tr key={m.id} data-testid="cash-move" data-kind={m.kind ?? ''} data-document={m.documentNumber ?? ''}>
                <td dir="ltr">{formatDateTime(m.at)}</td>
                <td>
                  {m.documentType ? typeName(m.documentType) : ''} <span dir="ltr">{m.documentNumber ?? ''}</span>
                </td>
                <td data-testid="cash-move-what">{t(whatKey(m))}</td>
                <td style={{ textAlign: 'end' }} dir="ltr" data-testid="cash-move-amount">
                  {formatAmount(m.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {moves.data && <ListPager page={page} pageSize={PAGE_SIZE} total={moves.data.total} onPage={setPage} />}
    </Card>
  );
}
