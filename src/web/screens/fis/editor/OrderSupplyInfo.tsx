import { useT } from '../../../i18n/useT';
import { SupplyStatusTag } from '../../common/SupplyStatusTag';

interface Props {
  id: number;
  /** the order is locked (its family's `isLocked`): it is out of draft and has a supply page */
  locked: boolean;
  /** the API view's `supplyStatus` (neverSupplied, partiallySupplied, supplied) */
  supplyStatus: unknown;
}

/** An order's supply status and, once it is locked, the way to its supply and conversions page. */
export function OrderSupplyInfo({ id, locked, supplyStatus }: Props) {
  const t = useT();
  return (
    <div className="receipt-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
      {typeof supplyStatus === 'string' && (
        <>
          <span>{t('orderEditor.supply')}:</span>
          <SupplyStatusTag status={supplyStatus} testId="supply-status" />
        </>
      )}
      {locked && (
        <a href={`#/siparis/takip/${id}`} data-testid="supply-link">
          {t('orderEditor.supplyLink')}
        </a>
      )}
    </div>
  );
}
