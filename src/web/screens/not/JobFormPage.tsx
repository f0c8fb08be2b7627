import { AnchorButton, Button, Callout, FormGroup, NonIdealState, Spinner, TextArea } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { documentLock } from '../../../../machines/locks';
import { jobCreateBody } from '../../../../machines/job/schemas';
import { JOB_KINDS, PRIORITIES, type JobType } from '../../../../machines/job/rules';
import { jobViewSchema, type JobView } from '../../../domain/schemas/document-views';
import { showNotice } from '../../api/errorBus';
import { useCreateJob, type JobFields } from '../../api/createJob';
import { useColleagues } from '../../api/fetchColleagues';
import { useDocument } from '../../api/fetchDocument';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useHashSearch, navigate } from '../../routes/hashLocation';
import { useT } from '../../i18n/useT';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { LifecycleBar } from '../common/LifecycleBar';
import { useDocumentForm } from '../common/useDocumentForm';
import { useMayWrite } from '../common/useMayWrite';
import { schemaErrors } from '../common/schemaErrors';
import { jobBackPath, jobEditPath } from './jobPaths';
import { JobSalesPanel } from './JobSalesPanel';

/** the lifecycle's buttons besides saving (lifecycles.md §8): shown when the machine allows them */
const JOB_EVENTS = ['START', 'COMPLETE', 'CANCEL'] as const;

interface Values {
  type: JobType;
  title: string;
  priority: string;
  dueDate: string;
  assigneeId: string;
  note: string;
  accountId: string;
  kind: string;
}
type Field = keyof Values;

const valuesOf = (type: JobType, v: JobView | undefined): Values => ({
  type: (v?.type as JobType | undefined) ?? type,
  title: v?.title ?? '',
  priority: v?.priority ?? 'medium',
  dueDate: v?.dueDate ?? '',
  assigneeId: v?.assigneeId ?? '',
  note: v?.note ?? '',
  accountId: v?.accountId ?? '',
  kind: v?.kind ?? (type === 'job' ? 'repair' : ''),
});

/**
 * /not/yeni, /not/duzen/{id} (a note or a task) and /is/takip/yeni, /is/takip/duzen/{id} (a job): title, priority,
 * due date, assignee and text; a job also names its current account and what it is. Save writes it (POST, then EDIT
 * while pending); Start, Complete and Cancel follow the job machine. A locked one, or one opened by a reader, is read-only.
 */
export function JobFormPage({ type, id, path }: { type: JobType; id?: number; path: string }) {
  const t = useT();
  const doc = useDocument(id ?? null, jobViewSchema);
  const search = useHashSearch();
  if (id === undefined) {
    // the task list's "new task" opens /not/yeni?type=task
    const asked = new URLSearchParams(search).get('type');
    const start: JobType = type === 'note' && asked === 'task' ? 'task' : type;
    return <JobForm key={start} type={start} path={path} />;
  }
  if (doc.isPending) return <NonIdealState icon={<Spinner />} title={t('jobs.loading')} />;
  if (!doc.data) return <NonIdealState icon="error" title={t('jobs.notFound')} action={<a href={`#${jobBackPath(type)}`}>{t(`jobs.back.${type}`)}</a>} />;
  const v = doc.data;
  return <JobForm key={`${v.id}-${v.version}`} type={v.type as JobType} doc={v} path={path} />;
}

