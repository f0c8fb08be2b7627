import { Button, Callout, Card, H3, HTMLSelect, HTMLTable, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format';
import { mayRetry, TRANSFER_STATES, type TransferState } from '../../../domain/mikro/transfers';
import { useMikroSettings, useRetryTransfers, useTransfers } from '../../api/mikro';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';

const STATE_INTENT: Record<TransferState, Intent> = { waiting: 'warning', sent: 'success', failed: 'danger' };

/**
 * /modul/mikroerp/fisislem: every completed document's transfer to Mikro (waiting, sent with Mikro's number, failed
 * with Mikro's reason in the user's language), a failed one retried alone or all at once.
 */
export function MikroTransfersPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const [state, setState] = useState<TransferState | null>(null);
  const settings = useMikroSettings();
  const transfers = useTransfers(state);
  const retry = useRetryTransfers();
  const mayWrite = useMayOpen('/modul/mikroerp/ayar');
  const m = (k: string) => t(`mikro.transfers.${k}`);
  const rows = transfers.data ?? [];
  return (
    <Card className="defter-page" data-route={path} data-testid="mikro-transfers">
      <H3>{t(title)}</H3>
      {settings.data && !settings.data.active && (
        <Callout intent="warning" style={{ marginBottom: 12 }} data-testid="mikro-not-active">
          {m('notActive')}
        </Callout>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <HTMLSelect
          aria-label={m('state')}
          value={state ?? ''}
          onChange={(e) => setState((e.target.value || null) as TransferState | null)}
          data-testid="mikro-state-filter"
        >
          <option value="">{m('all')}</option>
          {TRANSFER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`mikro.transfers.states.${s}`)}
            </option>
          ))}
        </HTMLSelect>
        {mayWrite && (
          <Button
            icon="refresh"
            disabled={!rows.some((r) => mayRetry(r.state)) || retry.isPending}
            loading={retry.isPending}
            onClick={() => retry.mutate(null)}
            text={m('retryAll')}
            data-testid="mikro-retry-all"
          />
        )}
      </div>
      {!transfers.data ? (
        <Spinner size={32} />
      ) : rows.length === 0 ? (
        <NonIdealState icon="exchange" description={m('empty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{m('document')}</th>
                <th>{m('type')}</th>
                <th>{m('state')}</th>
                <th>{m('mikroNumber')}</th>
                <th>{m('error')}</th>
                <th>{m('attempts')}</th>
                <th>{m('updatedAt')}</th>
                {mayWrite && <th />}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="mikro-transfer" data-id={r.id} data-state={r.state} data-document={r.documentNumber}>
                  <td dir="ltr">{r.documentNumber}</td>
                  <td>{t(`documentTypes.${r.documentType}`)}</td>
                  <td>
                    <Tag minimal intent={STATE_INTENT[r.state]}>
                      {t(`mikro.transfers.states.${r.state}`)}
                    </Tag>
                  </td>
                  <td dir="ltr" data-testid="mikro-number">
                    {r.mikroNumber ?? '—'}
                  </td>
                  <td data-testid="mikro-error">{r.reason ?? (r.state === 'waiting' ? r.errorMessage : null) ?? ''}</td>
                  <td>{r.attempts}</td>
                  <td dir="ltr">{formatDateTime(r.updatedAt)}</td>
                  {mayWrite && (
                    <td>
                      {mayRetry(r.state) && (
                        <Button
                          small
                          icon="refresh"
                          text={m('retry')}
                          disabled={retry.isPending}
                          onClick={() => retry.mutate([r.id])}
                          data-testid="mikro-retry"
                        />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
