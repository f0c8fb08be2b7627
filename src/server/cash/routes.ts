import { Hono } from 'hono';
import Papa from 'papaparse';
import type { z } from 'zod';
import { cashStatementQuery, type cashAccountPageSchema, type cashStatementSchema, type CashStatementRow } from '../../domain/schemas/cash-accounts';
import { requireDefinitionAuthority } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { findCashAccount, listCashAccounts, statementAll, statementPage, statementSummary } from './queries';
import { reply, saveCashAccount } from './write';

const CSV_COLUMNS = [
  'date',
  'documentNumber',
  'documentType',
  'note',
  'accountName',
  'in',
  'out',
  'currency',
  'exchangeRate',
  'counterAmount',
  'counterCurrency',
  'balance',
] as const;

/** Decimals with a comma and no thousands separator, days as 21.11.2026 (spec §9, in every language). */
const decimal = (v: string | null) => (v === null ? '' : v.replace('.', ','));
const day = (v: string) => `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}`;

/** The statement as CSV: a byte-order mark, the titles in the user's language, formulas neutralised (papaparse). */
function statementCsv(lang: Lang, rows: CashStatementRow[], separator: 'semicolon' | 'tab'): string {
  const data = rows.map((r) => [
    day(r.date),
    r.documentNumber ?? '',
    r.documentType ? translate(lang, `documentTypes.${r.documentType}`) : '',
    r.note ?? (r.moveKind ? translate(lang, `cashStatement.moveKind.${r.moveKind}`) : ''),
    r.accountName ?? '',
    r.amount.startsWith('-') ? '' : decimal(r.amount),
    r.amount.startsWith('-') ? decimal(r.amount.slice(1)) : '',
    r.currency,
    decimal(r.exchangeRate),
    decimal(r.counterAmount),
    r.counterCurrency ?? '',
    decimal(r.balance),
  ]);
  const fields = CSV_COLUMNS.map((k) => translate(lang, `cashStatement.column.${k}`));
  return '\uFEFF' + Papa.unparse({ fields, data }, { delimiter: separator === 'tab' ? '\t' : ';', escapeFormulae: true, newline: '\r\n' });
}

/**
 * /api/cash-accounts: the cash and bank accounts with their balance (contract "Cash and bank"), their definitions
 * (POST, PUT: the definition authority) and the statement of each (GET …/:id/statement, JSON a page at a time or CSV).
 */
export function cashAccountRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireDefinitionAuthority();

  app.get('/cash-accounts', async (c) => {
    const rows = await c.var.db.company(c.var.auth.companyId, listCashAccounts);
    const items = rows.map(({ iban, ...r }) => ({ ...r, ...(iban ? { iban } : {}) }));
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof cashAccountPageSchema> });
  });

  app.get('/cash-accounts/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const row = await c.var.db.company(c.var.auth.companyId, (q) => findCashAccount(q, id));
    if (!row) throw fail('NF10004');
    return c.json({ response: reply(row) });
  });

  app.post('/cash-accounts', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveCashAccount(q, c.var.auth.companyId, json));
  });

  app.put('/cash-accounts/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return idempotentWrite(c, text, (q) => saveCashAccount(q, c.var.auth.companyId, json, id));
  });

  app.get('/cash-accounts/:id{[0-9]+}/statement', async (c) => {
    const id = idParam(c);
    const query = parseWith(cashStatementQuery, c.req.query());
    const result = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const account = await findCashAccount(q, id);
      if (!account) return null;
      if (query.format === 'csv') return { account, rows: await statementAll(q, id, query) };
      const [summary, rows] = [await statementSummary(q, id, query), await statementPage(q, id, query, query.limit, query.offset)];
      return { account, summary, rows };
    });
    if (!result) throw fail('NF10004');
    if (!('summary' in result) || !result.summary) {
      const csv = statementCsv(c.var.lang, result.rows, query.separator);
      const type = query.separator === 'tab' ? 'text/tab-separated-values' : 'text/csv';
      return new Response(csv, {
        headers: {
          'content-type': `${type}; charset=utf-8`,
          'content-disposition': `attachment; filename="kasa-${id}-ekstre.${query.separator === 'tab' ? 'tsv' : 'csv'}"`,
        },
      });
    }
    const { balance: _balance, ...account } = reply(result.account);
    const { summary } = result;
    return c.json({
      response: {
        account,
        from: query.from ?? null,
        to: query.to ?? null,
        opening: summary.opening,
        closing: summary.closing,
        totals: { in: summary.in, out: summary.out },
        items: result.rows,
        total: summary.total,
      } satisfies z.input<typeof cashStatementSchema>,
    });
  });

  return app;
}
