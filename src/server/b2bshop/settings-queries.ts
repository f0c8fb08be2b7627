import type { Queryable } from '../db/database';
import type { ShopSettings, ShopSettingsBody } from '../../domain/schemas/b2b-shop';

/** The shop's settings before the company saved any: no host, every product published, nothing shown of the stock but "in stock". */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  version: 0,
  host: null,
  name: '',
  logoUrl: '',
  primaryColour: '#1f4b99',
  accentColour: '#d9822b',
  publishAll: true,
  publishedGroupIds: [],
  publishedProductIds: [],
  pricesWithVat: false,
  minimumOrder: '0.00',
  stockDisplay: 'inStock',
  onAccountOffered: true,
  transferOffered: true,
  cardOffered: false,
  showStatement: true,
  showInvoices: true,
};

const COLUMNS = `version, host, name, logo_url as "logoUrl", primary_colour as "primaryColour", accent_colour as "accentColour",
  publish_all as "publishAll", published_group_ids as "publishedGroupIds", published_product_ids as "publishedProductIds",
  prices_with_vat as "pricesWithVat", minimum_order::text as "minimumOrder", stock_display as "stockDisplay",
  on_account_offered as "onAccountOffered", transfer_offered as "transferOffered", card_offered as "cardOffered",
  dealer_statement_shown as "showStatement", dealer_invoices_shown as "showInvoices"`;

export async function loadShopSettings(q: Queryable): Promise<ShopSettings> {
  const r = await q.query<ShopSettings>(`select ${COLUMNS} from b2b_shop_settings`);
  return r.rows[0] ?? DEFAULT_SHOP_SETTINGS;
}

/**
 * The company whose shop the host opens (run as the owner): the one with this host, else the installation's one shop
 * without a host of its own, as the reader area finds its library.
 */
export async function findShopCompany(q: Queryable, host: string): Promise<{ id: number; name: string } | null> {
  const r = await q.query<{ id: number; name: string }>(
    `select c.id, coalesce(nullif(s.name, ''), c.name) as name from b2b_shop_settings s join companies c on c.id = s.company_id where s.host = $1
     union all
     select c.id, coalesce(nullif(s.name, ''), c.name) from b2b_shop_settings s join companies c on c.id = s.company_id
      where s.host is null and (select count(*) from b2b_shop_settings x where x.host is null) = 1
        and not exists (select 1 from b2b_shop_settings x where x.host = $1)`,
    [host],
  );
  return r.rows[0] ?? null;
}

/** Whether another company's shop already has this host (run as the owner: the other's row is out of sight otherwise). */
export async function shopHostTaken(q: Queryable, host: string, companyId: number): Promise<boolean> {
  return (await q.query(`select 1 from b2b_shop_settings where host = $1 and company_id <> $2`, [host, companyId])).rowCount > 0;
}

/** Saves the settings if `version` is still the stored one (0: none stored yet); answers false when it is stale. */
export async function saveShopSettings(q: Queryable, companyId: number, b: ShopSettingsBody): Promise<boolean> {
  const values = [
    companyId,
    b.host,
    b.name,
    b.logoUrl,
    b.primaryColour,
    b.accentColour,
    b.publishAll,
    b.publishedGroupIds,
    b.publishedProductIds,
    b.pricesWithVat,
    b.minimumOrder,
    b.stockDisplay,
    b.onAccountOffered,
    b.transferOffered,
    b.cardOffered,
    b.version,
    b.showStatement,
    b.showInvoices,
  ];
  const r = await q.query(
    `insert into b2b_shop_settings as s (company_id, host, name, logo_url, primary_colour, accent_colour, publish_all, published_group_ids,
       published_product_ids, prices_with_vat, minimum_order, stock_display, on_account_offered, transfer_offered, card_offered, version,
       dealer_statement_shown, dealer_invoices_shown)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 1, $17, $18 where $16 = 0
     on conflict (company_id) do update set host = excluded.host, name = excluded.name, logo_url = excluded.logo_url,
       primary_colour = excluded.primary_colour, accent_colour = excluded.accent_colour, publish_all = excluded.publish_all,
       published_group_ids = excluded.published_group_ids, published_product_ids = excluded.published_product_ids,
       prices_with_vat = excluded.prices_with_vat, minimum_order = excluded.minimum_order, stock_display = excluded.stock_display,
       on_account_offered = excluded.on_account_offered, transfer_offered = excluded.transfer_offered, card_offered = excluded.card_offered,
       dealer_statement_shown = excluded.dealer_statement_shown, dealer_invoices_shown = excluded.dealer_invoices_shown, version = s.version + 1
       where s.version = $16`,
    values,
  );
  if (r.rowCount > 0) return true;
  if (b.version === 0) return false;
  const u = await q.query(
    `update b2b_shop_settings set host = $2, name = $3, logo_url = $4, primary_colour = $5, accent_colour = $6, publish_all = $7,
       published_group_ids = $8, published_product_ids = $9, prices_with_vat = $10, minimum_order = $11, stock_display = $12,
       on_account_offered = $13, transfer_offered = $14, card_offered = $15, dealer_statement_shown = $17, dealer_invoices_shown = $18,
       version = version + 1
      where company_id = $1 and version = $16`,
    values,
  );
  return u.rowCount > 0;
}
