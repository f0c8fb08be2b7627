import { factsFor, familyForType, type Effect, type StoredState } from '../../../../machines/index';
import { createDocumentBody } from '../../../../machines/parse-create';
import { typeDescriptorOf } from '../../../../machines/registry';
import { RECEIPT_TYPES, receiptStockMoves, type ReceiptContext } from '../../../../machines/receipt/rules';
import { stockDemand, type StockLevel } from '../../../../machines/receipt/stock-levels';
import { formatNumber } from '../../../domain/documents/numbering';
import { Dec } from '../../../domain/money/decimal';
import { valueMoves, type StockPosition, type ValuationMove } from '../../../domain/stock/moving-average';
import { EMPTY_CHAIN, nextEntry, type ChainTip, type JournalRow } from '../../documents/journal';
import { accountRowOf, cashAmountOf, cashBoxOf } from '../../documents/ledger-rows';

/**
 * The document engine of commands.ts, in memory, for documents written in stock order (each dated on or after every
 * one before it): the same boundary parse, the same machine decisions, the same journal rows and hashes, and the
 * ledger rows effects.ts and stock-valuation.ts would write, valued by the same moving-average rule. The facts the
 * server reads from the database (stock on hand, the cash accounts' currency) come from what this engine wrote.
 * Only what the large demo writes is supported: anything else (a conversion, a set, a second-hand copy) throws.
 */

