import { AnchorButton, Callout, HTMLTable, ProgressBar } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { Verification } from '../../../../domain/schemas/audit';
import { routePath } from '../../../routes/routeTable';
import { useT } from '../../../i18n/useT';
import { LedgerDifferences } from './LedgerDifferences';

/** Progress while a verification runs, then its report: clean, or every problem with its document and row; then the ledgers' check. */
export function VerificationReport({ v }: { v: Verification }) {
  const t = useT();
  const intl = useIntl();
  const typeName = (ty: string) => (intl.messages[`documentTypes.${ty}`] !== undefined ? t(`documentTypes.${ty}`) : ty);
  const why = (w: string | undefined) => (w && intl.messages[`audit.why.${w}`] !== undefined ? t(`audit.why.${w}`) : (w ?? ''));
  const counts = { done: v.done, total: v.total };
  return (
    <div data-testid="verification-report" data-status={v.status} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <div>
        <ProgressBar
          value={v.total > 0 ? v.done / v.total : v.status === 'running' ? undefined : 1}
          intent={
            v.status === 'failed' ? 'danger' : v.status === 'done' ? (v.problems.length || v.ledgerDifferences.length ? 'warning' : 'success') : 'primary'
          }
          animate={v.status === 'running'}
          stripes={v.status === 'running'}
        />
        <div data-testid="verification-progress" data-done={v.done} data-total={v.total} role="status" aria-live="polite" style={{ marginTop: 4 }}>
          {t(v.status === 'running' ? 'audit.running' : 'audit.checked', counts)}
        </div>
      </div>
      {v.status === 'failed' && (
        <Callout intent="danger" data-testid="verification-failed">
          {t('audit.failed')}
        </Callout>
      )}
      {v.status === 'done' && v.problems.length === 0 && (
        <Callout intent="success" icon="tick-circle" data-testid="verification-clean">
          {t('audit.clean', { total: v.total })}
        </Callout>
      )}
      {v.status !== 'running' && v.problems.length > 0 && (
        <>
          <Callout intent="danger" data-testid="verification-problems">
            {t('audit.problemsFound', { total: v.done, count: v.problems.length })}
          </Callout>
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped style={{ width: '100%' }} data-testid="problem-table">
              <thead>
                <tr>
                  <th>{t('audit.table.document')}</th>
                  <th>{t('audit.table.type')}</th>
                  <th>{t('audit.table.kind')}</th>
                  <th>{t('audit.table.row')}</th>
                  <th>{t('audit.table.why')}</th>
                </tr>
              </thead>
              <tbody>
                {v.problems.map((p) => (
                  <tr key={`${p.documentId}-${p.kind}`} data-testid="problem-row" data-document={p.documentId} data-kind={p.kind} data-seq={p.seq ?? ''}>
                    <td>
                      <AnchorButton minimal small href={`#${routePath('/denetim/belge/{id}', { id: String(p.documentId) })}`} text={p.number} />
                    </td>
                    <td>{typeName(p.type)}</td>
                    <td>{t(`audit.kind.${p.kind}`)}</td>
                    <td dir="ltr">{p.seq ?? '—'}</td>
                    <td>{why(p.why)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
      {v.status === 'done' && <LedgerDifferences differences={v.ledgerDifferences} />}
    </div>
  );
}
