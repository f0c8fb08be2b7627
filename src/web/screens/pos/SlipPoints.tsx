import { receiptPointsViewSchema } from '../../../domain/schemas/document-views';
import { useDocument } from '../../api/fetchDocument';
import { useT } from '../../i18n/useT';

/** The slip's loyalty points: what the sale spent and earned, and the account's new balance, as the server decided them. */
export function SlipPoints({ saleId }: { saleId: number }) {
  const t = useT();
  const points = useDocument(saleId, receiptPointsViewSchema, { staleTime: 60_000 }).data?.points;
  if (!points) return null;
  return (
    <div data-testid="pos-slip-points">
      {points.spent > 0 && (
        <p>
          {t('loyalty.receiptSpent')}: <span data-testid="pos-slip-points-spent">{points.spent}</span>
        </p>
      )}
      <p>
        {t('loyalty.receiptEarned')}: <span data-testid="pos-slip-points-earned">{points.earned}</span>
      </p>
      <p>
        {t('loyalty.receiptBalance')}: <span data-testid="pos-slip-points-balance">{points.balance}</span>
      </p>
    </div>
  );
}
