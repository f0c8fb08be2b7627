import { formatMoney, isCurrency } from '../../../domain/money/format';
import type { DocumentListItem } from '../../api/documents';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The grand total tr-TR with its currency symbol ("₺1.234,56"); the raw text when it is not a decimal. */
export function grandTotal(doc: Pick<DocumentListItem, 'totals' | 'currency'>): string {
  const grand = doc.totals?.grand;
  if (grand === undefined || grand === null || !DECIMAL.test(grand)) return String(grand ?? '');
  return formatMoney(grand, { currency: isCurrency(doc.currency) ? doc.currency : 'TRY', symbol: true });
}
