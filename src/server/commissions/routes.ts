import { Hono, type Context } from 'hono';
import {
  COMMISSION_REPORT_COLUMNS,
  commissionReportQuery,
  salespersonBody,
  type CommissionReport,
  type SalespersonBody,
} from '../../domain/schemas/commissions';
import { COMMISSION_READ_ROLES, COMMISSION_WRITE_ROLES, allowedByRoles } from '../../domain/roles';
import { requireRole } from '../auth/middleware';
import { companyToday } from '../clock';
import type { Queryable } from '../db/database';
import type { AppEnv } from '../env';
import { fail, invalid, type FieldError } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { idParam } from '../http/params';
import { reportCsv } from '../reports/public';
import { parseBody, parseWith } from '../http/validate';
import { deleteSalesperson, knownIds, listSalespeople, salespersonChoices, salespersonTaken, saveSalesperson } from './queries';
import { commissionReport } from './report';

/** The report as the reports' CSV file (reports/csv.ts): the columns the page shows, then the totals. */
function commissionCsv(report: CommissionReport, lang: Lang, separator: 'semicolon' | 'tab'): string {
  const columns = COMMISSION_REPORT_COLUMNS.map((key) => ({
    key,
    title: translate(lang, `commissions.column.${key}`),
    type: key === 'name' ? ('text' as const) : ('money' as const),
  }));
  const rows = report.items.map((i) => ({ ...i, met: null }));
  const { sales, returns, net, commission, premium, earned } = report.totals;
  return reportCsv(
    { columns, rows, totals: { sales, returns, net, commission, premium, earned }, total: rows.length },
    lang,
    separator,
    translate(lang, 'reports.totals'),
  );
}

/** The fields of a salesperson's body that name what the company does not have, or name it twice. */
async function bodyErrors(q: Queryable, body: SalespersonBody, id: number | null): Promise<Record<string, FieldError[]>> {
  const errors: Record<string, FieldError[]> = {};
  const [known, taken] = await Promise.all([knownIds(q, body), salespersonTaken(q, body, id)]);
  if (taken.name) errors.name = [{ key: 'validation.nameTaken' }];
  if (body.userId != null && !known.users.has(body.userId)) errors.userId = [{ key: 'validation.userNotFound' }];
  else if (taken.user) errors.userId = [{ key: 'validation.salespersonUserTaken' }];
  const seen = new Set<string>();
  body.rules.forEach((r, i) => {
    if (r.scope === 'group' && !known.groups.has(r.groupId!)) errors[`rules.${i}.groupId`] = [{ key: 'validation.productGroupNotFound' }];
    if (r.scope === 'product' && !known.products.has(r.productId!)) errors[`rules.${i}.productId`] = [{ key: 'validation.productNotFound' }];
    const key = `${r.scope}:${r.scope === 'group' ? r.groupId : r.scope === 'product' ? r.productId : ''}`;
    if (seen.has(key)) errors[`rules.${i}.scope`] = [{ key: 'validation.duplicate' }];
    seen.add(key);
  });
  body.targets.forEach((t, i) => {
    if (body.targets.findIndex((x) => x.period === t.period) < i) errors[`targets.${i}.period`] = [{ key: 'validation.duplicate' }];
  });
  return errors;
}

/** Writes a salesperson (a new one when `id` is null) with their rules and targets, and answers them as listed. */
async function save(c: Context<AppEnv>, id: number | null) {
  const body = await parseBody(c, salespersonBody);
  const { companyId } = c.var.auth;
  return c.var.db.company(companyId, async (q) => {
    if (id !== null && !(await listSalespeople(q, id)).length) throw fail('NF10004');
    const errors = await bodyErrors(q, body, id);
    if (Object.keys(errors).length) throw invalid(errors);
    return (await listSalespeople(q, await saveSalesperson(q, companyId, id, body).catch(takenInParallel)))[0];
  });
}

/** A parallel save took the name or the user first: the unique index refuses, and the answer names the field. */
function takenInParallel(e: unknown): never {
  const { code, constraint } = e as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'salespeople_name') throw invalid({ name: [{ key: 'validation.nameTaken' }] });
  if (code === '23505' && constraint === 'salespeople_user') throw invalid({ userId: [{ key: 'validation.salespersonUserTaken' }] });
  throw e;
}

/**
 * /api/commissions: the salespeople with their rules and targets (/komisyon/tanimlar: admins and managers write, the
 * report's readers read) and the report (/komisyon/raporlar: its readers see every line, any other user their own).
 */
export function commissionRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireRole(...COMMISSION_WRITE_ROLES);
  const mayRead = requireRole(...COMMISSION_WRITE_ROLES, ...COMMISSION_READ_ROLES);

  app.get('/salespeople', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => listSalespeople(q));
    return c.json({ response: { items } });
  });

  // every signed-in user: the till and the editors offer them when a sale is written
  app.get('/choices', async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, (q) => salespersonChoices(q));
    return c.json({ response: { items } });
  });

  app.post('/salespeople', mayWrite, async (c) => c.json({ response: await save(c, null) }, 201));
  app.put('/salespeople/:id{[0-9]+}', mayWrite, async (c) => c.json({ response: await save(c, idParam(c)) }));

  app.delete('/salespeople/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    await c.var.db.company(c.var.auth.companyId, async (q) => {
      if (!(await deleteSalesperson(q, id))) throw fail('NF10004');
    });
    return c.json({ response: { id } });
  });

  app.get('/report', async (c) => {
    const query = parseWith(commissionReportQuery, c.req.query());
    const { companyId, id: userId, roles } = c.var.auth;
    const readsAll = allowedByRoles([...COMMISSION_WRITE_ROLES, ...COMMISSION_READ_ROLES], roles);
    const report = await c.var.db.company(companyId, async (q) =>
      commissionReport(q, query.period, query.date ?? (await companyToday(q, companyId)), (s) => readsAll || s.userId === userId),
    );
    if (query.format === 'csv')
      return new Response(commissionCsv(report, c.var.lang, query.separator), {
        headers: {
          'content-type': `${query.separator === 'tab' ? 'text/tab-separated-values' : 'text/csv'}; charset=utf-8`,
          'content-disposition': `attachment; filename="komisyon-${report.from}.${query.separator === 'tab' ? 'tsv' : 'csv'}"`,
        },
      });
    return c.json({ response: report });
  });

  return app;
}
