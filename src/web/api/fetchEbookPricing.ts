import { useQuery } from '@tanstack/react-query';
import { ebookChangesSchema, ebookPricingSchema, type EbookChanges, type EbookPricingView } from '../../domain/schemas/ebook-pricing';
import { api } from './client';
import { ebookPricingKeys } from './queryKeys';

/** GET /api/ebook-pricing: the rules, the rounding and every e-book with its printed book. */
export async function fetchEbookPricing(): Promise<EbookPricingView> {
  return ebookPricingSchema.parse(await api<unknown>('/ebook-pricing'));
}

export function useEbookPricing() {
  return useQuery({ queryKey: ebookPricingKeys.all, queryFn: fetchEbookPricing });
}

/** GET /api/ebook-pricing/preview: every e-book price the rules would change, old and new. */
export async function fetchEbookPreview(): Promise<EbookChanges> {
  return ebookChangesSchema.parse(await api<unknown>('/ebook-pricing/preview'));
}

export function useEbookPreview(enabled: boolean) {
  return useQuery({ queryKey: ebookPricingKeys.preview(), queryFn: fetchEbookPreview, enabled });
}
