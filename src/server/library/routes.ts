import { libraryLoanQuery } from '../../../machines/loan/list-query';
import { LIBRARY_WRITE_ROLES, LOAN_RULES_WRITE_ROLES } from '../../domain/roles';
import { Hono } from 'hono';
import Papa from 'papaparse';
import type { z } from 'zod';
import {
  libraryBarcodeBody,
  libraryCopyQuery,
  libraryHoldBody,
  libraryLendBody,
  libraryMemberQuery,
  type libraryHoldPageSchema,
  type libraryLoanPageSchema,
  type libraryMemberDetailSchema,
  type libraryMemberPageSchema,
  type libraryOverdueNoticePageSchema,
  type libraryRulesSchema,
  type MemberLoan,
} from '../../domain/schemas/library';
import { add, round } from '../../domain/money/decimal';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { translate, type Lang } from '../http/i18n';
import { idParam } from '../http/params';
import { parseWith } from '../http/validate';
import { idempotentWrite, readJsonBody } from '../http/write';
import { lendAtCounter, loanViews, renewAtCounter, returnAtCounter } from './counter';
import { placeHold, withdrawHold } from './hold-commands';
import { memberFines } from './fines';
import { withHoldsExpired } from './holds';
import { findCopy, findMember, listCopies, listHolds, listLoans, listMembers, loadRules, memberLoans, overdueLoanFacts } from './queries';
import { overdueNotices } from '../../domain/library/overdue-notices';
import { writeCopy, writeMember, writeRules } from './write';
import { companyToday } from '../clock';

const day = (v: string | null) => (v ? `${v.slice(8, 10)}.${v.slice(5, 7)}.${v.slice(0, 4)}` : '');
const CSV_COLUMNS = ['number', 'title', 'barcode', 'member', 'cardNumber', 'lentOn', 'dueDate', 'closedOn', 'status', 'fine'] as const;

/** The loans as CSV: a byte-order mark, the titles in the user's language, formulas neutralised (papaparse). */
function loansCsv(lang: Lang, rows: MemberLoan[]): string {
  const comma = lang === 'tr' || lang === 'de' || lang === 'fr';
  const data = rows.map((r) => [
    r.number,
    r.title,
    r.barcode,
    r.memberName,
    r.cardNumber,
    day(r.lentOn),
    day(r.dueDate),
    day(r.closedOn),
    translate(lang, `library.loanStatus.${r.overdue ? 'overdue' : r.status}`),
    comma ? r.fine.replace('.', ',') : r.fine,
  ]);
  const fields = CSV_COLUMNS.map((k) => translate(lang, `library.column.${k}`));
  return '\uFEFF' + Papa.unparse({ fields, data }, { delimiter: ';', escapeFormulae: true, newline: '\r\n' });
}

/**
 * /api/library: the loan rules matrix (manager), members, copies, holds, the counter's lend, return and renewal, and the
 * loans list. Readers: the library's roles and the auditor; writers: the manager and the employee (the loan family's).
 */