function JobForm({ type, doc, path }: { type: JobType; doc?: JobView; path: string }) {
  const t = useT();
  const { values, setValues, errors, setErrors, other, setOther, field, showError } = useDocumentForm<Values>(() => valuesOf(type, doc));
  const create = useCreateJob();
  const event = useDocumentEvent(jobViewSchema);
  const colleagues = useColleagues();
  const busy = create.isPending || event.isPending;
  const writable = useMayWrite(values.type);
  const editable = writable && (!doc || !documentLock(doc.type, doc.status).locked);
  const allowed = doc?.allowedEvents ?? [];
  const dirty = !!doc && JSON.stringify(values) !== JSON.stringify(valuesOf(type, doc));
  const isJob = values.type === 'job';
  const back = jobBackPath(values.type);

  /** What is typed, checked by the server's own request schema first (machines/job/schemas.ts). */
  const fields = (): JobFields | null => {
    const clear = doc ? null : undefined;
    const body: JobFields = {
      title: values.title.trim(),
      priority: values.priority as JobFields['priority'],
      dueDate: values.dueDate || clear,
      assigneeId: values.assigneeId || clear,
      note: values.note.trim() || clear,
      ...(isJob ? { accountId: values.accountId || clear, kind: (values.kind || clear) as JobFields['kind'] } : {}),
    };
    const { ok, errors: e } = schemaErrors(jobCreateBody, body, values, t);
    setErrors(e);
    setOther([]);
    return ok ? body : null;
  };

  const saved = (number: string) => showNotice({ kind: 'toast', intent: 'success', message: t('jobs.saved', { number }), timeout: 3000 });

  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = fields();
    if (!body) return;
    if (!doc) {
      const onSuccess = (v: JobView) => {
        saved(v.number);
        navigate(jobEditPath(v.type, v.id));
      };
      create.mutate({ ...body, type: values.type }, { onSuccess, onError: showError });
      return;
    }
    event.mutate(
      { id: doc.id, version: doc.version, type: 'EDIT', fields: body as unknown as Record<string, unknown> },
      { onSuccess: (v) => saved(v.number), onError: showError },
    );
  };

  const send = (name: string) => {
    if (!doc) return;
    event.mutate(
      { id: doc.id, version: doc.version, type: name },
      { onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t(`jobs.done.${name}`), timeout: 3000 }), onError: showError },
    );
  };

  const people = [{ value: '', label: t('jobs.nobody') }, ...(colleagues.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))];
  // an assignee who left the company still shows by id
  if (values.assigneeId && !people.some((p) => p.value === values.assigneeId)) people.push({ value: values.assigneeId, label: `#${values.assigneeId}` });

  return (
    <DocumentFormShell
      path={path}
      testId="job-form"
      type={values.type}
      doc={doc ? { number: doc.number, status: doc.status } : null}
      title={t(`jobs.title.${values.type}`)}
      idPrefix="job"
      before={<AnchorButton href={`#${back}`} minimal icon={<BackIcon />} text={t(`jobs.back.${values.type}`)} data-testid="back-link" />}
      lockTestId="job-locked"
      style={{ maxWidth: 860 }}
    >
      {other.length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="job-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!editable || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            {!doc && values.type !== 'job' && (
              <SelectField
                {...field('type')}
                label={t('jobs.field.type')}
                options={(['note', 'task'] as const).map((ty) => ({ value: ty, label: t(`documentTypes.${ty}`) }))}
              />
            )}
            <TextField {...field('title')} label={t('jobs.field.title')} required autoFocus={!doc} />
            <SelectField
              {...field('priority')}
              label={t('jobs.field.priority')}
              options={PRIORITIES.map((p) => ({ value: p, label: t(`jobs.priority.${p}`) }))}
            />
            <DateField {...field('dueDate')} label={t('jobs.field.dueDate')} />
            <SelectField {...field('assigneeId')} label={t('jobs.field.assignee')} options={people} />
            {isJob && (
              <SelectField {...field('kind')} label={t('jobs.field.kind')} options={JOB_KINDS.map((k) => ({ value: k, label: t(`jobs.kind.${k}`) }))} />
            )}
            {isJob && <AccountPicker {...field('accountId')} label={t('jobs.field.account')} disabled={!editable} />}
          </div>
          <FormGroup
            label={t('jobs.field.note')}
            labelFor="f-note"
            intent={errors.note ? 'danger' : 'none'}
            helperText={errors.note ? <span data-testid="error-note">{errors.note}</span> : undefined}
          >
            <TextArea id="f-note" name="note" fill rows={5} value={values.note} onChange={(e) => field('note').onChange(e.target.value)} />
          </FormGroup>
        </fieldset>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {editable && (
            <Button
              type="submit"
              intent="primary"
              icon="floppy-disk"
              loading={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
              text={t('jobs.save')}
              data-testid="job-save"
            />
          )}
          {doc && writable && (
            <LifecycleBar
              events={JOB_EVENTS}
              label={(e) => t(`jobs.event.${e}`)}
              serverAllowed={allowed}
              held={dirty ? { START: t('jobs.saveFirst'), COMPLETE: t('jobs.saveFirst') } : {}}
              onlyAllowed
              busy={busy}
              loading={event.isPending ? event.variables?.type : null}
              testId={(e) => `job-${e.toLowerCase()}`}
              onEvent={send}
            />
          )}
        </div>
      </form>
      {doc && doc.type === 'job' && <JobSalesPanel job={doc} />}
    </DocumentFormShell>
  );
}
