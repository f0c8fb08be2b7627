import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  shopHomeSchema,
  shopLoginSchema,
  shopAccountSchema,
  shopInvoicePageSchema,
  shopMeSchema,
  shopOrderDetailSchema,
  shopOrderPageSchema,
  shopOrderSchema,
  shopProductPageSchema,
  shopProductSchema,
  type ShopOrderBody,
} from '../../domain/schemas/b2b-shop';
import { shopPageListSchema, shopPageSchema, shopReviewListSchema } from '../../domain/schemas/b2b-back-office';
import { statementSchema } from '../../domain/schemas/statement';
import { shopBasketSchema, shopCategoryListSchema, type ShopBasketBody } from '../../domain/schemas/b2b-storefront';
import { queryClient } from './queryClient';
import { getShopToken, setShopToken, shopApi } from './shopClient';

/** The dealers' shop (/magaza): what it shows, the signed-in dealer's own answers, and its orders. */
export const shopKeys = {
  all: ['shop'] as const,
  home: () => [...shopKeys.all, 'home'] as const,
  me: () => [...shopKeys.all, 'me'] as const,
  categories: () => [...shopKeys.all, 'categories'] as const,
  products: (query: object) => [...shopKeys.all, 'products', query] as const,
  product: (id: number) => [...shopKeys.all, 'product', id] as const,
  basket: (body: object) => [...shopKeys.all, 'basket', body] as const,
  orders: () => [...shopKeys.all, 'orders'] as const,
  order: (id: number) => [...shopKeys.all, 'order', id] as const,
  account: () => [...shopKeys.all, 'account'] as const,
  statement: () => [...shopKeys.all, 'statement'] as const,
  invoices: () => [...shopKeys.all, 'invoices'] as const,
  pages: () => [...shopKeys.all, 'pages'] as const,
  page: (slug: string) => [...shopKeys.all, 'page', slug] as const,
  reviews: (productId: number) => [...shopKeys.all, 'reviews', productId] as const,
};

/** GET /api/shop/home: the shop the host opens, before anyone signs in. */
export function useShopHome() {
  return useQuery({ queryKey: shopKeys.home(), queryFn: async () => shopHomeSchema.parse(await shopApi<unknown>('/home')), retry: false });
}

/** POST /api/shop/login: the dealer's e-mail and password; the session's token is kept for this tab. */
export async function signInDealer(email: string, password: string): Promise<string> {
  const reply = shopLoginSchema.parse(await shopApi<unknown>('/login', { method: 'POST', body: { email, password } }));
  setShopToken(reply.token);
  // nothing another dealer of this tab read is shown to this one
  queryClient.removeQueries({ queryKey: shopKeys.all });
  return reply.name;
}

/** POST /api/shop/logout: the session ends on the server too. */
export async function signOutDealer(): Promise<void> {
  try {
    await shopApi<unknown>('/logout', { method: 'POST', body: {} });
  } finally {
    setShopToken(null);
    queryClient.removeQueries({ queryKey: shopKeys.all });
  }
}

const signedIn = () => getShopToken() !== null;

/** GET /api/shop/me: the dealer, and what checkout offers it (payment types, deliveries, transfer accounts, minimum order). */
export function useShopMe(enabled = true) {
  return useQuery({
    queryKey: shopKeys.me(),
    queryFn: async () => shopMeSchema.parse(await shopApi<unknown>('/me')),
    retry: false,
    enabled: enabled && signedIn(),
  });
}

export function useShopCategories() {
  return useQuery({
    queryKey: shopKeys.categories(),
    queryFn: async () => shopCategoryListSchema.parse(await shopApi<unknown>('/categories')),
    retry: false,
    enabled: signedIn(),
  });
}

/** GET /api/shop/products?q=&categoryId=&limit=&offset=: the server's Turkish-aware search of what the shop publishes. */
export function useShopProducts(query: { q: string; categoryId: number | null; limit: number; offset: number }) {
  const params = new URLSearchParams({ q: query.q, limit: String(query.limit), offset: String(query.offset) });
  if (query.categoryId !== null) params.set('categoryId', String(query.categoryId));
  return useQuery({
    queryKey: shopKeys.products(query),
    queryFn: async () => shopProductPageSchema.parse(await shopApi<unknown>(`/products?${params}`)),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: signedIn(),
  });
}

export function useShopProduct(id: number) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: async () => shopProductSchema.parse(await shopApi<unknown>(`/products/${id}`)),
    retry: false,
    enabled: signedIn(),
  });
}

