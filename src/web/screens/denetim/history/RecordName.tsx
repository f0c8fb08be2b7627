import type { NamedRecord } from '../../../../domain/schemas/document-replies';
import { useHistoryLabels } from './historyLabels';

/** A product or a current account by its code and name, its id in the tooltip; `#id` while its name is not known. */
export function RecordName({ id, record }: { id: unknown; record: NamedRecord | undefined }) {
  const L = useHistoryLabels();
  const raw = id === undefined || id === null ? '' : String(id);
  return (
    <span title={L.t('history.idTooltip', { id: raw })} data-id={raw} data-testid="record-name">
      {record ? (
        <>
          <bdi dir="ltr">{record.code}</bdi> {record.name}
        </>
      ) : (
        <bdi dir="ltr">#{raw}</bdi>
      )}
    </span>
  );
}
