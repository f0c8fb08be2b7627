import { Tag } from '@blueprintjs/core';
import { familyForType } from '../../../../machines/index';
import { useT } from '../../i18n/useT';

/** An e-document's status in the colours of its machine (lifecycles.md §6). */
export function EdocumentStatus({ status }: { status: string }) {
  const t = useT();
  const intent = familyForType('eInvoice')?.statusIntents[status] ?? 'none';
  return (
    <Tag minimal={intent === 'none'} intent={intent} data-testid="edocument-status" data-status={status}>
      {t(`documentStatus.${status}`)}
    </Tag>
  );
}
