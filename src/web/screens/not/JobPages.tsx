import type { PageProps } from '../../routes/pageGroups';
import { useT } from '../../i18n/useT';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { JobFormPage } from './JobFormPage';
import { JobListPage } from './JobListPage';
import { JobBenchActions } from './JobBenchActions';
import { JobSalesPage } from './JobSalesPage';

/**
 * Route group "is" (its own chunk, sharing the job screens with "not"): job tracking (repairs, orders to prepare,
 * services) through the job machine; the lists' screens as the job family's pages name them (machines/job/pages.ts).
 */
export default function IsPages({ route }: PageProps) {
  const t = useT();
  const list = { types: ['job'] as const, newPath: '/is/takip/yeni', newLabel: t('jobs.new.job') };
  if (route.screen === 'list') return <JobListPage path={route.path} {...list} title={t(route.titleKey)} testId="job-list" />;
  // the bench: the jobs still to do, each started or completed in one click
  if (route.screen === 'bench')
    return (
      <JobListPage
        path={route.path}
        {...list}
        title={t(route.titleKey)}
        testId="job-bench"
        action={{ key: 'actions', header: t('jobs.actions'), headerHidden: true, cell: (d) => <JobBenchActions doc={d} /> }}
      />
    );
  if (route.screen === 'sales') return <JobSalesPage path={route.path} />;
  if (route.path === '/is/takip/yeni') return <JobFormPage key={route.path} type="job" path={route.path} />;
  const id = route.params?.id ? Number(route.params.id) : undefined;
  if (route.pattern === '/is/takip/duzen/{id}' && id !== undefined) return <JobFormPage key={route.path} type="job" id={id} path={route.path} />;
  return <PlaceholderPage route={route} />;
}
