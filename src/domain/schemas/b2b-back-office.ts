import { z } from 'zod';
import { listPage, recordIdNumber, version } from './fields';

/**
 * The B2B shop's back office beyond its settings (issue #31): what it publishes (/b2b/ayarList), its content pages
 * (/b2b/iceriksayfalari), the dealers' reviews (/b2b/yorum) and the collection that pays a transfer (/b2b/islem).
 */

export const CONTENT_LANGUAGES = ['tr', 'en', 'de', 'fr', 'ar'] as const;
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const trimmed = (max: number) => z.string('validation.invalid').trim().max(max, `validation.maxLength|${max}`);
const required = (max: number) => trimmed(max).min(1, 'validation.required');
const pageLimit = (max: number, fallback: number) =>
  z.coerce.number('validation.number').int('validation.number').min(1, 'validation.invalid').max(max, 'validation.invalid').default(fallback);
const pageOffset = z.coerce.number('validation.number').int('validation.number').min(0, 'validation.invalid').max(100_000, 'validation.invalid').default(0);
const idList = z
  .array(recordIdNumber('validation.invalid'), 'validation.invalid')
  .min(1, 'validation.required')
  .max(1000, 'validation.invalid')
  .transform((l) => [...new Set(l)]);

/** GET /api/b2b/publishing/products?q=&state=&limit=&offset=: the products, each with whether the shop shows it. */
export const publishingQuery = z.object({
  q: trimmed(200).default(''),
  state: z.enum(['all', 'published', 'hidden'], 'validation.invalid').default('all'),
  limit: pageLimit(200, 50),
  offset: pageOffset,
});
export const publishedProductSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  published: z.boolean(),
});
export type PublishedProduct = z.infer<typeof publishedProductSchema>;
export const publishedProductPageSchema = listPage(publishedProductSchema);
export const publishedGroupSchema = z.object({ id: z.number(), name: z.string(), published: z.boolean() });
export type PublishedGroup = z.infer<typeof publishedGroupSchema>;
export const publishedGroupListSchema = z.object({ items: z.array(publishedGroupSchema), publishAll: z.boolean() });

/** POST /api/b2b/publishing/products and …/groups: publish or hide the chosen ones at once. */
export const publishProductsBody = z.object({ productIds: idList, published: z.boolean('validation.invalid') });
export const publishGroupsBody = z.object({ groupIds: idList, published: z.boolean('validation.invalid') });

/** POST /api/b2b/content-pages, PUT …/:id (with `version`): a content page; its body is cleaned before it is stored. */
export const contentPageBody = z.object({
  version: version.optional(),
  title: required(200),
  slug: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string('validation.invalid')
      .max(100, 'validation.maxLength|100')
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'b2b.content.slugFormat'),
  ),
  language: z.enum(CONTENT_LANGUAGES, 'validation.invalid'),
  body: z.string('validation.invalid').max(200_000, 'validation.maxLength|200000'),
  published: z.boolean('validation.invalid').default(false),
});
export type ContentPageBody = z.infer<typeof contentPageBody>;
export const contentPageSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  body: z.string(),
  published: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageListSchema = listPage(contentPageSchema.omit({ body: true }));

/** GET /api/shop/pages: the published pages, the dealer's language first; GET /api/shop/pages/:slug: one. */
export const shopPageListSchema = z.object({ items: z.array(contentPageSchema.pick({ slug: true, title: true, language: true })) });
export const shopPageSchema = contentPageSchema.pick({ slug: true, title: true, language: true, body: true, updatedAt: true });

/** POST /api/shop/products/:id/reviews: a dealer's review, plain text. */
export const reviewBody = z.object({
  stars: z.number('validation.number').int('validation.number').min(1, 'validation.invalid').max(5, 'validation.invalid'),
  text: trimmed(2000),
});
export const shopReviewSchema = z.object({ id: z.number(), stars: z.number(), text: z.string(), dealerName: z.string(), createdAt: z.string() });
export const shopReviewListSchema = z.object({ items: z.array(shopReviewSchema), count: z.number(), average: z.string().nullable() });

/** GET /api/b2b/reviews?state=: the reviews the staff decide on (/b2b/yorum); PUT …/:id/state: approve or reject one. */
export const reviewListQuery = z.object({
  state: z.enum(REVIEW_STATES, 'validation.invalid').default('pending'),
  limit: pageLimit(200, 50),
  offset: pageOffset,
});
export const reviewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  stars: z.number(),
  text: z.string(),
  state: z.enum(REVIEW_STATES),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewPageSchema = listPage(reviewSchema);
export const reviewDecisionBody = z.object({ state: z.enum(['approved', 'rejected'], 'validation.invalid') });

/** GET /api/b2b/orders/:documentId/collections: the dealer's collections no order took yet; POST …/transfer-collection links one. */
export const openCollectionSchema = z.object({ id: z.number(), number: z.string(), amount: z.string(), date: z.string().nullable() });
export type OpenCollection = z.infer<typeof openCollectionSchema>;
export const openCollectionListSchema = z.object({ items: z.array(openCollectionSchema), due: z.string() });
export const transferCollectionBody = z.object({ collectionId: recordIdNumber('validation.invalid') });
