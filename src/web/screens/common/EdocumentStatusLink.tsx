import { maySendAsEdocument } from '../../../domain/edocuments/sources';
import { AnchorButton } from '@blueprintjs/core';
import { familyForType } from '../../../../machines/index';
import { useEdocumentOf } from '../../api/edocuments';
import { useIntegratorSettings } from '../../api/fetchIntegratorSettings';
import { useT } from '../../i18n/useT';
import { useMayOpen } from './listHelpers';

/** A completed sales invoice, return or waybill shows its e-document's status, and opens the outgoing list of the integrator in use. */
export function EdocumentStatusLink({ doc }: { doc: { id: number; type: string; status: string } }) {
  const t = useT();
  // every integrator's outgoing list has the same roles
  const mayOpen = useMayOpen('/modul/uyumsoftefatura/giden');
  const sendable = maySendAsEdocument(doc);
  const integrator = useIntegratorSettings(sendable && mayOpen).data?.integrator ?? 'sandbox';
  const outgoing = `/modul/${integrator === 'sandbox' ? 'uyumsoft' : integrator}efatura/giden`;
  const edoc = useEdocumentOf(doc.id, sendable && mayOpen);
  if (!sendable || !mayOpen || !edoc.data) return null;
  const e = edoc.data;
  return (
    <AnchorButton
      icon="send-message"
      variant="minimal"
      href={`#${outgoing}`}
      intent={familyForType(e.type)?.statusIntents[e.status] ?? 'none'}
      text={`${t(`edocuments.${e.type}`)}: ${t(`documentStatus.${e.status}`)}`}
      data-testid="edocument-status-link"
      data-status={e.status}
    />
  );
}
