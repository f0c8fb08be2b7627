import { Button, Callout, Card, H3, ProgressBar, Tag } from '@blueprintjs/core';
import type { CatalogueJob, CatalogueJobKind } from '../../../domain/schemas/catalogue';
import { useAskCatalogueJob, useCatalogueJobs } from '../../api/catalogue';
import { useT } from '../../i18n/useT';
import { useMayOpen } from '../common/listHelpers';

const STATUS_INTENT = { queued: 'none', running: 'primary', done: 'success', failed: 'danger' } as const;

/** A run's progress bar and its log, each line a message of locales/ with its count. */
function JobCard({ job }: { job: CatalogueJob }) {
  const t = useT();
  const open = job.status === 'queued' || job.status === 'running';
  return (
    <div data-testid="catalogue-job" data-status={job.status} style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 6 }}>
        <strong>{t(`catalogue.jobKinds.${job.kind}`)}</strong>
        <Tag intent={STATUS_INTENT[job.status]} minimal>
          {t(`catalogue.jobStatus.${job.status}`)}
        </Tag>
        <span>{t('catalogue.progress', { done: job.done, total: job.total })}</span>
      </div>
      <ProgressBar value={job.total === 0 ? (open ? undefined : 1) : job.done / job.total} animate={open} stripes={open} intent={STATUS_INTENT[job.status]} />
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 18 }}>
        {job.log.map((l, i) => (
          <li key={i}>
            <span dir="ltr">{l.at.replace('T', ' ').replace('Z', '')}</span> — {t(l.key, { n: l.n ?? 0 })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /modul/katalog/islem (every run), stokguncelle (prices) and miktarguncelle (quantities): asking a run and
 * following it. The runs are done in the background (the server's publishing loop); the page polls while one is open.
 */
export function CatalogueJobsPage({ path, kind }: { path: string; kind?: CatalogueJobKind }) {
  const t = useT();
  const { data } = useCatalogueJobs();
  const ask = useAskCatalogueJob();
  const mayAsk = useMayOpen('/modul/katalog/stokguncelle');
  const jobs = (data ?? []).filter((j) => !kind || j.kind === kind);
  const title = kind === 'prices' ? 'route.cataloguePublishPrices' : kind === 'quantities' ? 'route.cataloguePublishQuantities' : 'route.catalogueJobs';
  return (
    <Card className="defter-page" data-testid="catalogue-jobs" data-route={path}>
      <H3>{t(title)}</H3>
      {kind && <p>{t(`catalogue.jobIntro.${kind}`)}</p>}
      {kind && mayAsk && (
        <Button
          intent="primary"
          icon="cloud-upload"
          loading={ask.isPending}
          text={t('catalogue.publishNow')}
          onClick={() => ask.mutate(kind)}
          data-testid="publish-now"
          style={{ marginBottom: 16 }}
        />
      )}
      {data && jobs.length === 0 && <Callout>{t('catalogue.noJobs')}</Callout>}
      {jobs.map((j) => (
        <JobCard key={j.id} job={j} />
      ))}
    </Card>
  );
}
