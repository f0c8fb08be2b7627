import { EDOCUMENT_SOURCE_STATUSES, EDOCUMENT_SOURCE_TYPES } from '../../../domain/edocuments/sources';
import { useState } from 'react';
import { Button, Callout, Card, Checkbox, H3, HTMLTable, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../domain/format';
import { sendEdocument, useOutgoingEdocuments } from '../../api/edocuments';
import { fetchDocuments } from '../../api/fetchDocuments';
import { useT } from '../../i18n/useT';
import { UblPreview } from '../common/UblPreview';

/**
 * …efatura/gonder: the completed sales invoices, returns and waybills that have no e-document yet; the chosen ones are
 * sent one after the other (each is queued at once, the queue sends it), with a progress bar.
 */
export function SendPage({
  path,
  title = 'route.edocumentSend',
  sourceTypes = EDOCUMENT_SOURCE_TYPES,
}: {
  path: string;
  title?: string;
  sourceTypes?: readonly string[];
}) {
  const t = useT();
  const [preview, setPreview] = useState<number | null>(null);
  const client = useQueryClient();
  const sources = useQuery({
    queryKey: ['edocuments', 'sendable', sourceTypes.join(',')],
    queryFn: async () => {
      const [completed, closed] = await Promise.all(
        EDOCUMENT_SOURCE_STATUSES.map((status) => fetchDocuments({ type: sourceTypes.join(','), status, limit: 500, offset: 0 })),
      );
      return [...completed!.items, ...closed!.items];
    },
  });
  const outgoing = useOutgoingEdocuments();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [progress, setProgress] = useState<{ done: number; total: number; failed: number } | null>(null);

  const sent = new Set((outgoing.data ?? []).map((e) => e.sourceId));
  const waiting = (sources.data ?? []).filter((d) => !sent.has(d.id));
  const busy = progress !== null && progress.done < progress.total;

  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function sendChosen() {
    const ids = waiting.filter((d) => chosen.has(d.id)).map((d) => d.id);
    let failed = 0;
    setProgress({ done: 0, total: ids.length, failed });
    for (const [i, id] of ids.entries()) {
      try {
        await sendEdocument(id);
      } catch {
        failed += 1;
      }
      setProgress({ done: i + 1, total: ids.length, failed });
    }
    setChosen(new Set());
    await client.invalidateQueries({ queryKey: ['edocuments'] });
  }

  return (
    <Card className="defter-page" data-testid="edocument-send" data-route={path}>
      <H3>{t(title)}</H3>
      {preview !== null && <UblPreview documentId={preview} onClose={() => setPreview(null)} />}
      {progress && (
        <div style={{ marginBottom: 12 }} data-testid="edocument-progress" data-done={progress.done} data-total={progress.total}>
          <ProgressBar
            value={progress.total ? progress.done / progress.total : 1}
            animate={busy}
            stripes={busy}
            intent={progress.failed ? 'warning' : 'primary'}
          />
          <div style={{ marginTop: 4 }}>{t('edocuments.progress', { done: progress.done, total: progress.total })}</div>
          {progress.failed > 0 && <Callout intent="warning">{t('edocuments.failed', { count: progress.failed })}</Callout>}
        </div>
      )}
      {!sources.data || !outgoing.data ? (
        <Spinner size={32} />
      ) : waiting.length === 0 ? (
        <NonIdealState icon="tick" description={t('edocuments.none')} />
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
            <Checkbox
              style={{ margin: 0 }}
              label={t('edocuments.selectAll')}
              checked={chosen.size === waiting.length}
              indeterminate={chosen.size > 0 && chosen.size < waiting.length}
              onChange={() => setChosen(chosen.size === waiting.length ? new Set() : new Set(waiting.map((d) => d.id)))}
              data-testid="edocument-select-all"
            />
            <Button
              intent="primary"
              icon="send-message"
              disabled={chosen.size === 0 || busy}
              loading={busy}
              onClick={() => void sendChosen()}
              text={t('edocuments.send', { count: chosen.size })}
              data-testid="edocument-send-chosen"
            />
          </div>
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable striped compact interactive style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th />
                  <th>{t('edocuments.document')}</th>
                  <th>{t('edocuments.type')}</th>
                  <th>{t('edocuments.account')}</th>
                  <th>{t('edocuments.date')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {waiting.map((d) => (
                  <tr key={d.id} data-testid="edocument-waiting" data-id={d.id}>
                    <td>
                      <Checkbox style={{ margin: 0 }} checked={chosen.has(d.id)} onChange={() => toggle(d.id)} aria-label={d.number} />
                    </td>
                    <td dir="ltr">{d.number}</td>
                    <td>{t(`edocuments.${d.type}`)}</td>
                    <td>{d.accountName}</td>
                    <td dir="ltr">{formatDate(d.date)}</td>
                    <td>
                      <Button
                        small
                        variant="minimal"
                        icon="eye-open"
                        text={t('edocuments.preview')}
                        onClick={() => setPreview(d.id)}
                        data-testid="edocument-preview"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </Card>
  );
}
