import { addDays } from '../../domain/clock/clock';
import type { Queryable } from '../db/database';
import { atServerInstant, companyToday } from '../clock';
import { asCompanyAdmin } from './demo-context';
import { demoInstant, made } from './demo-history';

/** The bookshop's shelves in Merkez Depo (seed/demo.ts names them): aisle, shelf, bin and the order a picker walks them in. */
const SHELVES: Record<string, { aisle: string; shelf: string; bin: string; pickOrder: number }> = {
  'A-01 Roman': { aisle: 'A', shelf: '01', bin: '1', pickOrder: 10 },
  'A-02 Şiir': { aisle: 'A', shelf: '02', bin: '1', pickOrder: 20 },
  'B-01 Kırtasiye': { aisle: 'B', shelf: '01', bin: '1', pickOrder: 30 },
};

/**
 * The demo's warehouse (issue #30), written after its stock on the schema that keeps stock per shelf: the shelves get
 * their aisle, shelf, bin and picking order, each product its card's shelf as its default location there (so the
 * opening stock already sits on its shelves), and an approved order of three products on three shelves waits to be
 * picked, so that /depo/uruntopla shows work in walking order. With the history it is that history's order not
 * supplied yet, dated three days ago.
 */
export async function seedDemoWarehouse(q: Queryable, companyName: string, history: boolean): Promise<void> {
  await asCompanyAdmin(q, companyName, async (ctx) => {
    for (const [name, s] of Object.entries(SHELVES)) {
      await q.query(`update locations set aisle = $2, shelf = $3, bin = $4, pick_order = $5 where name = $1 and kind = 'shelf'`, [
        name,
        s.aisle,
        s.shelf,
        s.bin,
        s.pickOrder,
      ]);
    }
    await q.query(
      `insert into product_locations (company_id, product_id, warehouse_id, location_id)
       select p.company_id, p.id, l.warehouse_id, l.id from products p join locations l on l.company_id = p.company_id and l.id = p.location_id
        where l.kind = 'shelf'`,
    );
    // one product held on each shelf, walked from the last shelf back so that the order's lines are not already in walking order
    const held = await q.query<{ product_id: number; warehouse_id: number; price: string; vat_rate: number }>(
      `select distinct on (s.location_id) s.product_id, s.warehouse_id, p.price::text as price, p.vat_rate
         from location_stock s join products p on p.id = s.product_id join locations l on l.id = s.location_id
        where l.kind = 'shelf' and s.quantity >= 2 order by s.location_id desc, s.product_id`,
    );
    const customer = await q.query<{ id: number }>(`select min(id) as id from accounts where kind = 'customer'`);
    if (held.rows.length === 0 || !customer.rows[0]?.id) return;
    const order = (date?: string) =>
      made(
        ctx,
        {
          type: 'salesOrder',
          accountId: String(customer.rows[0]!.id),
          warehouseId: String(held.rows[0]!.warehouse_id),
          note: 'Toplanmayı bekleyen sipariş',
          ...(date ? { date } : {}),
          lines: held.rows.map((p) => ({ productId: String(p.product_id), quantity: '2', unitPrice: p.price, vatRate: p.vat_rate })),
        },
        ['APPROVE'],
      );
    if (!history) return void (await order());
    // the history's order not supplied yet: three days ago
    const day = addDays(await companyToday(q, ctx.auth.companyId), -3);
    await atServerInstant(demoInstant(day, '16:00'), () => order(day));
  });
}
