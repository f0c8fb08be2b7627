import { Dec, round } from '../../domain/money/decimal';
import { profitOf } from '../../domain/reports/profit';
import { reportFilters, type ReportName, type ReportRow } from '../../domain/schemas/reports';
import { cols, groupBy, inLiras, quantity, type ReportDefinition } from './definition';
import { ledgerReports } from './ledger-reports';
import { movementLists } from './movement-lists';
import { accountBalances, invoiceRows, saleLines, stockBalances, stockMoveRows, variantStocks, type StockMoveRow } from './queries';
import { tradeReports } from './trade-reports';
import { groupSalesWindow, productSalesWindow, salesInvoiceWindow } from './windows/trade-windows';
import { invoicesWindow } from './windows/document-windows';
import { campaignReport } from '../campaigns/public';
import { accountBalancesWindow } from './windows/ledger-windows';
import { stockBalancesWindow, stockMovesWindow } from './windows/stock-windows';

export type { ReportColumnDef, ReportDefinition } from './definition';

const stokbakiye: ReportDefinition<'stokbakiye'> = {
  name: 'stokbakiye',
  filters: reportFilters.stokbakiye,
  columns: cols({ productId: 'id', code: 'text', name: 'text', unit: 'text', quantity: 'quantity', value: 'money', averageCost: 'money' }),
  totals: ['quantity', 'value'],
  sort: { key: 'code', dir: 'asc' },
  window: stockBalancesWindow,
  async rows(q, f) {
    return (await stockBalances(q, f)).map((r) => ({
      productId: r.product_id,
      code: r.code,
      name: r.name,
      unit: r.unit,
      quantity: quantity(r.quantity),
      value: r.value,
      averageCost: new Dec(r.quantity).gt(0) ? new Dec(r.value).dividedBy(r.quantity).toFixed(4) : null,
    }));
  },
};

/**
 * Stock by model and variant (issue #29): each model's row holds its total (`modelQuantity`, the sum of its
 * variants' rows), its variants' rows follow it, one per warehouse that has had the variant (`quantity`). So each
 * total column sums the same stock once: the two totals are equal.
 */
const stokvaryant: ReportDefinition<'stokvaryant'> = {
  name: 'stokvaryant',
  filters: reportFilters.stokvaryant,
  columns: cols({
    productId: 'id',
    model: 'text',
    code: 'text',
    name: 'text',
    unit: 'text',
    warehouse: 'text',
    quantity: 'quantity',
    modelQuantity: 'quantity',
  }),
  totals: ['quantity', 'modelQuantity'],
  sort: { key: 'model', dir: 'asc' },
  groupBy: 'model',
  async rows(q, f) {
    const out: ReportRow[] = [];
    const models = new Map<number, ReportRow>();
    for (const r of await variantStocks(q, f)) {
      let model = models.get(r.model_id);
      if (!model) {
        model = {
          productId: r.model_id,
          model: r.model_code,
          code: r.model_code,
          name: r.model_name,
          unit: r.unit,
          warehouse: null,
          quantity: null,
          modelQuantity: '0',
        };
        models.set(r.model_id, model);
        out.push(model);
      }
      const held = new Dec(r.quantity ?? 0);
      model.modelQuantity = held.plus(model.modelQuantity as string).toFixed();
      out.push({
        productId: r.product_id,
        model: r.model_code,
        code: r.code,
        name: r.name,
        unit: r.unit,
        warehouse: r.warehouse_name,
        quantity: held.toFixed(),
        modelQuantity: null,
      });
    }
    return out;
  },
};

const caribakiye: ReportDefinition<'caribakiye'> = {
  name: 'caribakiye',
  filters: reportFilters.caribakiye,
  columns: cols({ accountId: 'id', code: 'text', name: 'text', debit: 'money', credit: 'money', balance: 'money' }),
  totals: ['debit', 'credit', 'balance'],
  sort: { key: 'code', dir: 'asc' },
  window: accountBalancesWindow,
  async rows(q, f) {
    return (await accountBalances(q, f)).map((r) => ({
      accountId: r.account_id,
      code: r.code,
      name: r.name,
      debit: r.debit,
      credit: r.credit,
      balance: r.balance,
    }));
  },
};

const satisfaturakar: ReportDefinition<'satisfaturakar'> = {
  name: 'satisfaturakar',
  filters: reportFilters.satisfaturakar,
  columns: cols({ documentId: 'id', number: 'text', date: 'date', account: 'text', revenue: 'money', cost: 'money', profit: 'money' }),
  totals: ['revenue', 'cost', 'profit'],
  sort: { key: 'date', dir: 'asc' },
  window(q, f, translate, w) {
    return salesInvoiceWindow(q, this, f, translate, w);
  },
  async rows(q, f) {
    const lines = await saleLines(q, { ...f, types: ['salesInvoice'] });
    return groupBy(lines, (r) => String(r.document_id)).map(({ first, lines: sold }) => {
      const p = profitOf(sold);
      return {
        documentId: first.document_id,
        number: first.number,
        date: first.day,
        account: first.account_name,
        revenue: p.revenue,
        cost: p.cost,
        profit: p.profit,
      };
    });
  },
};

