import { Button } from '@blueprintjs/core';
import { documentViewSchema } from '../../../domain/schemas/document-views';
import { showNotice } from '../../api/errorBus';
import type { DocumentListItem } from '../../api/fetchDocuments';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { useMayWrite } from '../common/useMayWrite';

/** A job's next step on the bench: Start a pending job, Complete one in process (what its machine allows now). */
export function JobBenchActions({ doc }: { doc: DocumentListItem }) {
  const t = useT();
  const event = useDocumentEvent(documentViewSchema);
  const writable = useMayWrite(doc.type);
  const next = (['START', 'COMPLETE'] as const).find((e) => doc.allowedEvents?.includes(e));
  if (!writable || !next) return null;
  return (
    <Button
      small
      icon={next === 'START' ? 'play' : 'tick-circle'}
      intent={next === 'COMPLETE' ? 'success' : 'none'}
      text={t(`jobs.event.${next}`)}
      loading={event.isPending}
      data-testid={`bench-${next.toLowerCase()}`}
      onClick={() =>
        event.mutate(
          { id: doc.id, version: doc.version, type: next },
          {
            onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t(`jobs.done.${next}`), timeout: 3000 }),
            onError: (e) => showNotice({ kind: 'toast', intent: 'danger', message: e.message, timeout: 5000 }),
          },
        )
      }
    />
  );
}
