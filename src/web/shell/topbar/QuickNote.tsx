import { AnchorButton, Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { mayWrite } from '../../../../machines/access';
import { PRIORITIES } from '../../../../machines/job/rules';
import { NOTES_LIST_LINK } from '../../../domain/navigation';
import { useCreateJob } from '../../api/createJob';
import { showNotice } from '../../api/errorBus';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { fieldErrors } from '../../screens/common/listHelpers';
import { schemaErrors } from '../../screens/common/schemaErrors';
import { jobCreateBody } from '../../../../machines/job/schemas';

/**
 * The top bar's note button (spec §2: shown only when the menu holds the notes list). It opens a quick note, a title,
 * a priority and a text, saved as a note (machines/job) without leaving the page; a reader (the auditor) who may not
 * write one is taken to the notes list instead.
 */
export function QuickNoteButton() {
  const t = useT();
  const roles = useUiSettings().data?.authorizedUser.roles;
  const writer = !!roles && mayWrite({ roles }, 'note');
  const [open, setOpen] = useState(false);
  if (!writer)
    return (
      <AnchorButton
        variant="minimal"
        icon="annotation"
        href={`#${NOTES_LIST_LINK}`}
        aria-label={t('layout.notes')}
        title={t('layout.notes')}
        data-testid="note-button"
      />
    );
  return (
    <>
      <Button
        variant="minimal"
        icon="annotation"
        aria-label={t('layout.quickNote')}
        title={t('layout.quickNote')}
        data-testid="note-button"
        onClick={() => setOpen(true)}
      />
      {open && <QuickNoteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function QuickNoteDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const create = useCreateJob();
  const [title, setTitle] = useState('');
  const [priority, setPriority] = useState('medium');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = { type: 'note' as const, title: title.trim(), priority: priority as 'low' | 'medium' | 'high', note: note.trim() || undefined };
    const checked = schemaErrors(jobCreateBody, body, { title, priority, note }, t);
    if (!checked.ok) return setErrors(checked.errors);
    create.mutate(body, {
      onSuccess: (v) => {
        showNotice({ kind: 'toast', intent: 'success', message: t('jobs.saved', { number: v.number }), timeout: 3000 });
        onClose();
      },
      onError: (err) => setErrors(fieldErrors(err)),
    });
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('layout.quickNote')} icon="annotation">
      <form onSubmit={save} noValidate data-testid="quick-note">
        <DialogBody>
          <FormGroup
            label={t('jobs.field.title')}
            labelFor="quick-note-title"
            labelInfo="*"
            intent={errors.title ? 'danger' : 'none'}
            helperText={errors.title ? <span data-testid="error-title">{errors.title}</span> : undefined}
          >
            <InputGroup
              id="quick-note-title"
              name="title"
              autoFocus
              value={title}
              intent={errors.title ? 'danger' : 'none'}
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormGroup>
          <FormGroup label={t('jobs.field.priority')} labelFor="quick-note-priority">
            <HTMLSelect
              id="quick-note-priority"
              name="priority"
              fill
              value={priority}
              onChange={(e) => setPriority(e.target.value)}
              options={PRIORITIES.map((p) => ({ value: p, label: t(`jobs.priority.${p}`) }))}
            />
          </FormGroup>
          <FormGroup label={t('jobs.field.note')} labelFor="quick-note-text" helperText={errors.note}>
            <TextArea
              id="quick-note-text"
              name="note"
              fill
              rows={4}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              // Enter writes a new line here; Ctrl+Enter saves, as Enter does in the title
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <AnchorButton variant="minimal" href={`#${NOTES_LIST_LINK}`} text={t('jobs.allNotes')} onClick={onClose} />
              <Button text={t('common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" icon="floppy-disk" text={t('jobs.save')} loading={create.isPending} data-testid="quick-note-save" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
