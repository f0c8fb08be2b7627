import { cargoPriceFor } from '../../domain/b2b-shop/cargo-price';
import { campaignsOfLines } from '../../domain/campaigns/apply';
import type { ShopBasketBody } from '../../domain/schemas/b2b-storefront';
import { createDocumentBody } from '../../../machines/parse-create';
import { createOrderContext } from '../../../machines/order/rules';
import type { Queryable } from '../db/database';
import { companyToday } from '../clock';
import { factProvider } from '../documents/extensions';
import { invalid, type FieldError } from '../http/errors';
import { parseWith } from '../http/validate';
import { decimalString } from '../masterdata/public';
import { findCargoOption } from './delivery-queries';
import { ON_SALE } from './storefront-queries';
import { dealerActor } from './dealer-actor';

interface Priced {
  id: number;
  price: string;
  vatRate: number;
  priceIncludesVat: boolean;
}

/**
 * The lines of a sales order for a dealer's basket, at the prices the storefront shows: every product published and
 * sold (not a model). A product that is not is a 422 naming its line, nothing written.
 */
export async function basketOrderLines(q: Queryable, lines: readonly { productId: number; quantity: string }[]) {
  const found = await q.query<Priced>(
    `select p.id, p.price::text as price, p.vat_rate as "vatRate", p.price_includes_vat as "priceIncludesVat"
       from products p join b2b_shop_settings s on s.company_id = p.company_id
      where p.id = any ($1::integer[]) and ${ON_SALE}`,
    [lines.map((l) => l.productId)],
  );
  const byId = new Map(found.rows.map((p) => [p.id, p]));
  const missing = lines.flatMap((l, i) => (byId.has(l.productId) ? [] : [[`lines.${i}.productId`, [{ key: 'errors.NF10004' }]] as [string, FieldError[]]]));
  if (missing.length) throw invalid(Object.fromEntries(missing));
  return lines.map((l) => {
    const p = byId.get(l.productId)!;
    return { productId: p.id, quantity: l.quantity, unitPrice: decimalString(p.price), vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
  });
}

/**
 * What the basket will be charged, before it is placed: the order machine's own creation (createOrderContext) with the
 * campaign offer the server gives a sales order of this dealer now, so the campaigns and totals are those the order
 * will get; and the delivery option's price for that total. Nothing is written.
 */
export async function quoteBasket(q: Queryable, companyId: number, accountId: number, body: ShopBasketBody) {
  const input = parseWith(createDocumentBody, { type: 'salesOrder', accountId, lines: await basketOrderLines(q, body.lines) });
  const facts = await factProvider('campaignOffer')({ q, actor: dealerActor(companyId), doc: null, input });
  const context = createOrderContext({ ...input, ...facts, number: '-', date: await companyToday(q, companyId) });
  const cargo = body.cargoOptionId === undefined ? undefined : await findCargoOption(q, body.cargoOptionId);
  if (body.cargoOptionId !== undefined && !cargo?.active) throw invalid({ cargoOptionId: [{ key: 'errors.NF10004' }] });
  const cargoPrice = cargo ? cargoPriceFor(cargo, context.totals.grand) : null;
  return {
    lines: context.lines.map((l) => ({
      productId: Number(l.productId),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      priceIncludesVat: l.priceIncludesVat === true,
      campaignDiscounts: (l.campaignDiscounts ?? []).map(({ campaignId, name, amount }) => ({ campaignId, name, amount })),
      total: l.total,
    })),
    campaigns: campaignsOfLines(context.lines),
    totals: context.totals,
    cargoPrice,
  };
}