/** POST /api/shop/basket: what the basket will be charged (campaigns, totals, delivery), decided by the server; nothing is written. */
export function useShopBasketQuote(body: ShopBasketBody | null) {
  return useQuery({
    queryKey: shopKeys.basket(body ?? {}),
    queryFn: async () => shopBasketSchema.parse(await shopApi<unknown>('/basket', { method: 'POST', body })),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: body !== null && body.lines.length > 0 && signedIn(),
  });
}

/** POST /api/shop/orders with an Idempotency-Key: the same key (a double click, a retry) gets the first order back. */
export function usePlaceShopOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: ShopOrderBody; key: string }) =>
      shopOrderSchema.parse(await shopApi<unknown>('/orders', { method: 'POST', body, headers: { 'Idempotency-Key': key } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: shopKeys.orders() }),
  });
}

/** GET /api/shop/orders: the dealer's own orders, newest first. */
export function useShopOrders() {
  return useQuery({
    queryKey: shopKeys.orders(),
    queryFn: async () => shopOrderPageSchema.parse(await shopApi<unknown>('/orders?limit=50')),
    retry: false,
    enabled: signedIn(),
  });
}

/** The card's fields as the shop's card payment takes them (POST /api/shop/orders/:documentId/card). */
export interface ShopCard {
  holder: string;
  number: string;
  expireMonth: string;
  expireYear: string;
  cvc: string;
}
const cardStartSchema = z.object({ payment: z.looseObject({ id: z.number() }), html: z.string() });

/**
 * POST /api/shop/orders/:documentId/card: starts the 3-D Secure payment of the dealer's own order awaiting its card
 * (the amount is the server's, from the order); the answer's html is the page that takes the dealer to the bank.
 */
export async function startShopCardPayment(documentId: number, card: ShopCard): Promise<{ html: string }> {
  return cardStartSchema.parse(await shopApi<unknown>(`/orders/${documentId}/card`, { method: 'POST', body: { card } }));
}

/**
 * GET /api/shop/orders/:documentId: the dealer's own order as the server has it now, with its payment state (the
 * order's page re-reads it when the bank sends the dealer back, never trusting the address's query).
 */
export function useShopOrder(documentId: number) {
  return useQuery({
    queryKey: shopKeys.order(documentId),
    queryFn: async () => shopOrderDetailSchema.parse(await shopApi<unknown>(`/orders/${documentId}`)),
    retry: false,
    enabled: signedIn(),
  });
}

/** GET /api/shop/account: the dealer's balance, its risk limit and what is left of it. */
export function useShopAccount() {
  return useQuery({
    queryKey: shopKeys.account(),
    queryFn: async () => shopAccountSchema.parse(await shopApi<unknown>('/account')),
    retry: false,
    enabled: signedIn(),
  });
}

/** GET /api/shop/account/statement: the dealer's account moves with the running balance (the panel's statement). */
export function useShopStatement() {
  return useQuery({
    queryKey: shopKeys.statement(),
    queryFn: async () => statementSchema.parse(await shopApi<unknown>('/account/statement')),
    retry: false,
    enabled: signedIn(),
  });
}

/** GET /api/shop/invoices: the dealer's sales invoices and the state of their e-document. */
export function useShopInvoices() {
  return useQuery({
    queryKey: shopKeys.invoices(),
    queryFn: async () => shopInvoicePageSchema.parse(await shopApi<unknown>('/invoices?limit=50')),
    retry: false,
    enabled: signedIn(),
  });
}

/** GET /api/shop/pages: the shop's published content pages (terms, KVKK notice…), the visitor's language first; open to all. */
export function useShopPages() {
  return useQuery({ queryKey: shopKeys.pages(), queryFn: async () => shopPageListSchema.parse(await shopApi<unknown>('/pages')), retry: false });
}

/** GET /api/shop/pages/:slug: one content page, its body cleaned by the server when stored and again when served. */
export function useShopPage(slug: string) {
  return useQuery({
    queryKey: shopKeys.page(slug),
    queryFn: async () => shopPageSchema.parse(await shopApi<unknown>(`/pages/${encodeURIComponent(slug)}`)),
    retry: false,
  });
}

/** GET /api/shop/products/:id/reviews: the approved reviews of a product and their average. */
export function useShopReviews(productId: number) {
  return useQuery({
    queryKey: shopKeys.reviews(productId),
    queryFn: async () => shopReviewListSchema.parse(await shopApi<unknown>(`/products/${productId}/reviews`)),
    retry: false,
    enabled: signedIn(),
  });
}

/** POST /api/shop/products/:id/reviews: the dealer's one review of a product, shown once the company approves it. */
export function usePostShopReview(productId: number) {
  return useMutation({
    mutationFn: async (body: { stars: number; text: string }) => shopApi<unknown>(`/products/${productId}/reviews`, { method: 'POST', body }),
  });
}
