import { Tag } from '@blueprintjs/core';
import { familyForType } from '../../../../machines/index';
import { useT } from '../../i18n/useT';

interface Props {
  /** the document's type: its family names the colour of each status */
  type: string;
  status: string;
  large?: boolean;
  testId?: string;
  /** the status in words, where the family has words of its own (`documentStatus.*` otherwise) */
  label?: string;
}

/** A document's status in the user's words (`documentStatus.*`) and its family's colour; an uncoloured status is drawn minimal. */
export function DocumentStatusTag({ type, status, large, testId, label }: Props) {
  const t = useT();
  const family = familyForType(type);
  const intent = family?.statusIntents[status] ?? family?.derivedStatusIntents?.[status] ?? 'none';
  return (
    <Tag large={large} minimal={intent === 'none'} intent={intent} data-testid={testId} data-status={status}>
      {label ?? t(`documentStatus.${status}`)}
    </Tag>
  );
}
