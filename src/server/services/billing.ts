import { createDocumentBody } from '../../../machines/parse-create';
import { duePeriods, type BillingPeriod } from '../../domain/services/periods';
import { systemUser } from '../background/system-user';
import { companyToday } from '../clock';
import type { Database, Queryable } from '../db/database';
import { createDocument, decideAndStore, type CommandContext } from '../documents/commands';
import { loadDocument } from '../documents/store';
import { parseWith } from '../http/validate';
import type { JobQueue } from '../jobs/public';
import { findService, insertServiceInvoice, listActiveServices, type ServiceRow } from './queries';

/**
 * The billing of recurring services (Cari → Servisler): each period a service falls due (src/domain/services/periods.ts,
 * on the company's business day) becomes one sales invoice, made the way the API's create makes one (the body parsed
 * by the same schema, the receipt machine deciding), and completed (START, COMPLETE) when the service asks for it.
 * One transaction bills one period: the service's row is locked, the next period after the last billed is looked up,
 * and the period's row is written beside its invoice. The unique (service, period) refuses a second row, which rolls
 * the second invoice back with it: whichever run or server comes second makes nothing. A server that was down
 * bills each missed period, oldest first, once.
 */

/** Periods one service bills in one round at most: a service started years ago catches up over a few rounds. */
const PERIODS_PER_ROUND = 24;

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

/** The sales invoice of one period: the service's product once at its price, dated the day the period fell due. */
function invoiceBody(s: ServiceRow, p: BillingPeriod) {
  return parseWith(createDocumentBody, {
    type: 'salesInvoice',
    accountId: String(s.account_id),
    currency: s.currency,
    date: p.dueDate,
    note: `${s.name} (${p.dueDate} – ${p.lastDay})`,
    lines: [{ productId: String(s.product_id), quantity: '1', unitPrice: s.price, vatRate: s.vat_rate, priceIncludesVat: s.price_includes_vat }],
  });
}

/** Makes the period's invoice; a completion the machine refuses leaves it where it stopped and answers the reason. */
async function makeInvoice(ctx: CommandContext, s: ServiceRow, p: BillingPeriod): Promise<{ documentId: number; refusal: string | null }> {
  const doc = await createDocument(ctx, invoiceBody(s, p));
  if (s.invoice_as === 'draft') return { documentId: doc.id, refusal: null };
  for (const type of ['START', 'COMPLETE']) {
    const outcome = await decideAndStore(ctx, await loadDocument(ctx.q, doc.id, true), { type });
    if (!outcome.ok) return { documentId: doc.id, refusal: outcome.reason };
  }
  return { documentId: doc.id, refusal: null };
}

/** Bills the service's next due period in `q`'s transaction; false when none is due (or it is inactive or gone). */
async function billNextPeriod(q: Queryable, companyId: number, serviceId: number): Promise<boolean> {
  const s = await findService(q, serviceId, true);
  if (!s || !s.active) return false;
  const schedule = { startDate: s.start_date, endDate: s.end_date, period: s.period, everyMonths: s.every_months };
  const [p] = duePeriods(schedule, await companyToday(q, companyId), s.last_period + 1, 1);
  if (!p) return false;
  const made = await makeInvoice({ q, auth: systemUser(companyId, s.created_by) }, s, p);
  const row = { serviceId, periodIndex: p.index, dueDate: p.dueDate, lastDay: p.lastDay, ...made };
  // billed meanwhile by another run: its invoice stands, this one is rolled back
  if (!(await insertServiceInvoice(q, companyId, row))) throw new PeriodBilledAlready();
  return true;
}

class PeriodBilledAlready extends Error {}

/** Bills every due period of one service, each in a transaction of its own; the count made. */
export async function billService(db: Database, companyId: number, serviceId: number): Promise<number> {
  let made = 0;
  while (made < PERIODS_PER_ROUND) {
    try {
      if (!(await db.company(companyId, (q) => billNextPeriod(q, companyId, serviceId)))) break;
    } catch (e) {
      if (e instanceof PeriodBilledAlready) break;
      throw e;
    }
    made++;
  }
  return made;
}

/**
 * One billing round over every active service (of one company, when given); a service that fails is reported and
 * the others go on. `goOn` is asked before each service (the job's server not stopping). The count of invoices made.
 */
export async function runBilling(
  db: Database,
  options: { companyId?: number; goOn?: () => Promise<boolean>; report?: (serviceId: number, error: unknown) => void } = {},
): Promise<number> {
  let made = 0;
  for (const s of await db.system((q) => listActiveServices(q, options.companyId))) {
    if (options.goOn && !(await options.goOn())) break;
    try {
      made += await billService(db, s.company_id, s.id);
    } catch (e) {
      if (!options.report) throw e;
      options.report(s.id, e);
    }
  }
  return made;
}

/** The default pause between billing rounds (SERVICE_BILLING_MS overrides; 0 turns the loop off). */

/**
 * The billing round as a scheduled job of the queue (`service-billing`, SERVICE_BILLING_MS): the kind is a singleton,
 * so with several servers on one database one round bills at a time; a server stopping ends its round between services.
 */
export function defineServiceBilling(jobs: JobQueue, db: Database, everyMs: number): void {
  jobs.define(
    'service-billing',
    async (_data, job) => ({
      made: await runBilling(db, {
        goOn: async () => !job.stopping(),
        report: (id, e) => !job.stopping() && console.error(`service ${id}: ${messageOf(e)}`),
      }),
    }),
    { schedule: { everyMs }, expireSeconds: 120 },
  );
}