export function libraryRoutes() {
  const app = new Hono<AppEnv>();
  const mayRead = requireRole('manager', 'employee', 'auditor');
  const mayWrite = requireRole(...LIBRARY_WRITE_ROLES);
  const write = (c: Parameters<typeof idempotentWrite>[0], text: string, run: Parameters<typeof idempotentWrite>[2]) => idempotentWrite(c, text, run);

  app.get('/library/rules', mayRead, async (c) => {
    const rules = await c.var.db.company(c.var.auth.companyId, loadRules);
    return c.json({ response: rules satisfies z.input<typeof libraryRulesSchema> });
  });
  app.put('/library/rules', requireRole(...LOAN_RULES_WRITE_ROLES), async (c) => {
    const { text, json } = await readJsonBody(c);
    return write(c, text, (q) => writeRules(q, c.var.auth.companyId, json));
  });

  app.get('/library/members', mayRead, async (c) => {
    const query = parseWith(libraryMemberQuery, c.req.query());
    const { rows, total } = await c.var.db.company(c.var.auth.companyId, (q) => listMembers(q, query.q, query.limit, query.offset));
    return c.json({ response: { items: rows, total } satisfies z.input<typeof libraryMemberPageSchema> });
  });
  app.get('/library/members/:id{[0-9]+}', mayRead, async (c) => {
    const id = idParam(c);
    const detail = await c.var.db.company(c.var.auth.companyId, (db) =>
      withHoldsExpired(db, async (q) => {
        const member = await findMember(q, id);
        if (!member) return null;
        const on = await companyToday(q);
        const loans = await loanViews(q, await memberLoans(q, id), on);
        const holds = await listHolds(q, { memberId: id, open: true });
        // the fines charged at return; a loan still lent shows its fine so far, not yet charged
        const fines = loans.filter((l) => l.status !== 'lent' && l.fine !== '0.00');
        const paid = await memberFines(q, id);
        return {
          ...member,
          currentLoans: loans.filter((l) => l.status === 'lent' || l.status === 'reserved'),
          holds,
          fines,
          finesTotal: round(add('0.00', ...fines.map((l) => l.fine))),
          finesPaid: paid.paid,
          finesOwed: paid.owed,
          feesPaid: paid.feesPaid,
        };
      }),
    );
    if (!detail) throw fail('NF10004');
    return c.json({ response: detail satisfies z.input<typeof libraryMemberDetailSchema> });
  });
  app.post('/library/members', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return write(c, text, (q) => writeMember(q, c.var.auth.companyId, json));
  });
  app.put('/library/members/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return write(c, text, (q) => writeMember(q, c.var.auth.companyId, json, id));
  });

  app.get('/library/copies', mayRead, async (c) => {
    const query = parseWith(libraryCopyQuery, c.req.query());
    const items = await c.var.db.company(c.var.auth.companyId, (db) => withHoldsExpired(db, (q) => listCopies(q, query.productId, query.barcode)));
    return c.json({ response: { items, total: items.length } });
  });
  app.get('/library/copies/:id{[0-9]+}', mayRead, async (c) => {
    const id = idParam(c);
    const copy = await c.var.db.company(c.var.auth.companyId, (db) => withHoldsExpired(db, (q) => findCopy(q, id)));
    if (!copy) throw fail('NF10004');
    return c.json({ response: copy });
  });
  app.post('/library/copies', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    return write(c, text, (q) => writeCopy(q, c.var.auth.companyId, json));
  });
  app.put('/library/copies/:id{[0-9]+}', mayWrite, async (c) => {
    const id = idParam(c);
    const { text, json } = await readJsonBody(c);
    return write(c, text, (q) => writeCopy(q, c.var.auth.companyId, json, id));
  });

  app.post('/library/lend', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(libraryLendBody, json);
    return write(c, text, (q) => lendAtCounter({ q, auth: c.var.auth }, c.var.lang, body.cardNumber, body.barcode));
  });
  app.post('/library/return', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(libraryBarcodeBody, json);
    return write(c, text, (q) => returnAtCounter({ q, auth: c.var.auth }, c.var.lang, body.barcode));
  });
  app.post('/library/renew', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(libraryBarcodeBody, json);
    return write(c, text, (q) => renewAtCounter({ q, auth: c.var.auth }, c.var.lang, body.barcode));
  });

  app.get('/library/loans', mayRead, async (c) => {
    const query = parseWith(libraryLoanQuery, c.req.query());
    const csv = query.format === 'csv';
    const { items, total } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const on = await companyToday(q);
      const { rows, total } = await listLoans(q, query, on, csv ? 100_000 : query.limit, csv ? 0 : query.offset);
      return { items: await loanViews(q, rows, on), total };
    });
    if (csv) {
      return new Response(loansCsv(c.var.lang, items), {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="odunc.csv"' },
      });
    }
    return c.json({ response: { items, total } satisfies z.input<typeof libraryLoanPageSchema> });
  });

  app.get('/library/overdue-notices', mayRead, async (c) => {
    const items = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const on = await companyToday(q);
      return overdueNotices(await overdueLoanFacts(q, on), await loadRules(q), on);
    });
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof libraryOverdueNoticePageSchema> });
  });

  app.get('/library/holds', mayRead, async (c) => {
    const query = parseWith(libraryCopyQuery.pick({ productId: true }), c.req.query());
    const items = await c.var.db.company(c.var.auth.companyId, (db) => withHoldsExpired(db, (q) => listHolds(q, { productId: query.productId, open: true })));
    return c.json({ response: { items, total: items.length } satisfies z.input<typeof libraryHoldPageSchema> });
  });
  app.post('/library/holds', mayWrite, async (c) => {
    const { text, json } = await readJsonBody(c);
    const body = parseWith(libraryHoldBody, json);
    return write(c, text, (db) => withHoldsExpired(db, (q) => placeHold(q, c.var.auth.companyId, body.memberId, body.productId)));
  });
  app.post('/library/holds/:id{[0-9]+}/cancel', mayWrite, async (c) => {
    const id = idParam(c);
    const { text } = await readJsonBody(c);
    return write(c, text, (q) => withdrawHold(q, id));
  });

  return app;
}
