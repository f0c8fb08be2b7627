import { Dec } from '../../../domain/money/decimal';
import type { PosFlowEvent } from '../../../../flows/pos';
import { fetchProduct } from '../../api/fetchProduct';
import { receiptViewSchema } from '../../../domain/schemas/document-views';
import { fetchDocument } from '../../api/fetchDocument';

/**
 * `/fis/pos/kopya/{id}`: the events that fill a new sale with the lines of sale {id}. The sale keeps a line per
 * product, so lines of one product add up. Without the fast-sale permission the product's price of today (and
 * whether it includes the VAT) is taken and no discount, as that user could not have typed them.
 */
export async function copySaleEvents(id: number, canEditPrices: boolean): Promise<PosFlowEvent[]> {
  const sale = await fetchDocument(id, receiptViewSchema);
  const byProduct = new Map<number, { quantity: Dec; unitPrice: string; discountRate: string; vatRate: number; priceIncludesVat: boolean }>();
  for (const line of sale.lines) {
    // a second-hand copy was that one book: it is not sold again
    if (!line.productId || line.copyId) continue;
    const productId = Number(line.productId);
    const seen = byProduct.get(productId);
    if (seen) seen.quantity = seen.quantity.plus(line.quantity);
    else
      byProduct.set(productId, {
        quantity: new Dec(line.quantity),
        unitPrice: line.unitPrice,
        discountRate: line.discountRate ?? '0',
        vatRate: line.vatRate,
        priceIncludesVat: line.priceIncludesVat === true,
      });
  }
  const events: PosFlowEvent[] = [];
  for (const [productId, line] of byProduct) {
    const product = await fetchProduct(productId);
    events.push({
      type: 'ADD_PRODUCT',
      productId,
      name: product.name,
      unitPrice: canEditPrices ? line.unitPrice : product.price,
      vatRate: line.vatRate,
      priceIncludesVat: canEditPrices ? line.priceIncludesVat : product.priceIncludesVat,
    });
    if (!line.quantity.eq(1)) events.push({ type: 'SET_QUANTITY', productId, quantity: line.quantity.toString() });
    if (canEditPrices && !new Dec(line.discountRate).isZero())
      events.push({ type: 'SET_DISCOUNT', productId, discountRate: new Dec(line.discountRate).toString() });
  }
  return events;
}
