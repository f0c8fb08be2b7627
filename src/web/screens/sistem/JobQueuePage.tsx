import { Button, Card, H3, HTMLSelect, HTMLTable, NonIdealState, ProgressBar, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format';
import { JOB_STATES, type JobState } from '../../../domain/schemas/jobs';
import { useJobs, useRetryJob } from '../../api/jobQueue';
import { useT } from '../../i18n/useT';

const INTENT: Record<JobState, Intent> = { waiting: 'none', retry: 'warning', running: 'primary', done: 'success', dead: 'danger', cancelled: 'none' };

/** /sistem/isler (admins, managers): the background jobs, what ran, failed (with its error) and waits, with progress; a dead job retried. */
export function JobQueuePage({ path }: { path: string }) {
  const t = useT();
  const [kind, setKind] = useState('');
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useJobs(kind, state);
  const retry = useRetryJob();
  return (
    <Card className="defter-page" data-testid="job-queue" data-route={path}>
      <H3>{t('route.jobQueue')}</H3>
      <p>{t('jobQueue.help')}</p>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <HTMLSelect aria-label={t('jobQueue.kind')} value={kind} onChange={(e) => setKind(e.currentTarget.value)} data-testid="job-kind-filter">
          <option value="">{t('jobQueue.allKinds')}</option>
          {jobs.data?.kinds.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('jobQueue.state')}
          value={state}
          onChange={(e) => setState(e.currentTarget.value as JobState | '')}
          data-testid="job-state-filter"
        >
          <option value="">{t('jobQueue.allStates')}</option>
          {JOB_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`jobQueue.states.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {!jobs.data ? (
        <Spinner size={32} />
      ) : jobs.data.items.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t('jobQueue.none')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('jobQueue.kind')}</th>
                <th>{t('jobQueue.state')}</th>
                <th>{t('jobQueue.progress')}</th>
                <th>{t('jobQueue.tries')}</th>
                <th>{t('jobQueue.createdAt')}</th>
                <th>{t('jobQueue.finishedAt')}</th>
                <th>{t('jobQueue.error')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {jobs.data.items.map((j) => (
                <tr key={j.id} data-testid="job-row" data-kind={j.kind} data-state={j.state}>
                  <td dir="ltr">{j.kind}</td>
                  <td>
                    <Tag minimal intent={INTENT[j.state]}>
                      {t(`jobQueue.states.${j.state}`)}
                    </Tag>
                  </td>
                  <td style={{ minWidth: 100 }}>
                    {j.progress && j.progress.total > 0 && (
                      <span title={`${j.progress.done} / ${j.progress.total}`}>
                        <ProgressBar value={j.progress.done / j.progress.total} stripes={j.state === 'running'} intent={INTENT[j.state]} />
                        <small dir="ltr">
                          {j.progress.done} / {j.progress.total}
                        </small>
                      </span>
                    )}
                  </td>
                  <td dir="ltr">
                    {j.retryCount} / {j.retryLimit}
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.createdAt)}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.finishedAt)}</td>
                  <td dir="ltr" data-testid="job-error">
                    {j.error}
                  </td>
                  <td>
                    {j.state === 'dead' && (
                      <Button
                        small
                        icon="refresh"
                        text={t('jobQueue.retry')}
                        loading={retry.isPending && retry.variables === j.id}
                        onClick={() => retry.mutate(j.id)}
                        data-testid="job-retry"
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
