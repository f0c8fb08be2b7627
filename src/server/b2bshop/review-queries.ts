import type { Review, ReviewState } from '../../domain/schemas/b2b-back-office';
import type { Queryable } from '../db/database';

/** The SQL of the dealers' reviews (/b2b/yorum, /api/shop/products/:id/reviews): migration 202611291514_b2b_back_office. */

/** Writes the dealer's review of the product; false when the dealer already wrote one (one per dealer and product). */
export async function insertReview(q: Queryable, companyId: number, productId: number, accountId: number, stars: number, text: string): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into b2b_reviews (company_id, product_id, account_id, stars, body) values ($1, $2, $3, $4, $5)
     on conflict (company_id, product_id, account_id) do nothing returning id`,
    [companyId, productId, accountId, stars, text],
  );
  return r.rows[0]?.id ?? null;
}

/** The approved reviews of a product, newest first, with their count and average stars (two decimals). */
export async function approvedReviews(q: Queryable, productId: number) {
  const r = await q.query<{ id: number; stars: number; text: string; dealerName: string; createdAt: Date | string }>(
    `select r.id, r.stars, r.body as text, a.name as "dealerName", r.created_at as "createdAt"
       from b2b_reviews r join accounts a on a.company_id = r.company_id and a.id = r.account_id
      where r.product_id = $1 and r.state = 'approved' order by r.created_at desc, r.id desc limit 200`,
    [productId],
  );
  const s = await q.query<{ count: number; average: string | null }>(
    `select count(*)::integer as count, round(avg(stars)::numeric, 2)::text as average from b2b_reviews where product_id = $1 and state = 'approved'`,
    [productId],
  );
  return { items: r.rows.map((x) => ({ ...x, createdAt: new Date(x.createdAt).toISOString() })), ...s.rows[0]! };
}

export async function listReviews(q: Queryable, state: ReviewState, limit: number, offset: number): Promise<{ items: Review[]; total: number }> {
  const r = await q.query<Omit<Review, 'createdAt'> & { createdAt: Date | string; count: number }>(
    `select r.id, r.product_id as "productId", p.name as "productName", r.account_id as "accountId", a.name as "accountName", r.stars,
            r.body as text, r.state, r.created_at as "createdAt", count(*) over ()::integer as count
       from b2b_reviews r
       join products p on p.company_id = r.company_id and p.id = r.product_id
       join accounts a on a.company_id = r.company_id and a.id = r.account_id
      where r.state = $1 order by r.created_at, r.id limit $2 offset $3`,
    [state, limit, offset],
  );
  return {
    items: r.rows.map(({ count: _, createdAt, ...x }) => ({ ...x, createdAt: new Date(createdAt).toISOString() })),
    total: r.rows[0]?.count ?? 0,
  };
}

/** Approves or rejects a review; false when there is none of this id. */
export async function decideReview(q: Queryable, id: number, state: 'approved' | 'rejected', userId: number): Promise<boolean> {
  const r = await q.query(`update b2b_reviews set state = $2, decided_at = now(), decided_by = $3 where id = $1`, [id, state, userId]);
  return r.rowCount > 0;
}
