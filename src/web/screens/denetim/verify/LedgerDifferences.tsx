import { AnchorButton, Callout, HTMLTable } from '@blueprintjs/core';
import type { LedgerDifference } from '../../../../domain/schemas/audit';
import { routePath } from '../../../routes/routeTable';
import { useT } from '../../../i18n/useT';

/** Beside the chain's result: the ledgers against the documents, clean, or every total that disagrees with both amounts. */
export function LedgerDifferences({ differences }: { differences: readonly LedgerDifference[] }) {
  const t = useT();
  if (!differences.length)
    return (
      <Callout intent="success" icon="tick-circle" data-testid="ledgers-clean">
        {t('audit.ledgers.clean')}
      </Callout>
    );
  const subject = (d: LedgerDifference) =>
    t(`audit.ledgers.subject.${d.ledger}`, {
      productId: d.productId ?? '',
      warehouseId: d.warehouseId ?? '',
      accountId: d.accountId ?? '',
      currency: d.currency ?? '',
      cashBoxId: d.cashBoxId ?? '',
    });
  return (
    <>
      <Callout intent="danger" title={t('audit.ledgers.title')} data-testid="ledger-differences">
        {t('audit.ledgers.found', { count: differences.length })}
      </Callout>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="ledger-difference-table">
          <thead>
            <tr>
              <th>{t('audit.ledgers.table.ledger')}</th>
              <th>{t('audit.ledgers.table.document')}</th>
              <th>{t('audit.ledgers.table.subject')}</th>
              <th>{t('audit.ledgers.table.field')}</th>
              <th>{t('audit.ledgers.table.expected')}</th>
              <th>{t('audit.ledgers.table.found')}</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((d, i) => (
              <tr key={i} data-testid="ledger-difference-row" data-document={d.documentId} data-ledger={d.ledger}>
                <td>{t(`audit.ledgers.names.${d.ledger}`)}</td>
                <td>
                  <AnchorButton minimal small href={`#${routePath('/denetim/belge/{id}', { id: String(d.documentId) })}`} text={d.number} />
                </td>
                <td>{subject(d)}</td>
                <td>{t(`audit.ledgers.fields.${d.field}`)}</td>
                <td dir="ltr">{d.expected}</td>
                <td dir="ltr">{d.found}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
