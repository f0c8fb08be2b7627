import { fitsRiskLimit, meetsMinimumOrder, withCargo } from '../../domain/b2b-shop/order-rules';
import { offeredPaymentTypes } from '../../domain/b2b-shop/payment-types';
import { cargoPriceFor } from '../../domain/b2b-shop/cargo-price';
import type { ShopOrderBody } from '../../domain/schemas/b2b-shop';
import type { Queryable } from '../db/database';
import { serverNow } from '../clock';
import { createDocument } from '../documents/commands';
import { snapshotOf } from '../documents/snapshot-fields';
import { fail, invalid } from '../http/errors';
import { parseWith } from '../http/validate';
import { createDocumentBody } from '../../../machines/parse-create';
import type { StoredReply } from '../http/idempotency';
import { dealerFigures } from './account-queries';
import { findCargoOption } from './delivery-queries';
import { loadShopSettings } from './settings-queries';
import { basketOrderLines } from './basket';
import { dealerActor } from './dealer-actor';

/**
 * A dealer's basket placed as a sales order awaiting approval, at the prices the storefront showed and with the
 * campaigns the order machine's evaluator gives it (the same `campaignOffer` fact as the panel's), the checkout's
 * choices kept beside it. Refused (422, nothing written): a product not published, a payment type not offered, a
 * delivery option not active, a total under the shop's minimum order; 409 BS10021: an order on account beyond what
 * is left of the dealer's risk limit (its account row is locked first, so parallel orders are decided one by one).
 */
export async function placeShopOrder(
  q: Queryable,
  companyId: number,
  accountId: number,
  body: ShopOrderBody,
  virtualPosConfigured: boolean,
): Promise<StoredReply> {
  const settings = await loadShopSettings(q);
  const figures = body.paymentType === 'onAccount' ? await dealerFigures(q, accountId, true) : undefined;
  if (!offeredPaymentTypes(settings, virtualPosConfigured).includes(body.paymentType)) throw invalid({ paymentType: [{ key: 'b2b.paymentNotOffered' }] });
  const cargo = await findCargoOption(q, body.cargoOptionId);
  if (!cargo?.active) throw invalid({ cargoOptionId: [{ key: 'errors.NF10004' }] });
  const doc = await createDocument(
    { q, auth: dealerActor(companyId) },
    parseWith(createDocumentBody, {
      type: 'salesOrder',
      accountId,
      note: body.note || undefined,
      lines: await basketOrderLines(q, body.lines),
    }),
  );
  const context = doc.snapshot.context as { totals: { grand: string }; lines: { productId: string; quantity: string; total: string }[] };
  const total = context.totals.grand;
  if (!meetsMinimumOrder(total, settings.minimumOrder)) throw invalid({ lines: [{ key: 'b2b.underMinimumOrder', values: { amount: settings.minimumOrder } }] });
  const cargoPrice = cargoPriceFor(cargo, total);
  if (figures) {
    const risk = fitsRiskLimit(figures, withCargo(total, cargoPrice));
    if (!risk.ok) throw fail('BS10021', { left: risk.left });
  }
  const paymentState = body.paymentType === 'onAccount' ? 'onAccount' : body.paymentType === 'transfer' ? 'awaitingTransfer' : 'awaitingCard';
  await q.query(
    `insert into b2b_orders (company_id, document_id, account_id, payment_type, payment_state, cargo_option_id, cargo_name, cargo_price, delivery_address, placed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [companyId, doc.id, accountId, body.paymentType, paymentState, cargo.id, cargo.name, cargoPrice, body.deliveryAddress, serverNow()],
  );
  return {
    status: 201,
    body: {
      response: {
        documentId: doc.id,
        number: doc.number,
        status: doc.status,
        paymentType: body.paymentType,
        paymentState,
        total,
        cargoPrice,
        lines: context.lines.map(({ productId, quantity, total: lineTotal }) => ({ productId: Number(productId), quantity, total: lineTotal })),
      },
    },
  };
}

export interface ShopOrderRow {
  documentId: number;
  number: string;
  status: string;
  accountId: number;
  accountName: string;
  paymentType: string;
  paymentState: string;
  total: string;
  cargoName: string;
  cargoPrice: string;
  placedAt: string;
}

const DOC = snapshotOf('d');

/** The shop's orders, newest first (/b2b/islem), or one dealer's own (its account: never another's). */
export async function listShopOrders(q: Queryable, accountId: number | null, limit: number, offset: number): Promise<{ items: ShopOrderRow[]; total: number }> {
  const r = await q.query<ShopOrderRow & { count: number }>(
    `select o.document_id as "documentId", d.number, d.status, o.account_id as "accountId", a.name as "accountName",
            o.payment_type as "paymentType", o.payment_state as "paymentState", coalesce(${DOC.grandTotal}, '0') as total,
            o.cargo_name as "cargoName", o.cargo_price::text as "cargoPrice", o.placed_at as "placedAt", count(*) over ()::integer as count
       from b2b_orders o
       join documents d on d.company_id = o.company_id and d.id = o.document_id
       join accounts a on a.company_id = o.company_id and a.id = o.account_id
      where $1::integer is null or o.account_id = $1
      order by o.placed_at desc, o.document_id desc limit $2 offset $3`,
    [accountId, limit, offset],
  );
  return {
    items: r.rows.map(({ count: _count, placedAt, ...row }) => ({ ...row, placedAt: new Date(placedAt).toISOString() })),
    total: r.rows[0]?.count ?? 0,
  };
}
