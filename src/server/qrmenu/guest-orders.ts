import { mayWrite } from '../../../machines/access';
import type { LineInput } from '../../domain/lifecycle/lines';
import { GUEST_ORDERS_PER_ADDRESS_MINUTE } from '../../domain/qr-menu/limits';
import { menuOpen } from '../../domain/qr-menu/opening-hours';
import { QR_MENU_GUEST_ACTOR } from '../../domain/roles';
import type { GuestOrder, GuestOrderBody } from '../../domain/schemas/qr-menu';
import { companyTimeZone, serverNow } from '../clock';
import { countReport } from '../client-errors/public';
import type { Database, Queryable } from '../db/database';
import type { CommandContext } from '../documents/commands';
import type { AuthUser } from '../env';
import { ApiError, fail, invalid, type FieldError } from '../http/errors';
import { isUniqueViolation } from '../http/field-checks';
import { decimalString } from '../masterdata/public';
import { addTableLines, openBillAt, openTable } from '../tables/public';
import { shownItems } from './menu-queries';
import { readMenuSettingsRow } from './settings-queries';

/** The engine's actor of a guest's order: no staff user, an operator's rights at the till. */
const guestActor = (companyId: number): AuthUser => ({
  id: QR_MENU_GUEST_ACTOR.userId,
  companyId,
  email: '',
  name: '',
  roles: QR_MENU_GUEST_ACTOR.roles,
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});

export interface MenuTable {
  companyId: number;
  tableId: number;
  tableName: string;
}

const ORDER_COLUMNS = `o.id, t.name as "tableName", o.document_id as "documentId", o.state, o.note,
  (select coalesce(jsonb_agg(jsonb_build_object('productId', (l->>'productId')::integer, 'name', coalesce(p.name, ''), 'quantity', l->>'quantity') order by n), '[]')
     from jsonb_array_elements(o.lines) with ordinality as x(l, n) left join products p on p.company_id = o.company_id and p.id = (l->>'productId')::integer) as lines,
  o.created_at as "createdAt"`;

type OrderRow = Omit<GuestOrder, 'createdAt'> & { createdAt: Date | string };
const asOrder = (r: OrderRow): GuestOrder => ({ ...r, createdAt: new Date(r.createdAt).toISOString() });

async function orderWhere(q: Queryable, where: string, values: unknown[]): Promise<GuestOrder[]> {
  const r = await q.query<OrderRow>(
    `select ${ORDER_COLUMNS} from qr_menu_orders o join qr_menu_tables t on t.company_id = o.company_id and t.id = o.table_id where ${where}
      order by (o.state = 'waiting') desc, o.id`,
    values,
  );
  return r.rows.map(asOrder);
}

/** The guests' orders of a table's bill, waiting ones first. */
export const guestOrdersOf = (q: Queryable, documentId: number) => orderWhere(q, 'o.document_id = $1', [documentId]);

/** One more guest order from this address this minute, or a 429 QR10006 saying when to try again. */
async function throttle(db: Database, clientIp: string): Promise<void> {
  const { reports, secondsLeft } = await db.system((q) => countReport(q, `qrmenu:${clientIp}`));
  if (reports > GUEST_ORDERS_PER_ADDRESS_MINUTE) throw fail('QR10006', {}, { 'Retry-After': String(secondsLeft) });
}

