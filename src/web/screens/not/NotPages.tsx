import type { PageProps } from '../../routes/pageGroups';
import { useT } from '../../i18n/useT';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { JobFormPage } from './JobFormPage';
import { JobListPage } from './JobListPage';

/** Route group "not": notes and tasks (one family with jobs, machines/job). */
export default function NotPages({ route }: PageProps) {
  const t = useT();
  if (route.path === '/not/list')
    return (
      <JobListPage
        path={route.path}
        types={['note', 'task']}
        title={t('route.noteList')}
        testId="note-list"
        newPath="/not/yeni"
        newLabel={t('jobs.new.note')}
      />
    );
  if (route.path === '/not/gorev')
    return (
      <JobListPage
        path={route.path}
        types={['task']}
        title={t('route.taskList')}
        testId="task-list"
        newPath="/not/yeni?type=task"
        newLabel={t('jobs.new.task')}
      />
    );
  if (route.path === '/not/yeni') return <JobFormPage key={route.path} type="note" path={route.path} />;
  const id = route.params?.id ? Number(route.params.id) : undefined;
  if (route.pattern === '/not/duzen/{id}' && id !== undefined) return <JobFormPage key={route.path} type="note" id={id} path={route.path} />;
  return <PlaceholderPage route={route} />;
}
