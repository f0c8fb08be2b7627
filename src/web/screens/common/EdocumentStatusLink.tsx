import { maySendAsEdocument } from '../../../domain/edocuments/sources';
import { AnchorButton, Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { familyForType } from '../../../../machines/index';
import { useEdocumentOf } from '../../api/edocuments';
import { useIntegratorSettings } from '../../api/fetchIntegratorSettings';
import { useT } from '../../i18n/useT';
import { EdocumentFailure } from './EdocumentFailure';
import { UblPreview } from './UblPreview';
import { useMayOpen } from './listHelpers';

/**
 * A completed sales invoice, purchase return or waybill shows its e-document's status, which opens the outgoing list of the
 * integrator in use, and opens the e-document as GİB's stylesheet renders it (GET /api/documents/:id/ubl/html).
 * While it is not sent, its last refusal says why (GİB's rule and text).
 */
export function EdocumentStatusLink({ doc }: { doc: { id: number; type: string; status: string } }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  // every integrator's outgoing list has the same roles
  const mayOpen = useMayOpen('/modul/uyumsoftefatura/giden');
  const sendable = maySendAsEdocument(doc);
  const integrator = useIntegratorSettings(sendable && mayOpen).data?.integrator ?? 'sandbox';
  const outgoing = `/modul/${integrator === 'sandbox' ? 'uyumsoft' : integrator}efatura/giden`;
  const edoc = useEdocumentOf(doc.id, sendable && mayOpen);
  if (!sendable || !mayOpen || !edoc.data) return null;
  const e = edoc.data;
  return (
    <>
      <ButtonGroup variant="minimal">
        <AnchorButton
          icon="send-message"
          href={`#${outgoing}`}
          intent={familyForType(e.type)?.statusIntents[e.status] ?? 'none'}
          text={`${t(`edocuments.${e.type}`)}: ${t(`documentStatus.${e.status}`)}`}
          data-testid="edocument-status-link"
          data-status={e.status}
        />
        <Button icon="document-open" text={t('edocuments.view')} onClick={() => setViewing(true)} data-testid="edocument-status-view" />
      </ButtonGroup>
      {e.lastError && e.status === 'queued' && <EdocumentFailure lastError={e.lastError} document={e.sourceNumber ?? e.number ?? ''} />}
      {viewing && <UblPreview documentId={doc.id} onClose={() => setViewing(false)} />}
    </>
  );
}
