import { fetchSecondhandCopyByBarcode } from '../../api/fetchSecondhandCopies';
import { t } from '../../i18n/messages';
import type { SaleProduct } from './offline/usePosOffline';
import { ScanRefused } from './ProductEntry';

/**
 * A scanned code that names a second-hand copy (/sahaf): that one copy, at its own price, for the sale. A copy
 * sold already is refused here with its message; the server refuses a second sale of it however it comes
 * (the till, the offline queue, an invoice), so this only spares the cashier a sale that would fail.
 */
export async function findCopy(code: string, online: boolean): Promise<SaleProduct | null> {
  if (!online || !/^[0-9A-Za-z._/-]{1,40}$/.test(code.trim())) return null;
  const copy = await fetchSecondhandCopyByBarcode(code.trim()).catch(() => null);
  if (!copy) return null;
  if (copy.soldDocumentId !== null) throw new ScanRefused(t('secondhand.alreadySold', { barcode: copy.barcode, title: copy.productName }));
  return {
    id: Number(copy.productId),
    name: `${copy.productName} (${copy.barcode})`,
    price: copy.price,
    vatRate: copy.vatRate,
    priceIncludesVat: true,
    copyId: Number(copy.id),
  };
}
