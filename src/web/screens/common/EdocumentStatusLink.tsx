import { maySendAsEdocument } from '../../../domain/edocuments/sources';
import { AnchorButton } from '@blueprintjs/core';
import { familyForType } from '../../../../machines/index';
import { useEdocumentOf } from '../../api/edocuments';
import { useT } from '../../i18n/useT';
import { useMayOpen } from './listHelpers';

const OUTGOING = '/modul/uyumsoftefatura/giden';

/** A completed sales invoice, return or waybill shows its e-document's status, and opens the outgoing list. */
export function EdocumentStatusLink({ doc }: { doc: { id: number; type: string; status: string } }) {
  const t = useT();
  const mayOpen = useMayOpen(OUTGOING);
  const sendable = maySendAsEdocument(doc);
  const edoc = useEdocumentOf(doc.id, sendable && mayOpen);
  if (!sendable || !mayOpen || !edoc.data) return null;
  const e = edoc.data;
  return (
    <AnchorButton
      icon="send-message"
      variant="minimal"
      href={`#${OUTGOING}`}
      intent={familyForType(e.type)?.statusIntents[e.status] ?? 'none'}
      text={`${t(`edocuments.${e.type}`)}: ${t(`documentStatus.${e.status}`)}`}
      data-testid="edocument-status-link"
      data-status={e.status}
    />
  );
}
