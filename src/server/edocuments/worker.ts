import type { SendWorkerOptions } from '../config';
import type { AuthUser } from '../env';
import type { Database, Queryable } from '../db/database';
import { decideAndStore } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { ApiError } from '../http/errors';
import { IntegratorError, type Integrator, type RemoteState } from './integrator';
import { claimDueJobs, findEttn, scheduleJob, type SendJob } from './queue';
import { documentUbl } from './ubl';
import { backgroundLoop } from '../background/loop';

/**
 * The background sender: takes due jobs of the send queue (queue.ts), sends each UBL to the integrator, records every
 * attempt on the e-document (SENT, or SEND_FAILED keeping the error: the machine's `queued` self-transition), retries
 * with backoff, then asks the status until it is final. `stop()` waits for the jobs in hand, so that a server that
 * stops leaves none leased.
 */
export const DEFAULT_SEND_WORKER: SendWorkerOptions = { idleMs: 1000, backoffMs: 2000, maxBackoffMs: 300_000, statusPollMs: 2000, leaseMs: 60_000, batch: 10 };

const FINAL = new Set(['approved', 'rejected', 'reported', 'cancelled']);

/** The worker acts for the user who sent the document: the journal names them. */
const actingUser = (doc: DocumentRow): AuthUser => ({
  id: doc.createdBy,
  companyId: doc.companyId,
  email: '',
  name: '',
  roles: ['manager'],
  permissions: [],
  expiredPassword: false,
  jti: '',
  tokenExpiresAt: 0,
  sessionEpoch: 0,
});

const messageOf = (e: unknown): string => (e instanceof ApiError ? e.code : e instanceof Error ? e.message : String(e)).slice(0, 2000);

/** One integrator for every company, or each company's own (factory.ts). */
export type Integrators = Integrator | ((companyId: number) => Promise<Integrator>);

export function startSendWorker(db: Database, integrators: Integrators, options: Partial<SendWorkerOptions> = {}) {
  const o = { ...DEFAULT_SEND_WORKER, ...options };
  const integratorOf = async (companyId: number) => (typeof integrators === 'function' ? integrators(companyId) : integrators);
  const backoff = (failures: number) => Math.min(o.backoffMs * 2 ** Math.max(0, failures - 1), o.maxBackoffMs) * (0.8 + Math.random() * 0.4);

  async function apply(q: Queryable, id: number, event: Record<string, unknown> & { type: string }): Promise<DocumentRow> {
    const doc = await loadDocument(q, id, true);
    const outcome = await decideAndStore({ q, auth: actingUser(doc) }, doc, event);
    return outcome.doc;
  }

  /** The e-document's UBL and ETTN, in its company; a document that can give none is refused for good. */
  async function ublOf(job: SendJob): Promise<{ uuid: string; xml: string } | { error: string }> {
    try {
      return await db.company(job.company_id, async (q) => {
        const xml = await documentUbl(q, await loadDocument(q, job.source_id), 'issue');
        return { xml, uuid: (await findEttn(q, job.source_id))! };
      });
    } catch (e) {
      return { error: messageOf(e) };
    }
  }

  async function send(job: SendJob): Promise<void> {
    const built = await ublOf(job);
    let outcome: { ok: true; envelopeId: string } | { ok: false; error: string; permanent: boolean };
    if ('error' in built) outcome = { ok: false, error: built.error, permanent: true };
    else {
      try {
        outcome = { ok: true, envelopeId: (await (await integratorOf(job.company_id)).send(built.uuid, built.xml)).envelopeId };
      } catch (e) {
        outcome = { ok: false, error: messageOf(e), permanent: e instanceof IntegratorError && e.permanent };
      }
    }
    await db.company(job.company_id, async (q) => {
      const doc = await loadDocument(q, job.edocument_id);
      // sent meanwhile (by hand) or cancelled: ask its status, or nothing more
      if (doc.status !== 'queued')
        return scheduleJob(q, job.edocument_id, { phase: FINAL.has(doc.status) ? 'done' : 'poll', afterMs: 0, failures: 0, lastError: null });
      if (outcome.ok) {
        await apply(q, job.edocument_id, { type: 'SENT', envelopeId: outcome.envelopeId });
        return scheduleJob(q, job.edocument_id, { phase: 'poll', afterMs: o.statusPollMs, failures: 0, lastError: null });
      }
      await apply(q, job.edocument_id, { type: 'SEND_FAILED', error: outcome.error });
      const failures = job.failures + 1;
      await scheduleJob(q, job.edocument_id, { phase: outcome.permanent ? 'held' : 'send', afterMs: backoff(failures), failures, lastError: outcome.error });
    });
  }

  /** The events that bring the e-document to the integrator's status, in the machine's order. */
  const eventsTo = (status: string, remote: RemoteState): (Record<string, unknown> & { type: string })[] => {
    if (remote.status === 'queued') return [];
    const events: (Record<string, unknown> & { type: string })[] = status === 'sent' ? [{ type: 'TAX_AUTHORITY_ACCEPTED' }] : [];
    if (status !== 'sent' && status !== 'sentToTaxAuthority') return events;
    if (remote.status === 'reported') events.push({ type: 'REPORT' });
    if (remote.status === 'approved') events.push({ type: 'APPROVE', answer: remote.reason ?? remote.answer });
    if (remote.status === 'rejected') events.push({ type: 'REJECT', answer: remote.reason ?? remote.answer });
    return events;
  };

  async function poll(job: SendJob): Promise<void> {
    let remote: RemoteState | undefined;
    let error = '';
    try {
      const uuid = await db.company(job.company_id, (q) => findEttn(q, job.source_id));
      if (uuid) remote = await (await integratorOf(job.company_id)).status(uuid);
    } catch (e) {
      error = messageOf(e);
    }
    await db.company(job.company_id, async (q) => {
      if (!remote) {
        const failures = job.failures + 1;
        return scheduleJob(q, job.edocument_id, { phase: 'poll', afterMs: backoff(failures), failures, lastError: error || 'no ETTN' });
      }
      let doc = await loadDocument(q, job.edocument_id);
      for (const event of eventsTo(doc.status, remote)) doc = await apply(q, job.edocument_id, event);
      const done = FINAL.has(doc.status) || (remote.final && doc.status !== 'sent');
      await scheduleJob(q, job.edocument_id, { phase: done ? 'done' : 'poll', afterMs: o.statusPollMs, failures: 0, lastError: null });
    });
  }

  async function run(job: SendJob): Promise<void> {
    try {
      await (job.phase === 'send' ? send(job) : poll(job));
    } catch (e) {
      // the lease runs out and the job is taken again
      console.error(`e-document ${job.edocument_id}: ${messageOf(e)}`);
    }
  }

  const rounds = backgroundLoop({
    round: async () => {
      const jobs = await db.system((q) => claimDueJobs(q, o.batch, o.leaseMs));
      await Promise.all(jobs.map(run));
      return jobs.length;
    },
    // a job taken may free the next number of its series (queue.ts): look again at once
    pauseMs: (taken) => (taken ? 0 : o.idleMs),
    report: (e) => console.error(`e-document queue: ${messageOf(e)}`),
  });
  return { stop: () => rounds.stop() };
}
