import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contentPageListSchema,
  contentPageSchema,
  openCollectionListSchema,
  publishedGroupListSchema,
  publishedProductPageSchema,
  reviewPageSchema,
  type ContentPage,
  type ReviewState,
} from '../../domain/schemas/b2b-back-office';
import { shopOrderRowSchema } from '../../domain/schemas/b2b-shop';
import { api } from './client';
import { b2bShopKeys } from './queryKeys';

/** The shop's back office beyond its settings: /b2b/ayarList, /b2b/iceriksayfalari, /b2b/yorum and /b2b/islem's transfers. */
const keys = {
  publishing: () => [...b2bShopKeys.all, 'publishing'] as const,
  products: (query: object) => [...keys.publishing(), 'products', query] as const,
  groups: () => [...keys.publishing(), 'groups'] as const,
  pages: () => [...b2bShopKeys.all, 'content-pages'] as const,
  page: (id: number) => [...keys.pages(), id] as const,
  reviews: (state: ReviewState) => [...b2bShopKeys.all, 'reviews', state] as const,
  collections: (documentId: number) => [...b2bShopKeys.orders(), documentId, 'collections'] as const,
};

export interface PublishingQuery {
  q: string;
  state: 'all' | 'published' | 'hidden';
  offset: number;
}

export function usePublishingProducts(query: PublishingQuery) {
  const params = new URLSearchParams({ q: query.q, state: query.state, limit: '50', offset: String(query.offset) });
  return useQuery({
    queryKey: keys.products(query),
    queryFn: async () => publishedProductPageSchema.parse(await api<unknown>(`/b2b/publishing/products?${params.toString()}`)),
    placeholderData: keepPreviousData,
  });
}

export function usePublishingGroups() {
  return useQuery({ queryKey: keys.groups(), queryFn: async () => publishedGroupListSchema.parse(await api<unknown>('/b2b/publishing/groups')) });
}

/** POST /api/b2b/publishing/{products|groups}: publish or hide the chosen ones at once. */
export function usePublish() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ids, published }: { kind: 'products' | 'groups'; ids: number[]; published: boolean }) =>
      api<unknown>(`/b2b/publishing/${kind}`, { method: 'POST', body: kind === 'products' ? { productIds: ids, published } : { groupIds: ids, published } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.publishing() }), qc.invalidateQueries({ queryKey: b2bShopKeys.settings() })]),
  });
}

export function useContentPages() {
  return useQuery({ queryKey: keys.pages(), queryFn: async () => contentPageListSchema.parse(await api<unknown>('/b2b/content-pages')).items });
}

export function useContentPage(id: number | null) {
  return useQuery({
    queryKey: keys.page(id ?? 0),
    queryFn: async () => contentPageSchema.parse(await api<unknown>(`/b2b/content-pages/${id}`)),
    enabled: id !== null,
  });
}

/** POST /api/b2b/content-pages or PUT …/{id} (with its version): the page as stored, its body cleaned by the server. */
export function useSaveContentPage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: Record<string, unknown> }): Promise<ContentPage> =>
      contentPageSchema.parse(
        await api<unknown>(id === null ? '/b2b/content-pages' : `/b2b/content-pages/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
          formShowsErrors: true,
        }),
      ),
    onSuccess: (saved) => {
      qc.setQueryData(keys.page(saved.id), saved);
      return qc.invalidateQueries({ queryKey: keys.pages(), exact: true });
    },
  });
}

export function useReviews(state: ReviewState) {
  return useQuery({ queryKey: keys.reviews(state), queryFn: async () => reviewPageSchema.parse(await api<unknown>(`/b2b/reviews?state=${state}&limit=200`)) });
}

/** PUT /api/b2b/reviews/{id}/state: approve or reject a review. */
export function useDecideReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: 'approved' | 'rejected' }) => api<unknown>(`/b2b/reviews/${id}/state`, { method: 'PUT', body: { state } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...b2bShopKeys.all, 'reviews'] }),
  });
}

/** GET /api/b2b/orders/{id}/collections: the dealer's collections no order took yet, and what the order is due. */
export function useOpenCollections(documentId: number) {
  return useQuery({
    queryKey: keys.collections(documentId),
    queryFn: async () => openCollectionListSchema.parse(await api<unknown>(`/b2b/orders/${documentId}/collections`)),
  });
}

/** POST /api/b2b/orders/{id}/transfer-collection: the order paid by the collection. */
export function useMatchCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ documentId, collectionId }: { documentId: number; collectionId: number }) =>
      shopOrderRowSchema.parse(
        await api<unknown>(`/b2b/orders/${documentId}/transfer-collection`, { method: 'POST', body: { collectionId }, formShowsErrors: true }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: b2bShopKeys.orders() }),
  });
}
