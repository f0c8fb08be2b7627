import type { z } from 'zod';
import { Dec } from '../../domain/money/decimal';
import type { PricedLine } from '../../domain/money/totals';
import { profitOf, type SoldLine } from '../../domain/reports/profit';
import { reportFilters, type ReportColumnType, type ReportName, type ReportRow } from '../../domain/schemas/reports';
import type { Queryable } from '../db/database';
import { accountBalances, invoiceRows, saleLines, stockBalances, stockMoveRows, type SaleLineRow } from './queries';

/** A column of a report: its key in the rows, the locale key of its title (`reports.columns.<key>`) and its type. */
export interface ReportColumnDef {
  key: string;
  type: ReportColumnType;
}

/**
 * One report: its filters (a zod schema, src/domain/schemas/reports.ts), its columns, the columns summed in
 * `totals`, the default order, and its rows read by a query of queries.ts. `translate` gives a label's words.
 */
export interface ReportDefinition<N extends ReportName = ReportName> {
  name: N;
  filters: (typeof reportFilters)[N];
  columns: readonly ReportColumnDef[];
  totals: readonly string[];
  sort: { key: string; dir: 'asc' | 'desc' };
  rows(q: Queryable, filters: z.infer<(typeof reportFilters)[N]>, translate: (key: string) => string): Promise<ReportRow[]>;
}

const col = (key: string, type: ReportColumnType): ReportColumnDef => ({ key, type });
const quantity = (v: string) => new Dec(v).toFixed();

const soldLine = (r: SaleLineRow): SoldLine => ({
  line: r.line as unknown as PricedLine,
  currency: r.currency,
  exchangeRate: r.exchange_rate,
  isReturn: r.doc_type === 'salesReturn',
  cost: r.cost,
});

/** Groups sale lines by a key, keeping the first row of each group for its labels. */
function groupBy(rows: readonly SaleLineRow[], key: (r: SaleLineRow) => string | null): { first: SaleLineRow; lines: SoldLine[] }[] {
  const groups = new Map<string | null, { first: SaleLineRow; lines: SoldLine[] }>();
  for (const r of rows) {
    const k = key(r);
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { first: r, lines: [] }));
    g.lines.push(soldLine(r));
  }
  return [...groups.values()];
}

const stokbakiye: ReportDefinition<'stokbakiye'> = {
  name: 'stokbakiye',
  filters: reportFilters.stokbakiye,
  columns: [
    col('productId', 'id'),
    col('code', 'text'),
    col('name', 'text'),
    col('unit', 'text'),
    col('quantity', 'quantity'),
    col('value', 'money'),
    col('averageCost', 'money'),
  ],
  totals: ['quantity', 'value'],
  sort: { key: 'code', dir: 'asc' },
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

const caribakiye: ReportDefinition<'caribakiye'> = {
  name: 'caribakiye',
  filters: reportFilters.caribakiye,
  columns: [col('accountId', 'id'), col('code', 'text'), col('name', 'text'), col('debit', 'money'), col('credit', 'money'), col('balance', 'money')],
  totals: ['debit', 'credit', 'balance'],
  sort: { key: 'code', dir: 'asc' },
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
  columns: [
    col('documentId', 'id'),
    col('number', 'text'),
    col('date', 'date'),
    col('account', 'text'),
    col('revenue', 'money'),
    col('cost', 'money'),
    col('profit', 'money'),
  ],
  totals: ['revenue', 'cost', 'profit'],
  sort: { key: 'date', dir: 'asc' },
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
  columns: [
    col('productId', 'id'),
    col('code', 'text'),
    col('name', 'text'),
    col('quantity', 'quantity'),
    col('revenue', 'money'),
    col('cost', 'money'),
    col('profit', 'money'),
  ],
  totals: ['quantity', 'revenue', 'cost', 'profit'],
  sort: { key: 'profit', dir: 'desc' },
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

const stokislem: ReportDefinition<'stokislem'> = {
  name: 'stokislem',
  filters: reportFilters.stokislem,
  columns: [
    col('date', 'date'),
    col('documentId', 'id'),
    col('number', 'text'),
    col('documentType', 'text'),
    col('code', 'text'),
    col('name', 'text'),
    col('warehouse', 'text'),
    col('quantity', 'quantity'),
    col('value', 'money'),
  ],
  totals: ['quantity', 'value'],
  sort: { key: 'date', dir: 'asc' },
  async rows(q, f, translate) {
    return (await stockMoveRows(q, f)).map((r) => ({
      date: r.day,
      documentId: r.document_id,
      number: r.number,
      documentType: r.cost_rule === 'revaluation' ? translate('reports.revaluation') : translate(`documentTypes.${r.doc_type}`),
      code: r.product_code,
      name: r.product_name,
      warehouse: r.warehouse_name,
      quantity: quantity(r.quantity),
      value: r.value,
    }));
  },
};

const satisgrup: ReportDefinition<'satisgrup'> = {
  name: 'satisgrup',
  filters: reportFilters.satisgrup,
  columns: [
    col('categoryId', 'id'),
    col('category', 'text'),
    col('quantity', 'quantity'),
    col('revenue', 'money'),
    col('cost', 'money'),
    col('profit', 'money'),
  ],
  totals: ['quantity', 'revenue', 'cost', 'profit'],
  sort: { key: 'profit', dir: 'desc' },
  async rows(q, f, translate) {
    const lines = (await saleLines(q, f)).filter((r) => r.product_id !== null);
    return groupBy(lines, (r) => (r.category_id === null ? null : String(r.category_id))).map(({ first, lines: sold }) => ({
      categoryId: first.category_id,
      category: first.category_name ?? translate('reports.noCategory'),
      ...profitOf(sold),
    }));
  },
};

/** An amount of a document in liras: at its rate when it is in another currency. */
const inLiras = (amount: string | undefined, currency: string | null, rate: string | null) =>
  new Dec(amount ?? 0)
    .times(currency && currency !== 'TRY' && rate ? rate : 1)
    .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
    .toFixed(2);

const faturalist: ReportDefinition<'faturalist'> = {
  name: 'faturalist',
  filters: reportFilters.faturalist,
  columns: [
    col('documentId', 'id'),
    col('date', 'date'),
    col('number', 'text'),
    col('documentType', 'text'),
    col('account', 'text'),
    col('currency', 'text'),
    col('net', 'money'),
    col('tax', 'money'),
    col('total', 'money'),
  ],
  totals: ['net', 'tax', 'total'],
  sort: { key: 'date', dir: 'asc' },
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
      };
    });
  },
};

/** Every report `GET /api/reports/:name` serves, by name. */
export const REPORTS: { readonly [N in ReportName]: ReportDefinition<N> } = {
  stokbakiye,
  caribakiye,
  satisfaturakar,
  stokislem,
  satiskar,
  satisgrup,
  faturalist,
};