const satiskar: ReportDefinition<'satiskar'> = {
  name: 'satiskar',
  filters: reportFilters.satiskar,
  columns: cols({ productId: 'id', code: 'text', name: 'text', quantity: 'quantity', revenue: 'money', cost: 'money', profit: 'money' }),
  totals: ['quantity', 'revenue', 'cost', 'profit'],
  sort: { key: 'profit', dir: 'desc' },
  window(q, f, translate, w) {
    return productSalesWindow(q, this, f, translate, w);
  },
  async rows(q, f) {
    const lines = (await saleLines(q, f)).filter((r) => r.product_id !== null);
    return groupBy(lines, (r) => String(r.product_id)).map(({ first, lines: sold }) => ({
      productId: first.product_id,
      code: first.product_code,
      name: first.product_name,
      ...profitOf(sold),
    }));
  },
};

const stockMoveReportRow = (r: StockMoveRow, translate: (key: string) => string) => ({
  date: r.day,
  documentId: r.document_id,
  number: r.number,
  documentType: r.cost_rule === 'revaluation' ? translate('reports.revaluation') : translate(`documentTypes.${r.doc_type}`),
  code: r.product_code,
  name: r.product_name,
  warehouse: r.warehouse_name,
  location: r.location_name,
  quantity: quantity(r.quantity),
  value: r.value,
});

const stokislem: ReportDefinition<'stokislem'> = {
  name: 'stokislem',
  filters: reportFilters.stokislem,
  columns: cols({
    date: 'date',
    documentId: 'id',
    number: 'text',
    documentType: 'text',
    code: 'text',
    name: 'text',
    warehouse: 'text',
    location: 'text',
    quantity: 'quantity',
    value: 'money',
  }),
  totals: ['quantity', 'value'],
  sort: { key: 'date', dir: 'asc' },
  window: stockMovesWindow,
  async rows(q, f, translate) {
    return (await stockMoveRows(q, f)).map((r) => stockMoveReportRow(r, translate));
  },
  async page(q, f, translate, after, limit) {
    const rows = await stockMoveRows(q, f, { after: after as { day: string; id: number } | null, limit });
    const last = rows[rows.length - 1];
    return { rows: rows.map((r) => stockMoveReportRow(r, translate)), after: last && rows.length === limit ? { day: last.day, id: last.id } : null };
  },
};

const satisgrup: ReportDefinition<'satisgrup'> = {
  name: 'satisgrup',
  filters: reportFilters.satisgrup,
  columns: cols({ categoryId: 'id', category: 'text', quantity: 'quantity', revenue: 'money', cost: 'money', profit: 'money' }),
  totals: ['quantity', 'revenue', 'cost', 'profit'],
  sort: { key: 'profit', dir: 'desc' },
  window(q, f, translate, w) {
    return groupSalesWindow(q, this, f, translate, w);
  },
  async rows(q, f, translate) {
    const lines = (await saleLines(q, f)).filter((r) => r.product_id !== null);
    return groupBy(lines, (r) => (r.category_id === null ? null : String(r.category_id))).map(({ first, lines: sold }) => ({
      categoryId: first.category_id,
      category: first.category_name ?? translate('reports.noCategory'),
      ...profitOf(sold),
    }));
  },
};

const faturalist: ReportDefinition<'faturalist'> = {
  name: 'faturalist',
  filters: reportFilters.faturalist,
  columns: cols({
    documentId: 'id',
    date: 'date',
    number: 'text',
    documentType: 'text',
    account: 'text',
    currency: 'text',
    net: 'money',
    tax: 'money',
    total: 'money',
    foreignTotal: 'money',
  }),
  totals: ['net', 'tax', 'total'],
  sort: { key: 'date', dir: 'asc' },
  window: invoicesWindow,
  async rows(q, f, translate) {
    return (await invoiceRows(q, f)).map((r) => {
      const t = r.totals ?? {};
      const net = new Dec(t.sub ?? 0).minus(t.discount ?? 0).toFixed(2);
      return {
        documentId: r.document_id,
        date: r.day,
        number: r.number,
        documentType: translate(`documentTypes.${r.doc_type}`),
        account: r.account_name,
        currency: r.currency ?? 'TRY',
        net: inLiras(net, r.currency, r.exchange_rate),
        tax: inLiras(t.tax, r.currency, r.exchange_rate),
        total: inLiras(t.grand, r.currency, r.exchange_rate),
        foreignTotal: r.currency && r.currency !== 'TRY' && t.grand !== undefined ? round(t.grand) : null,
      };
    });
  },
};

const kampanya: ReportDefinition<'kampanya'> = {
  name: 'kampanya',
  filters: reportFilters.kampanya,
  columns: cols({ campaignId: 'id', name: 'text', saleCount: 'quantity', discount: 'money', netSales: 'money' }),
  totals: ['saleCount', 'discount', 'netSales'],
  sort: { key: 'discount', dir: 'desc' },
  async rows(q, f) {
    return (await campaignReport(q, f.from ?? '0001-01-01', f.to ?? '9999-12-31')).map((r) => ({
      campaignId: Number(r.campaignId),
      name: r.name,
      saleCount: String(r.sales),
      discount: r.discount,
      netSales: r.netSales,
    }));
  },
};

/** Every report `GET /api/reports/:name` serves, by name. */
export const REPORTS: { readonly [N in ReportName]: ReportDefinition<N> } = {
  stokbakiye,
  stokvaryant,
  caribakiye,
  satisfaturakar,
  stokislem,
  satiskar,
  satisgrup,
  faturalist,
  kampanya,
  ...tradeReports,
  ...ledgerReports,
  ...movementLists,
};
