import { shownPrice } from '../../domain/b2b-shop/storefront';
import type { DayHours } from '../../domain/qr-menu/opening-hours';
import type { QrMenuLanguage } from '../../domain/qr-menu/limits';
import type { QrMenuSettings, QrMenuSettingsBody } from '../../domain/schemas/qr-menu';
import type { Queryable } from '../db/database';

interface SettingsRow {
  version: number;
  enabled: boolean;
  host: string | null;
  guestOrders: boolean;
  languages: QrMenuLanguage[];
  hours: (DayHours | null)[];
  groupIds: number[];
}

/** Before the company saved any: off, no host, no guest orders, Turkish only, no hours (always open), nothing chosen. */
const DEFAULTS: SettingsRow = { version: 0, enabled: false, host: null, guestOrders: false, languages: ['tr'], hours: [], groupIds: [] };

const COLUMNS = `version, enabled, host, guest_orders as "guestOrders", languages, hours, group_ids as "groupIds"`;

export async function readMenuSettingsRow(q: Queryable): Promise<SettingsRow> {
  const r = await q.query<SettingsRow>(`select ${COLUMNS} from qr_menu_settings`);
  return r.rows[0] ?? DEFAULTS;
}

export interface MenuItemRow {
  productId: number;
  code: string;
  name: string;
  groupId: number | null;
  allergens: string[];
  texts: QrMenuSettings['items'][number]['texts'];
  hasPhoto: boolean;
  price: string;
  vatRate: number;
  priceIncludesVat: boolean;
}

/** The products the menu shows, in its order, with one unit's price with VAT as the domain computes it. */
export async function listMenuItems(q: Queryable): Promise<(MenuItemRow & { gross: string })[]> {
  const r = await q.query<MenuItemRow>(
    `select i.product_id as "productId", p.code, p.name, nullif(p.attributes->>'categoryId', '')::integer as "groupId",
            i.allergens, i.texts, i.photo is not null as "hasPhoto", p.price::text as price, p.vat_rate as "vatRate",
            p.price_includes_vat as "priceIncludesVat"
       from qr_menu_items i join products p on p.company_id = i.company_id and p.id = i.product_id
      order by i.position, i.product_id`,
  );
  return r.rows.map((row) => ({ ...row, gross: shownPrice(row, true).gross }));
}

export async function readMenuSettings(q: Queryable): Promise<QrMenuSettings> {
  const s = await readMenuSettingsRow(q);
  const items = (await listMenuItems(q)).map(({ productId, code, name, groupId, allergens, texts, hasPhoto, gross }) => ({
    productId,
    code,
    name,
    groupId,
    allergens,
    texts,
    hasPhoto,
    price: gross,
  }));
  return { ...s, items };
}

/** Which of `ids` are products of the company (row-level security hides another company's). */
export async function knownProductIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((x) => x.id));
}

/** Which of `ids` are product groups (categories) of the company. */
export async function knownGroupIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from definitions where kind = 'category' and id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((x) => x.id));
}

/** Whether another company's menu already answers on this host (run as the owner: the other's row is out of sight otherwise). */
export async function menuHostTaken(q: Queryable, host: string, companyId: number): Promise<boolean> {
  return (await q.query(`select 1 from qr_menu_settings where host = $1 and company_id <> $2`, [host, companyId])).rowCount > 0;
}

/**
 * Saves the settings if `version` is still the stored one (0: none stored yet); answers false when it is stale. The
 * items are replaced in the body's order; a product leaving the menu loses its photo, one staying keeps it.
 */
export async function saveMenuSettings(q: Queryable, companyId: number, b: QrMenuSettingsBody): Promise<boolean> {
  const values = [companyId, b.enabled, b.host, b.guestOrders, b.languages, JSON.stringify(b.hours), b.groupIds];
  const saved =
    b.version === 0
      ? await q.query(
          `insert into qr_menu_settings (company_id, enabled, host, guest_orders, languages, hours, group_ids)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7) on conflict (company_id) do nothing`,
          values,
        )
      : await q.query(
          `update qr_menu_settings set enabled = $2, host = $3, guest_orders = $4, languages = $5, hours = $6::jsonb, group_ids = $7,
                  version = version + 1, updated_at = now()
            where company_id = $1 and version = $8`,
          [...values, b.version],
        );
  if (saved.rowCount === 0) return false;
  const ids = b.items.map((i) => i.productId);
  await q.query(`delete from qr_menu_items where product_id <> all($1::integer[])`, [ids]);
  for (const [position, item] of b.items.entries()) {
    await q.query(
      `insert into qr_menu_items (company_id, product_id, position, allergens, texts) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (company_id, product_id) do update set position = excluded.position, allergens = excluded.allergens, texts = excluded.texts`,
      [companyId, item.productId, position, item.allergens, JSON.stringify(item.texts)],
    );
  }
  return true;
}

/** Sets or clears a menu product's photo; false when the product is not on the menu. */
export async function setMenuPhoto(q: Queryable, productId: number, photo: string | null): Promise<boolean> {
  return (await q.query(`update qr_menu_items set photo = $2 where product_id = $1`, [productId, photo])).rowCount > 0;
}

export async function readMenuPhoto(q: Queryable, productId: number): Promise<string | null> {
  const r = await q.query<{ photo: string | null }>(`select photo from qr_menu_items where product_id = $1`, [productId]);
  return r.rows[0]?.photo ?? null;
}
