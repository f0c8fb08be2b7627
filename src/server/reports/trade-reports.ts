import { Dec } from '../../domain/money/decimal';
import { lineRevenue, profitOf, type SoldLine } from '../../domain/reports/profit';
import { reportFilters } from '../../domain/schemas/reports';
import { cols, groupBy, soldLine, type ReportDefinition } from './definition';
import { saleLines, zReportRows } from './queries';
import { boughtSoldWindow, dailySalesWindow, supplyWindow } from './windows/trade-windows';
import { zReportsWindow } from './windows/document-windows';

const PURCHASE_TYPES = ['purchaseInvoice', 'purchaseReturn'];

/** Quantity in base units, below zero for a return. */
const signedQuantity = (s: SoldLine) => {
  const q = new Dec(s.line.quantity).times(s.line.multiplier ?? 1);
  return s.isReturn ? q.negated() : q;
};
const sum = (lines: readonly SoldLine[], of: (s: SoldLine) => Dec) => lines.reduce((t, s) => t.plus(of(s)), new Dec(0));

/** The sales of each day: what was sold, what came back, the net of both, its cost and the profit. */
const genelyonetimsatis: ReportDefinition<'genelyonetimsatis'> = {
  name: 'genelyonetimsatis',
  filters: reportFilters.genelyonetimsatis,
  columns: cols({ date: 'date', sales: 'money', returns: 'money', net: 'money', cost: 'money', profit: 'money' }),
  totals: ['sales', 'returns', 'net', 'cost', 'profit'],
  sort: { key: 'date', dir: 'asc' },
  window(q, f, translate, w) {
    return dailySalesWindow(q, this, f, translate, w);
  },
  async rows(q, f) {
    return groupBy(await saleLines(q, f), (r) => r.day).map(({ first, lines }) => {
      const p = profitOf(lines);
      return {
        date: first.day,
        sales: sum(
          lines.filter((s) => !s.isReturn),
          lineRevenue,
        ).toFixed(2),
        returns: sum(
          lines.filter((s) => s.isReturn),
          lineRevenue,
        )
          .negated()
          .toFixed(2),
        net: p.revenue,
        cost: p.cost,
        profit: p.profit,
      };
    });
  },
};

/** What was bought per product and supplier: purchase invoices less purchase returns, net of discounts and VAT, in liras. */
const geneluruntedarik: ReportDefinition<'geneluruntedarik'> = {
  name: 'geneluruntedarik',
  filters: reportFilters.geneluruntedarik,
  columns: cols({
    productId: 'id',
    code: 'text',
    name: 'text',
    accountId: 'id',
    supplier: 'text',
    quantity: 'quantity',
    amount: 'money',
    averagePrice: 'money',
  }),
  totals: ['quantity', 'amount'],
  sort: { key: 'code', dir: 'asc' },
  window(q, f, translate, w) {
    return supplyWindow(q, this, f, translate, w);
  },
  async rows(q, f) {
    const lines = (await saleLines(q, { ...f, types: PURCHASE_TYPES })).filter((r) => r.product_id !== null);
    return groupBy(lines, (r) => `${r.product_id}:${r.account_id}`).map(({ first, lines: bought }) => {
      const quantity = sum(bought, signedQuantity);
      const amount = sum(bought, lineRevenue);
      return {
        productId: first.product_id,
        code: first.product_code,
        name: first.product_name,
        accountId: first.account_id,
        supplier: first.account_name,
        quantity: quantity.toFixed(),
        amount: amount.toFixed(2),
        averagePrice: quantity.gt(0) ? amount.dividedBy(quantity).toFixed(2) : null,
      };
    });
  },
};

/** Per product: what was bought (purchases less returns) against what was sold (sales and till sales less returns). */
const alissatis: ReportDefinition<'alissatis'> = {
  name: 'alissatis',
  filters: reportFilters.alissatis,
  columns: cols({
    productId: 'id',
    code: 'text',
    name: 'text',
    purchasedQuantity: 'quantity',
    purchaseAmount: 'money',
    soldQuantity: 'quantity',
    salesAmount: 'money',
    quantityDifference: 'quantity',
  }),
  totals: ['purchasedQuantity', 'purchaseAmount', 'soldQuantity', 'salesAmount', 'quantityDifference'],
  sort: { key: 'code', dir: 'asc' },
  window(q, f, translate, w) {
    return boughtSoldWindow(q, this, f, translate, w);
  },
  async rows(q, f) {
    const [bought, sold] = [await saleLines(q, { ...f, types: PURCHASE_TYPES }), await saleLines(q, f)];
    const products = new Map<number, { code: string | null; name: string | null; bought: SoldLine[]; sold: SoldLine[] }>();
    for (const [rows, side] of [
      [bought, 'bought'],
      [sold, 'sold'],
    ] as const) {
      for (const r of rows) {
        if (r.product_id === null) continue;
        let p = products.get(r.product_id);
        if (!p) products.set(r.product_id, (p = { code: r.product_code, name: r.product_name, bought: [], sold: [] }));
        p[side].push(soldLine(r));
      }
    }
    return [...products].map(([productId, p]) => {
      const purchased = sum(p.bought, signedQuantity);
      const soldQuantity = sum(p.sold, signedQuantity);
      return {
        productId,
        code: p.code,
        name: p.name,
        purchasedQuantity: purchased.toFixed(),
        purchaseAmount: sum(p.bought, lineRevenue).toFixed(2),
        soldQuantity: soldQuantity.toFixed(),
        salesAmount: sum(p.sold, lineRevenue).toFixed(2),
        quantityDifference: purchased.minus(soldQuantity).toFixed(),
      };
    });
  },
};

/** One row per Z report: the session's receipts and takings by cash, card and the rest, as the Z report closed them. */
const zkasasatis: ReportDefinition<'zkasasatis'> = {
  name: 'zkasasatis',
  filters: reportFilters.zkasasatis,
  columns: cols({
    documentId: 'id',
    number: 'text',
    date: 'date',
    cashAccount: 'text',
    receiptCount: 'quantity',
    cash: 'money',
    card: 'money',
    other: 'money',
    total: 'money',
  }),
  totals: ['receiptCount', 'cash', 'card', 'other', 'total'],
  sort: { key: 'date', dir: 'asc' },
  window: zReportsWindow,
  async rows(q, f) {
    return (await zReportRows(q, f)).map((r) => {
      const paid = (type: string) => new Dec(r.z?.byPaymentType?.find((p) => p.paymentType === type)?.amount ?? 0);
      const total = new Dec(r.z?.total ?? 0);
      return {
        documentId: r.document_id,
        number: r.number,
        date: r.day,
        cashAccount: r.cash_account,
        receiptCount: String(r.z?.receiptCount ?? 0),
        cash: paid('cash').toFixed(2),
        card: paid('card').toFixed(2),
        other: total.minus(paid('cash')).minus(paid('card')).toFixed(2),
        total: total.toFixed(2),
      };
    });
  },
};

export const tradeReports = { genelyonetimsatis, geneluruntedarik, alissatis, zkasasatis };