export interface StockRow {
  documentId: number;
  productId: number;
  warehouseId: number;
  quantity: string;
  value: string;
  lineId: string | null;
  movedOn: string;
  rule: 'cost' | 'average' | 'carry';
}
export interface AccountRow {
  documentId: number;
  accountId: number;
  debit: string;
  credit: string;
  currency: string;
  at: string;
}
export interface CashRow {
  documentId: number;
  cashBoxId: number;
  amount: string;
  paymentType: string | null;
  kind: string | null;
  onDate: string;
  currency: string | null;
  exchangeRate: string | null;
  counterAmount: string | null;
  counterCurrency: string | null;
  at: string;
}
export interface DocumentOut {
  id: number;
  type: string;
  number: string;
  state: StoredState;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Written {
  documents: DocumentOut[];
  journal: JournalRow[];
  stock: StockRow[];
  account: AccountRow[];
  cash: CashRow[];
}

export const emptyWritten = (): Written => ({ documents: [], journal: [], stock: [], account: [], cash: [] });

export interface EngineSetup {
  companyId: number;
  userId: number;
  /** each warehouse's negative-stock policy */
  policies: Record<string, StockLevel['policy']>;
  /** the currency of each cash account */
  cashCurrencies: Record<string, string>;
  /** the company's first cash box: where a cash move naming none goes */
  firstCashBox: number;
  /** each account's tax number (a sale's `buyerTaxNumber` fact) */
  taxNumbers: Record<string, string | null>;
  /** each type's series counter per year (key `type:year`) as the database holds it */
  series: Record<string, number>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export class LargeEngine {
  /** product → warehouse → position */
  readonly positions = new Map<number, Record<string, StockPosition>>();

  constructor(readonly setup: EngineSetup) {}

  onHand(productId: number, warehouseId: number): Dec {
    return new Dec(this.positions.get(productId)?.[String(warehouseId)]?.quantity ?? 0);
  }

  /** What facts.ts would give the event (or creation) from the database. */
  private facts(type: string, on: string, state: StoredState | null, input: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const context = (state?.context ?? {}) as Record<string, unknown>;
    for (const name of factsFor(type, on)) {
      // the demo's company rounds nothing, runs no campaign and gives no loyalty points: their providers give nothing
      if (name === 'payableRounding' || name === 'campaignOffer' || name === 'loyalty') continue;
      if (name === 'defaultWarehouse' || name === 'sourceRemaining') {
        if (name === 'defaultWarehouse' && input.warehouseId == null) throw new Error('large demo: every receipt names its warehouse');
        continue;
      }
      if (name === 'stockLevels') out.stockLevels = state ? this.stockLevels(type, state) : {};
      else if (name === 'cashAccounts') {
        const pick = (k: string) => (input[k] !== undefined ? input[k] : context[k]);
        const source = this.setup.cashCurrencies[String(pick('cashAccountId'))];
        const target = this.setup.cashCurrencies[String(pick('targetCashAccountId'))];
        if (pick('incomeExpenseId') != null) throw new Error('large demo: no income or expense items');
        if (source) out.cashAccountCurrency = source;
        if (target) out.targetCashAccountCurrency = target;
      } else if (name === 'jobKnown') {
        // facts.ts gives nothing for a receipt that names no job, and the builder's receipts name none
        if (input.jobId != null) throw new Error('large demo: no receipt is made for a job');
      } else if (name === 'buyerTaxNumber') {
        const named = Object.hasOwn(input, 'accountId') && input.accountId !== undefined ? input.accountId : context.accountId;
        out.buyerTaxNumber = named == null ? null : (this.setup.taxNumbers[String(named)] ?? null);
      } else if (name === 'productGtips') {
        // the catalogue's cards name no GTİP: facts.ts gives an empty map for lines it is asked about
        if (!(state && input.lines === undefined)) out.productGtips = {};
      } else throw new Error(`large demo: fact ${name} is not supported`);
    }
    return out;
  }

  private stockLevels(type: string, state: StoredState): Record<string, StockLevel> {
    if (!(RECEIPT_TYPES as readonly string[]).includes(type)) return {};
    const out: Record<string, StockLevel> = {};
    for (const d of stockDemand(receiptStockMoves(state.context as unknown as ReceiptContext))) {
      const warehouseId = String(d.warehouseId);
      out[d.key] = { onHand: this.onHand(Number(d.productId), Number(warehouseId)).toFixed(), policy: this.setup.policies[warehouseId]!, warehouseId };
    }
    return out;
  }

  /**
   * Creates a document and sends it `events` as commands.ts would (create, then sendEvent for each), at `at`
   * (the document's moment in the shop's life), adding its rows to `out`.
   */
  run(id: number, body: Record<string, unknown> & { type: string; date: string }, events: string[], at: Date, out: Written): DocumentOut {
    const { companyId, userId } = this.setup;
    const parsed = createDocumentBody.parse(body);
    const type = parsed.type;
    const family = familyForType(type)!;
    const year = Number(body.date.slice(0, 4));
    const counter = (this.setup.series[`${type}:${year}`] ?? 0) + 1;
    this.setup.series[`${type}:${year}`] = counter;
    const number = formatNumber(typeDescriptorOf(type)!.prefix, year, counter);
    const input = { ...parsed, ...this.facts(type, 'create', null, parsed), date: body.date, number };
    const created = family.create(input);
    if (!created.ok) throw new Error(`large demo: ${type} refused at creation (${created.reason})`);
    let time = at.getTime();
    const stamp = () => new Date(time++).toISOString();
    const createdAt = stamp();
    let tip: ChainTip = EMPTY_CHAIN;
    const append = (event: string, payload: Record<string, unknown>, from: string | null, to: string, when: string) => {
      const row = nextEntry({ companyId, documentId: id, event, payload, from, to, accepted: true, reason: null, userId, at: when }, tip);
      out.journal.push(row);
      tip = row;
    };
    append('CREATE', input, null, created.state.status, createdAt);
    let state = created.state;
    let version = 1;
    let updatedAt = createdAt;
    this.effects(id, created.effects, body.date, createdAt, out);
    for (const name of events) {
      const event = { type: name, ...this.facts(type, name, state, { type: name }) };
      const decision = family.decide(state, event);
      if (!decision.ok) throw new Error(`large demo: ${type} ${name} refused (${decision.reason})`);
      const { type: _, ...payload } = event;
      updatedAt = stamp();
      append(name, payload, state.status, decision.state.status, updatedAt);
      state = decision.state;
      version += 1;
      this.effects(id, decision.effects, body.date, updatedAt, out);
    }
    // stored as JSON, as the database gives it back
    const doc: DocumentOut = { id, type, number, state: JSON.parse(JSON.stringify(state)) as StoredState, version, createdAt, updatedAt };
    out.documents.push(doc);
    return doc;
  }

  /** effects.ts's writeLedgers for the effects the large demo's documents give; anything else throws. */
  private effects(documentId: number, effects: readonly Effect[], day: string, at: string, out: Written): void {
    for (const e of effects) if (!['stockMove', 'accountMove', 'cashMove'].includes(e.type)) throw new Error(`large demo: effect ${e.type} is not supported`);
    // its documents are in lira: a foreign-currency one would need effects.ts's lira equivalents and kur farkı
    if (effects.some((e) => e.params.lira !== undefined)) throw new Error('large demo: foreign-currency documents are not supported');
    this.stockMoves(
      documentId,
      effects.filter((e) => e.type === 'stockMove').map((e) => e.params),
      day,
      out,
    );
    for (const { params: p } of effects.filter((e) => e.type === 'accountMove')) {
      const { accountId, debit, credit, currency } = accountRowOf(p);
      out.account.push({ documentId, accountId: accountId!, debit, credit, currency, at });
    }
    for (const { params: p } of effects.filter((e) => e.type === 'cashMove')) {
      out.cash.push({
        documentId,
        cashBoxId: cashBoxOf(p) ?? this.setup.firstCashBox,
        amount: cashAmountOf(p),
        paymentType: typeof p.paymentType === 'string' ? p.paymentType : null,
        kind: typeof p.kind === 'string' ? p.kind : null,
        onDate: text(p.date) ?? day,
        currency: text(p.currency),
        exchangeRate: text(p.exchangeRate),
        counterAmount: text(p.counterAmount),
        counterCurrency: text(p.counterCurrency),
        at,
      });
    }
  }

  /** stock-valuation.ts's writeStockMoves for moves dated on or after every move written before them (no re-valuation). */
  private stockMoves(documentId: number, params: readonly Record<string, unknown>[], day: string, out: Written): void {
    if (!params.length) return;
    const moves = params.map((p, i) => {
      const cost = p.cost as { kind: string; value?: string } | undefined;
      const kind = cost?.kind ?? 'average';
      if (kind !== 'cost' && kind !== 'carry' && kind !== 'average') throw new Error(`large demo: cost ${kind} is not supported`);
      const movedOn = typeof p.date === 'string' ? p.date : day;
      if (movedOn !== day) throw new Error('large demo: a move dated apart from its document');
      return {
        key: `new:${i}`,
        productId: num(p.productId)!,
        warehouseId: num(p.warehouseId)!,
        lineId: typeof p.lineId === 'string' ? p.lineId : null,
        quantity: new Dec(String(p.quantity)).toFixed(),
        movedOn,
        rule: kind === 'cost' ? ({ kind: 'cost', value: String(cost!.value) } as const) : ({ kind } as { kind: 'carry' | 'average' }),
      };
    });
    const values = new Map<string, string>();
    for (const product of new Set(moves.map((m) => m.productId))) {
      const own = moves.filter((m) => m.productId === product);
      const sequence: ValuationMove[] = own.map((m) => ({
        id: m.key,
        warehouseId: String(m.warehouseId),
        documentId: String(documentId),
        lineId: m.lineId ?? '',
        quantity: m.quantity,
        rule: m.rule,
      }));
      const result = valueMoves(this.positions.get(product) ?? {}, sequence);
      for (const m of own) values.set(m.key, result.values[m.key]!);
      this.positions.set(product, result.positions);
    }
    for (const m of moves) {
      out.stock.push({
        documentId,
        productId: m.productId,
        warehouseId: m.warehouseId,
        quantity: m.quantity,
        value: values.get(m.key)!,
        lineId: m.lineId,
        movedOn: m.movedOn,
        rule: m.rule.kind,
      });
    }
  }
}
