import { Dec } from '../../domain/money/decimal';
import { lineRevenue, profitOf } from '../../domain/reports/profit';
import { reportFilters, STOCK_VOUCHER_TYPES, type ReportRow } from '../../domain/schemas/reports';
import { cols, quantity, soldLine, type ReportDefinition } from './definition';
import { productMoveRows, productOpening, stockVoucherRows, type StockVoucherRow } from './movement-queries';
import { saleLines, type SaleLineRow } from './queries';
import { purchaseLinesWindow, salesLinesWindow } from './windows/trade-windows';
import { vouchersWindow } from './windows/document-windows';

/**
 * The movement lists of issue #16 (/stok/fis, /stok/islem, /fis/satis/islem, /fis/alis/islem, /fis/stok/virman/list):
 * reports of the same registry, so they sort, sum, print and export as every report does. Each row that comes
 * from a document keeps its raw type in `docType` (not a column) for the page to link the row to the document.
 */

type Translate = (key: string) => string;
const PURCHASE_TYPES = ['purchaseInvoice', 'purchaseReturn'];

const voucherRow = (r: StockVoucherRow, translate: Translate) => ({
  documentId: r.document_id,
  docType: r.doc_type,
  date: r.day,
  number: r.number,
  documentType: translate(`documentTypes.${r.doc_type}`),
  status: translate(`documentStatus.${r.status}`),
  warehouse: r.warehouse_name,
  targetWarehouse: r.target_warehouse_name,
  user: r.user_name,
  quantity: quantity(r.quantity),
  value: r.value,
});

/** The stock vouchers: stock in and out, transfers, set production and break-up, in any status. */
const stokfis: ReportDefinition<'stokfis'> = {
  name: 'stokfis',
  filters: reportFilters.stokfis,
  columns: cols({
    date: 'date',
    number: 'text',
    documentType: 'text',
    status: 'text',
    warehouse: 'text',
    targetWarehouse: 'text',
    user: 'text',
    quantity: 'quantity',
    value: 'money',
    documentId: 'id',
  }),
  totals: ['quantity', 'value'],
  sort: { key: 'date', dir: 'asc' },
  window: (q, f, translate, w) => vouchersWindow(q, { ...f, types: f.type ? [f.type] : STOCK_VOUCHER_TYPES }, translate, w),
  async rows(q, f, translate) {
    return (await stockVoucherRows(q, { ...f, types: f.type ? [f.type] : STOCK_VOUCHER_TYPES })).map((r) => voucherRow(r, translate));
  },
};

/** The warehouse transfers, from one warehouse and to another when given. */
const virmanlist: ReportDefinition<'virmanlist'> = {
  name: 'virmanlist',
  filters: reportFilters.virmanlist,
  columns: cols({
    date: 'date',
    number: 'text',
    status: 'text',
    warehouse: 'text',
    targetWarehouse: 'text',
    user: 'text',
    quantity: 'quantity',
    value: 'money',
    documentId: 'id',
  }),
  totals: ['quantity', 'value'],
  sort: { key: 'date', dir: 'asc' },
  window: (q, f, translate, w) => vouchersWindow(q, { ...f, types: ['stockTransfer'] }, translate, w),
  async rows(q, f, translate) {
    return (await stockVoucherRows(q, { ...f, types: ['stockTransfer'] })).map((r) => voucherRow(r, translate));
  },
};

const averageOf = (quantity: Dec, value: Dec) => (quantity.gt(0) ? value.dividedBy(quantity).toFixed(4) : null);

/**
 * One product's moves with the running quantity and value after each (the value at the moving weighted average,
 * as the ledger holds it) and the average cost that leaves; from `from` on, a first row brings the balance forward.
 */
