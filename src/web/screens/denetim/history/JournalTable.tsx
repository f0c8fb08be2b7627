import { HTMLTable, Tag } from '@blueprintjs/core';
import type { HistoryRow } from '../../../api/fetchDocumentHistory';
import { formatDateTime, useHistoryLabels } from './historyLabels';

/** The journal: one row per event, accepted or refused with the reason, who (name and e-mail, the id in the tooltip) and when, and the chain hash. */
export function JournalTable({ rows }: { rows: readonly HistoryRow[] }) {
  const L = useHistoryLabels();
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="journal-scroll">
      <HTMLTable compact striped style={{ width: '100%' }} data-testid="journal-table">
        <thead>
          <tr>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.seq')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.event')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.change')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.result')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.user')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.time')}</th>
            <th style={{ textAlign: 'start' }}>{L.t('history.col.hash')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seq} data-seq={r.seq} data-event={r.event} data-accepted={String(r.accepted)}>
              <td data-col="seq">{r.seq}</td>
              <td data-col="event">{L.event(r.event)}</td>
              <td data-col="change" style={{ whiteSpace: 'nowrap' }}>
                {r.from === null ? L.status(r.to) : `${L.status(r.from)} → ${L.status(r.to)}`}
              </td>
              <td data-col="result" style={{ minWidth: 120 }}>
                {r.accepted ? (
                  <Tag intent="success" minimal>
                    {L.t('history.accepted')}
                  </Tag>
                ) : (
                  <>
                    <Tag intent="danger" minimal>
                      {L.t('history.refused')}
                    </Tag>{' '}
                    <span data-testid="refusal-reason">{L.reason(r.reason)}</span>
                  </>
                )}
              </td>
              <td data-col="user">
                {r.user !== null && (
                  <span title={L.t('history.idTooltip', { id: String(r.user) })} data-user-id={r.user}>
                    {r.userName ?? `#${r.user}`}
                    {r.userEmail && (
                      <small className="bp6-text-muted" dir="ltr" style={{ display: 'block' }}>
                        {r.userEmail}
                      </small>
                    )}
                  </span>
                )}
              </td>
              <td data-col="time" style={{ whiteSpace: 'nowrap' }}>
                <span dir="ltr">{formatDateTime(r.at)}</span>
              </td>
              <td data-col="hash">
                <code dir="ltr" title={r.hash}>
                  {r.hash.slice(0, 10)}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