async function placeOnce(q: Queryable, table: MenuTable, body: GuestOrderBody): Promise<{ order: GuestOrder; created: boolean }> {
  const s = await readMenuSettingsRow(q);
  if (!s.enabled) throw fail('QR10002');
  if (!s.guestOrders) throw fail('QR10004');
  if (!menuOpen(s.hours, serverNow(), await companyTimeZone(q))) throw fail('QR10003');
  // the guests of one table one after another: a double tap finds the first order, a second guest the bill it opened
  await q.query(`select 1 from qr_menu_tables where id = $1 for update`, [table.tableId]);
  const key = `${table.tableId}:${body.key}`;
  const earlier = await orderWhere(q, 'o.client_key = $1', [key]);
  if (earlier[0]) return { order: earlier[0], created: false };
  const onMenu = new Set((await shownItems(q, s)).map((i) => i.productId));
  const missing: Record<string, FieldError[]> = {};
  body.lines.forEach((l, i) => {
    if (!onMenu.has(l.productId)) missing[`lines.${i}.productId`] = [{ key: 'qrmenu.notOnMenu' }];
  });
  if (Object.keys(missing).length > 0) throw invalid(missing);
  const ctx: CommandContext = { q, auth: guestActor(table.companyId) };
  const billId = (await openBillAt(q, table.tableName)) ?? (await openTable(ctx, { tableName: table.tableName, lines: [] })).id;
  const r = await q.query<{ id: number }>(
    `insert into qr_menu_orders (company_id, client_key, table_id, document_id, lines, note) values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
    [table.companyId, key, table.tableId, billId, JSON.stringify(body.lines), body.note],
  );
  return { order: (await orderWhere(q, 'o.id = $1', [r.rows[0]!.id]))[0]!, created: true };
}

/**
 * A guest's order: onto the table's open bill, opening one when the table has none (through migration 012's index,
 * as the till opens one), its lines waiting for the staff. A till opening the same table at the same instant wins
 * the index, and the order is placed again onto the bill it opened.
 */
export async function placeGuestOrder(
  db: Database,
  table: MenuTable,
  body: GuestOrderBody,
  clientIp: string,
): Promise<{ order: GuestOrder; created: boolean }> {
  await throttle(db, clientIp);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.company(table.companyId, (q) => placeOnce(q, table, body));
    } catch (e) {
      // the till's bill committed after this transaction looked: its check or its index refused the second bill
      const lostRace =
        (isUniqueViolation(e) && (e as { constraint?: string }).constraint === 'documents_open_table') ||
        (e instanceof ApiError && e.code === 'tables.occupied');
      if (!lostRace || attempt >= 2) throw e;
    }
  }
}

/** The staff's answer to a waiting guest order: its lines join the bill at the products' own prices, or nothing does. */
export async function decideGuestOrder(ctx: CommandContext, id: number, confirm: boolean): Promise<GuestOrder> {
  if (!mayWrite(ctx.auth, 'posSale')) throw fail('PE10003');
  const r = await ctx.q.query<{ state: string; document_id: number; lines: { productId: number; quantity: string }[] }>(
    `select state, document_id, lines from qr_menu_orders where id = $1 for update`,
    [id],
  );
  const order = r.rows[0];
  if (!order) throw fail('NF10004');
  if (order.state !== 'waiting') throw fail('QR10005', { state: order.state });
  if (confirm) {
    const products = await ctx.q.query<{ id: number; price: string; vat_rate: number; price_includes_vat: boolean }>(
      `select id, price::text as price, vat_rate, price_includes_vat from products where id = any($1::integer[])`,
      [order.lines.map((l) => l.productId)],
    );
    const byId = new Map(products.rows.map((p) => [p.id, p]));
    const lines: LineInput[] = order.lines.map((l) => {
      const p = byId.get(l.productId)!;
      return {
        productId: String(p.id),
        quantity: l.quantity,
        unitPrice: decimalString(p.price, 2),
        vatRate: p.vat_rate,
        ...(p.price_includes_vat ? { priceIncludesVat: true } : {}),
      };
    });
    await addTableLines(ctx, order.document_id, lines);
  }
  await ctx.q.query(`update qr_menu_orders set state = $2, decided_by = $3, decided_at = now() where id = $1`, [
    id,
    confirm ? 'confirmed' : 'refused',
    ctx.auth.id,
  ]);
  return (await orderWhere(ctx.q, 'o.id = $1', [id]))[0]!;
}