const stokhareket: ReportDefinition<'stokhareket'> = {
  name: 'stokhareket',
  filters: reportFilters.stokhareket,
  columns: cols({
    date: 'date',
    number: 'text',
    documentType: 'text',
    warehouse: 'text',
    quantityIn: 'quantity',
    quantityOut: 'quantity',
    valueIn: 'money',
    valueOut: 'money',
    balanceQuantity: 'quantity',
    balanceValue: 'money',
    averageCost: 'money',
    documentId: 'id',
  }),
  totals: ['quantityIn', 'quantityOut', 'valueIn', 'valueOut'],
  sort: { key: 'date', dir: 'asc' },
  async rows(q, f, translate) {
    const opening = f.from ? await productOpening(q, { productId: f.productId, from: f.from, warehouseId: f.warehouseId }) : { quantity: '0', value: '0' };
    let held = new Dec(opening.quantity);
    let worth = new Dec(opening.value);
    const rows: ReportRow[] = [];
    if (f.from)
      rows.push({
        date: f.from,
        documentType: translate('lists.opening'),
        balanceQuantity: held.toFixed(),
        balanceValue: worth.toFixed(2),
        averageCost: averageOf(held, worth),
      });
    for (const m of await productMoveRows(q, f)) {
      const moved = new Dec(m.quantity);
      const value = new Dec(m.value);
      held = held.plus(moved);
      worth = worth.plus(value);
      const entering = moved.gt(0) || (moved.isZero() && value.gte(0));
      rows.push({
        documentId: m.document_id,
        docType: m.doc_type,
        date: m.day,
        number: m.number,
        documentType: m.cost_rule === 'revaluation' ? translate('reports.revaluation') : translate(`documentTypes.${m.doc_type}`),
        warehouse: m.warehouse_name,
        quantityIn: moved.gt(0) ? moved.toFixed() : null,
        quantityOut: moved.lt(0) ? moved.negated().toFixed() : null,
        valueIn: entering ? value.toFixed(2) : null,
        valueOut: entering ? null : value.negated().toFixed(2),
        balanceQuantity: held.toFixed(),
        balanceValue: worth.toFixed(2),
        averageCost: averageOf(held, worth),
      });
    }
    return rows;
  },
};

/** The columns a sales or purchase line shows about its document. */
const lineLabels = (r: SaleLineRow, translate: Translate) => ({
  documentId: r.document_id,
  docType: r.doc_type,
  date: r.day,
  number: r.number,
  documentType: translate(`documentTypes.${r.doc_type}`),
  account: r.account_name,
  code: r.product_code,
  name: r.product_name,
  category: r.category_name,
  warehouse: r.warehouse_name,
  user: r.user_name,
  paymentType: r.payment_type ? translate(`lists.paymentTypes.${r.payment_type}`) : null,
});

const tradeColumns = {
  date: 'date',
  number: 'text',
  documentType: 'text',
  account: 'text',
  code: 'text',
  name: 'text',
  category: 'text',
  warehouse: 'text',
  user: 'text',
  paymentType: 'text',
  quantity: 'quantity',
} as const;

/** Every line of the completed sales (returns below zero) with its revenue without VAT, its cost from the stock ledger and the profit. */
const satisislem: ReportDefinition<'satisislem'> = {
  name: 'satisislem',
  filters: reportFilters.satisislem,
  columns: cols({ ...tradeColumns, revenue: 'money', cost: 'money', profit: 'money', documentId: 'id' }),
  totals: ['quantity', 'revenue', 'cost', 'profit'],
  sort: { key: 'date', dir: 'asc' },
  window(q, f, translate, w) {
    return salesLinesWindow(q, this, f, translate, w);
  },
  async rows(q, f, translate) {
    return (await saleLines(q, f)).map((r) => ({ ...lineLabels(r, translate), ...profitOf([soldLine(r)]) }));
  },
};

/** Every line of the completed purchases (returns below zero): the amount without VAT and what it brought into stock at cost. */
const alisislem: ReportDefinition<'alisislem'> = {
  name: 'alisislem',
  filters: reportFilters.alisislem,
  columns: cols({ ...tradeColumns, amount: 'money', cost: 'money', documentId: 'id' }),
  totals: ['quantity', 'amount', 'cost'],
  sort: { key: 'date', dir: 'asc' },
  window(q, f, translate, w) {
    return purchaseLinesWindow(q, this, f, translate, w);
  },
  async rows(q, f, translate) {
    return (await saleLines(q, { ...f, types: PURCHASE_TYPES })).map((r) => {
      const s = soldLine(r);
      return {
        ...lineLabels(r, translate),
        quantity: profitOf([s]).quantity,
        amount: lineRevenue(s).toFixed(2),
        // the ledger's cost of a line is what it took out: a purchase brought its value in
        cost: new Dec(r.cost).negated().toFixed(2),
      };
    });
  },
};

export const movementLists = { stokfis, stokhareket, satisislem, alisislem, virmanlist };
