import { AnchorButton, Tag, type Intent } from '@blueprintjs/core';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useColleagues } from '../../api/fetchColleagues';
import { formatDate } from '../../../domain/format';
import { useT } from '../../i18n/useT';
import { DocumentList, statusFilter, typeFilter, useDocumentColumns, type DocumentColumn, type DocumentListFilter } from '../common/DocumentList';
import { useWriteAccess } from '../common/useMayWrite';
import { jobEditPath } from './jobPaths';
import { companyToday } from '../../api/businessDay';

const PRIORITY_INTENT: Record<string, Intent> = { low: 'none', medium: 'primary', high: 'danger' };
const OPEN = new Set(['pending', 'inProcess']);

interface Props {
  path: string;
  /** the types listed: notes and tasks on /not/list, tasks on /not/gorev, jobs on /is/takip */
  types: readonly ('note' | 'task' | 'job')[];
  title: string;
  testId: string;
  /** the page that writes a new one, and its words */
  newPath: string;
  newLabel: string;
  /** the status first shown ('' for all) */
  initialStatus?: string;
  /** a row's extra action (the job bench's Start and Complete) */
  action?: DocumentColumn;
}

/**
 * A list of notes, tasks or jobs: searchable by number or title, filtered by status (and type or account), each
 * with its priority, due date (an open one past it in red) and assignee; the number opens its page.
 */
export function JobListPage({ path, types, title, testId, newPath, newLabel, initialStatus = '', action }: Props) {
  const t = useT();
  const mayWrite = useWriteAccess();
  const canWrite = types.some(mayWrite);
  const colleagues = useColleagues();
  const nameOf = (id: unknown) => (id == null ? '' : (colleagues.data?.find((c) => String(c.id) === String(id))?.name ?? `#${String(id)}`));
  const jobs = types.includes('job');
  const [number, status, account] = useDocumentColumns(['number', 'status', 'account'], (d) => jobEditPath(d.type, d.id), { linkTestId: 'job-link' });
  const field = (d: DocumentListItem, key: string) => (d as Record<string, unknown>)[key];
  const columns: DocumentColumn[] = [
    number!,
    { key: 'title', header: t('jobs.field.title'), wrap: true, cell: (d) => String(field(d, 'title') ?? '') },
    ...(types.length > 1 ? [{ key: 'type', header: t('jobs.field.type'), cell: (d: DocumentListItem) => t(`documentTypes.${d.type}`) }] : []),
    {
      key: 'priority',
      header: t('jobs.field.priority'),
      cell: (d) => {
        const p = String(field(d, 'priority') ?? 'medium');
        return (
          <Tag minimal intent={PRIORITY_INTENT[p]} data-priority={p}>
            {t(`jobs.priority.${p}`)}
          </Tag>
        );
      },
    },
    {
      key: 'dueDate',
      header: t('jobs.field.dueDate'),
      cell: (d) => {
        const due = field(d, 'dueDate') as string | undefined;
        const late = !!due && OPEN.has(d.status) && due < companyToday();
        return (
          <span
            dir="ltr"
            className={late ? 'bp6-intent-danger' : undefined}
            style={late ? { color: 'var(--bp-intent-danger, #c23030)', fontWeight: 600 } : undefined}
            data-late={late}
          >
            {due ? formatDate(due) : ''}
          </span>
        );
      },
    },
    { key: 'assignee', header: t('jobs.field.assignee'), cell: (d) => nameOf(field(d, 'assigneeId')) },
    ...(jobs ? [{ ...account!, header: t('jobs.field.account') }] : []),
    status!,
    ...(action ? [action] : []),
  ];
  const filters: DocumentListFilter[] = [statusFilter(t, types[0]!, t('jobs.field.status'), t('jobs.allStatuses'), initialStatus)];
  if (types.length > 1) filters.unshift(typeFilter(t, types, t('jobs.field.type'), t('jobs.allTypes')));
  return (
    <DocumentList
      path={path}
      testId={testId}
      title={title}
      idPrefix={testId}
      base={{ type: types.join(',') }}
      filters={filters}
      accountFilter={jobs ? t('jobs.field.account') : undefined}
      searchLabel={t('jobs.search')}
      columns={columns}
      empty={t('jobs.empty')}
      emptyIcon={jobs ? 'wrench' : 'annotation'}
      clearLabel={t('jobs.clearFilters')}
      actions={canWrite && <AnchorButton icon="plus" intent="primary" href={`#${newPath}`} text={newLabel} data-testid="job-new" />}
    />
  );
}
