import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ebookChangesSchema, ebookPricingSchema, type EbookChanges, type EbookPricingBody, type EbookPricingView } from '../../domain/schemas/ebook-pricing';
import { api } from './client';
import { ebookPricingKeys, productKeys } from './queryKeys';

/** PUT /api/ebook-pricing: the rules and the rounding. */
export async function saveEbookPricing(body: EbookPricingBody): Promise<EbookPricingView> {
  return ebookPricingSchema.parse(await api<unknown>('/ebook-pricing', { method: 'PUT', body, formShowsErrors: true }));
}

/** PUT /api/ebook-pricing/editions/:id: the printed book an e-book is priced from (null: none). */
export async function saveEbookEdition({ ebookProductId, printedProductId }: { ebookProductId: number; printedProductId: number | null }) {
  return ebookPricingSchema.parse(await api<unknown>(`/ebook-pricing/editions/${ebookProductId}`, { method: 'PUT', body: { printedProductId } }));
}

/** POST /api/ebook-pricing/apply: the previewed changes, all in one transaction, or none when the preview is stale. */
export async function applyEbookPrices(changes: EbookChanges['items']): Promise<EbookChanges> {
  const body = { changes: changes.map(({ productId, oldPrice, newPrice }) => ({ productId, oldPrice, newPrice })) };
  return ebookChangesSchema.parse(await api<unknown>('/ebook-pricing/apply', { method: 'POST', body }));
}

function useEbookMutation<A, R>(fn: (a: A) => Promise<R>, alsoProducts = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ebookPricingKeys.all });
      if (alsoProducts) void qc.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export const useSaveEbookPricing = () => useEbookMutation(saveEbookPricing);
export const useSaveEbookEdition = () => useEbookMutation(saveEbookEdition);
export const useApplyEbookPrices = () => useEbookMutation(applyEbookPrices, true);
