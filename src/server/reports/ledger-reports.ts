import { Dec } from '../../domain/money/decimal';
import { reportFilters } from '../../domain/schemas/reports';
import { cols, type ReportDefinition } from './definition';
import { accountMoveRows, cashMoveRows } from './queries';
import { accountMovesWindow, cashMovesWindow } from './windows/ledger-windows';

/** A document's type in the user's words; a move of no document (an opening balance) has none. */
const typeOf = (docType: string | null, translate: (key: string) => string) => (docType ? translate(`documentTypes.${docType}`) : null);

/** The account ledger's moves (in liras), each with its account's balance after it, a foreign document's own amount beside: the statement of every account at once. */
const cariislem: ReportDefinition<'cariislem'> = {
  name: 'cariislem',
  filters: reportFilters.cariislem,
  columns: cols({
    date: 'date',
    code: 'text',
    account: 'text',
    documentId: 'id',
    number: 'text',
    documentType: 'text',
    debit: 'money',
    credit: 'money',
    balance: 'money',
    foreignAmount: 'money',
    foreignCurrency: 'text',
  }),
  totals: ['debit', 'credit'],
  sort: { key: 'date', dir: 'asc' },
  window: accountMovesWindow,
  async rows(q, f, translate) {
    return (await accountMoveRows(q, f)).map((r) => ({
      date: r.day,
      code: r.account_code,
      account: r.account_name,
      documentId: r.document_id,
      number: r.number,
      documentType: typeOf(r.doc_type, translate),
      debit: r.debit,
      credit: r.credit,
      balance: r.balance,
      foreignAmount: r.foreign_amount,
      foreignCurrency: r.foreign_currency,
    }));
  },
};

/** The cash ledger's moves, money in and out, each with its cash or bank account's balance after it (in that account's currency), and the lira of each. */
const kasaislem: ReportDefinition<'kasaislem'> = {
  name: 'kasaislem',
  filters: reportFilters.kasaislem,
  columns: cols({
    date: 'date',
    cashAccount: 'text',
    currency: 'text',
    documentId: 'id',
    number: 'text',
    documentType: 'text',
    account: 'text',
    in: 'money',
    out: 'money',
    balance: 'money',
    lira: 'money',
  }),
  totals: ['in', 'out'],
  sort: { key: 'date', dir: 'asc' },
  window: cashMovesWindow,
  async rows(q, f, translate) {
    return (await cashMoveRows(q, f)).map((r) => {
      const amount = new Dec(r.amount);
      return {
        date: r.day,
        cashAccount: r.cash_account,
        currency: r.currency,
        documentId: r.document_id,
        number: r.number,
        documentType: typeOf(r.doc_type, translate),
        account: r.account_name,
        in: amount.gte(0) ? amount.toFixed(2) : '0.00',
        out: amount.lt(0) ? amount.negated().toFixed(2) : '0.00',
        balance: r.balance,
        lira: r.lira,
      };
    });
  },
};

export const ledgerReports = { cariislem, kasaislem };
