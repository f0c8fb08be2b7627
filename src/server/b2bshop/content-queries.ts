import type { ContentPage, ContentPageBody } from '../../domain/schemas/b2b-back-office';
import type { Queryable } from '../db/database';

/** The SQL of the shop's content pages (/b2b/iceriksayfalari, GET /api/shop/pages): migration 202611291514_b2b_back_office. */

const COLUMNS = `id, title, slug, language, body, published, version, updated_at as "updatedAt"`;
type Row = Omit<ContentPage, 'updatedAt'> & { updatedAt: Date | string };
const pageOf = (r: Row): ContentPage => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });

export async function listContentPages(q: Queryable): Promise<Omit<ContentPage, 'body'>[]> {
  const r = await q.query<Row>(`select ${COLUMNS} from b2b_content_pages order by language, lower(title), id`);
  return r.rows.map(pageOf).map(({ body: _, ...p }) => p);
}

export async function findContentPage(q: Queryable, id: number): Promise<ContentPage | null> {
  const r = await q.query<Row>(`select ${COLUMNS} from b2b_content_pages where id = $1`, [id]);
  return r.rows[0] ? pageOf(r.rows[0]) : null;
}

export async function contentSlugTaken(q: Queryable, language: string, slug: string, exceptId: number | null): Promise<boolean> {
  const r = await q.query(`select 1 from b2b_content_pages where language = $1 and slug = $2 and ($3::integer is null or id <> $3)`, [
    language,
    slug,
    exceptId,
  ]);
  return r.rowCount > 0;
}

/** `body` is the cleaned HTML (content-html.ts). */
export async function insertContentPage(q: Queryable, companyId: number, b: ContentPageBody, body: string): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into b2b_content_pages (company_id, title, slug, language, body, published) values ($1, $2, $3, $4, $5, $6) returning id`,
    [companyId, b.title, b.slug, b.language, body, b.published],
  );
  return r.rows[0]!.id;
}

/** Saves the page if `version` is still the stored one; false when it is stale. */
export async function updateContentPage(q: Queryable, id: number, b: ContentPageBody, body: string): Promise<boolean> {
  const r = await q.query(
    `update b2b_content_pages set title = $2, slug = $3, language = $4, body = $5, published = $6, version = version + 1, updated_at = now()
      where id = $1 and version = $7`,
    [id, b.title, b.slug, b.language, body, b.published, b.version ?? -1],
  );
  return r.rowCount > 0;
}

/** The published pages, the `lang` ones first. */
export async function publishedPages(q: Queryable, lang: string): Promise<Pick<ContentPage, 'slug' | 'title' | 'language'>[]> {
  const r = await q.query<Pick<ContentPage, 'slug' | 'title' | 'language'>>(
    `select slug, title, language from b2b_content_pages where published order by language <> $1, language, lower(title), id`,
    [lang],
  );
  return r.rows;
}

/** The published page of this slug: in `lang` if there is one, else in the first language it is written in. */
export async function publishedPage(q: Queryable, slug: string, lang: string): Promise<ContentPage | null> {
  const r = await q.query<Row>(`select ${COLUMNS} from b2b_content_pages where published and slug = $1 order by language <> $2, language limit 1`, [
    slug,
    lang,
  ]);
  return r.rows[0] ? pageOf(r.rows[0]) : null;
}
