import { Tag } from '@blueprintjs/core';
import { familyForType } from '../../../../machines/index';
import { useT } from '../../i18n/useT';

interface Props {
  /** the document's type: its family names the colour of each status */
  type: string;
  status: string;
  large?: boolean;
  testId?: string;
}

/** A document's status in the user's words (`documentStatus.*`) and its family's colour; an uncoloured status is drawn minimal. */
export function DocumentStatusTag({ type, status, large, testId }: Props) {
  const t = useT();
  const intent = familyForType(type)?.statusIntents[status] ?? 'none';
  return (
    <Tag large={large} minimal={intent === 'none'} intent={intent} data-testid={testId} data-status={status}>
      {t(`documentStatus.${status}`)}
    </Tag>
  );
}
