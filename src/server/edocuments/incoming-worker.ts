import type { Database } from '../db/database';
import { decideAndStore } from '../documents/commands';
import { loadDocument } from '../documents/store';
import { systemUser } from '../background/system-user';
import type { IncomingWorkerOptions } from '../config';
import type { JobQueue } from '../jobs/public';
import type { IncomingHeader, Integrator } from './integrator';
import { readIncomingDocument } from './incoming-read';
import { findEdocumentByEttn, incomingExists, insertIncoming, listCompanyTaxNumbers, listUnsentAnswers, markAnswerSent } from './incoming-queries';

/**
 * The incoming side of the integrator, beside the send worker: every `pollMs` it lists what was sent to the companies
 * since its last look (listIncoming), stores each new document once (its ETTN is unique per company), applies a buyer's
 * answer (ApplicationResponse) to the company's commercial invoice it names, and hands the company's own answers to
 * the integrator (respond) until one goes through. It is a scheduled job of the queue (`incoming-edocuments`): the kind
 * is a singleton, so with several servers on one database one run at a time, and an answer is handed over once.
 */
export const DEFAULT_INCOMING_WORKER: IncomingWorkerOptions = { pollMs: 30_000 };

/** listIncoming's `since` looks back this far before the last look, so that nothing listed late is missed (duplicates store nothing). */
const OVERLAP_MS = 10 * 60_000;

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

export function defineIncomingPoll(jobs: JobQueue, db: Database, integrator: Integrator, options: Partial<IncomingWorkerOptions> = {}): void {
  const o = { ...DEFAULT_INCOMING_WORKER, ...options };
  // this server's last look; another server's first run lists from the start (what is stored already stores nothing)
  let since = new Date(0).toISOString();

  /** The buyer answered the company's commercial invoice: the e-document moves to approved or rejected (lifecycles.md §6). */
  async function applyBuyerAnswer(companyId: number, answers: { uuid: string; code: string; description: string }): Promise<void> {
    await db.company(companyId, async (q) => {
      const id = await findEdocumentByEttn(q, answers.uuid);
      if (id === undefined) return;
      let doc = await loadDocument(q, id, true);
      const auth = systemUser(companyId, doc.createdBy);
      if (doc.status === 'sent') doc = (await decideAndStore({ q, auth }, doc, { type: 'TAX_AUTHORITY_ACCEPTED' })).doc;
      if (doc.status !== 'sentToTaxAuthority') return;
      const answer = answers.description && answers.description !== 'FATURAKABUL' ? answers.description : answers.code;
      await decideAndStore({ q, auth }, doc, { type: answers.code === 'RED' ? 'REJECT' : 'APPROVE', answer });
    });
  }

  async function take(header: IncomingHeader, companyId: number): Promise<void> {
    if (await db.company(companyId, (q) => incomingExists(q, header.uuid))) return;
    const xml = await integrator.fetch(header.uuid, 'XML', 'inbox');
    const data = readIncomingDocument(xml);
    if (data.kind === 'answer') {
      if (data.answers) await applyBuyerAnswer(companyId, data.answers);
      return;
    }
    await db.company(companyId, (q) =>
      insertIncoming(q, companyId, {
        ...data,
        number: data.number || header.number,
        uuid: header.uuid,
        senderVkn: header.senderVkn,
        receivedAt: header.receivedAt,
        xml,
      }),
    );
  }

  async function pollIncoming(stopping: () => boolean): Promise<void> {
    const startedAt = Date.now();
    const headers = await integrator.listIncoming(since);
    const companies = await db.system((q) => listCompanyTaxNumbers(q));
    for (const header of headers) {
      // an integrator of one company names no receiver: it is the only company there is
      const company = header.receiverVkn ? companies.find((c) => c.tax_number === header.receiverVkn) : companies.length === 1 ? companies[0] : undefined;
      if (!company) continue;
      if (stopping()) return;
      try {
        await take(header, company.id);
      } catch (e) {
        if (!stopping()) console.error(`incoming e-document ${header.uuid}: ${messageOf(e)}`);
      }
    }
    since = new Date(startedAt - OVERLAP_MS).toISOString();
  }

  async function sendAnswers(stopping: () => boolean): Promise<void> {
    for (const a of await db.system((q) => listUnsentAnswers(q, 20))) {
      if (stopping()) return;
      let error: string | null = null;
      try {
        await integrator.respond(a.uuid, a.answer === 'accept' ? 'KABUL' : 'RED', a.answer_reason ?? '', a.answer_xml);
      } catch (e) {
        error = messageOf(e);
      }
      await db.company(a.company_id, (q) => markAnswerSent(q, a.id, error));
    }
  }

  jobs.define(
    'incoming-edocuments',
    async (_data, job) => {
      await sendAnswers(() => job.stopping());
      await pollIncoming(() => job.stopping());
    },
    { schedule: { everyMs: o.pollMs }, expireSeconds: 120 },
  );
}
