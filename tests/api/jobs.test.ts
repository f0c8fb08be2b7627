import { beforeAll, describe, expect, it } from 'vitest';
import { colleaguePageSchema } from '../../src/domain/schemas/users';
import { call, login } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Notes, tasks and jobs (lifecycles.md §8) over the documents API: the job machine's transitions allowed and refused,
 * who may write each, a job's account and the sales made for it, and every invalid field a 422 in the user's language
 * that stores nothing.
 */
const RUN = `J${Date.now().toString(36)}`;
let d: Demo;
let kasa: string;
let admin: string;
let colleague: number;

type Doc = { id: number; version: number; type: string; status: string; number: string; allowedEvents: string[] } & Record<string, unknown>;

const create = async (body: Record<string, unknown>, token = admin) => {
  const r = await call('POST', 'documents', { token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Doc;
};
const send = (doc: Doc, type: string, extra: Record<string, unknown> = {}, token = admin) =>
  call('POST', `documents/${doc.id}/events`, { token, body: { type, version: doc.version, ...extra } });
const count = async (type: string) => (await call('GET', `documents?type=${type}&limit=1`, { token: admin })).body.response.total as number;

beforeAll(async () => {
  d = await demo();
  admin = d.admin;
  kasa = d.cashier;
  const people = colleaguePageSchema.parse((await call('GET', 'colleagues', { token: kasa })).body.response);
  colleague = people.items.find((p) => p.name)!.id;
});

describe('the job machine through the API', () => {
  it('a task goes pending → inProcess → completed; in process it refuses EDIT and CANCEL, and a stale version changes nothing', async () => {
    const task = await create({ type: 'task', title: `${RUN} tedarikçiyi ara`, priority: 'high', dueDate: '2025-03-01', assigneeId: colleague });
    expect(task).toMatchObject({ status: 'pending', priority: 'high', dueDate: '2025-03-01', assigneeId: colleague });
    expect(task.number).toMatch(/^GR\d{10}$/);
    expect(task.allowedEvents).toEqual(expect.arrayContaining(['EDIT', 'START', 'CANCEL']));
    expect(task.allowedEvents).not.toContain('COMPLETE');

    const early = await send(task, 'COMPLETE');
    expect(early.status).toBe(409);

    const started = await send(task, 'START');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const inProcess = started.body.response as Doc;
    expect(inProcess.status).toBe('inProcess');
    expect((await send(task, 'COMPLETE')).status).toBe(409); // the version read before START is stale

    const edit = await send(inProcess, 'EDIT', { title: 'başka' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('job.locked');
    const cancel = await send(inProcess, 'CANCEL', {}, admin);
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('job.inProcessCannotCancel');

    const done = await send(inProcess, 'COMPLETE');
    expect(done.status).toBe(200);
    expect(done.body.response).toMatchObject({ status: 'completed', title: `${RUN} tedarikçiyi ara`, allowedEvents: [] });
    const replay = await call('GET', `documents/${task.id}/replay`, { token: d.auditor });
    expect(replay.body.response).toMatchObject({ status: 'completed', matches: true, chainValid: true });
  });

  it('a pending note is edited (null clears a field) and cancelled; a cancelled one refuses every change', async () => {
    const note = await create({ type: 'note', title: `${RUN} cuma erken kapanıyor`, dueDate: '2025-04-01', note: 'tedarikçi' });
    expect(note.number).toMatch(/^NT\d{10}$/);
    expect(note.priority).toBe('medium');
    const edited = await send(note, 'EDIT', { priority: 'low', dueDate: null });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.response.priority).toBe('low');
    expect(edited.body.response.dueDate).toBeUndefined();
    const cancelled = await send(edited.body.response, 'CANCEL');
    expect(cancelled.body.response.status).toBe('cancelled');
    const after = await send(cancelled.body.response, 'EDIT', { title: 'x' });
    expect(after.status).toBe(409);
    expect((await send(cancelled.body.response, 'START')).status).toBe(409);
    // the notes list finds it by its title
    const found = await call('GET', `documents?type=note,task&q=${encodeURIComponent(`${RUN} cuma`)}&limit=10`, { token: d.auditor });
    expect(found.body.response.items.map((i: Doc) => i.id)).toEqual([note.id]);
  });
});

describe('who writes notes, tasks and jobs', () => {
  it('every member of staff writes notes and tasks, jobs are the manager’s and the employee’s, the auditor reads and writes none', async () => {
    // the cashier (operator) writes a note and a task, and moves their task along
    const note = await create({ type: 'note', title: `${RUN} kasa notu` }, kasa);
    const task = await create({ type: 'task', title: `${RUN} kasa görevi` }, kasa);
    expect((await send(task, 'START', {}, kasa)).status).toBe(200);
    expect((await call('POST', 'documents', { token: kasa, body: { type: 'job', title: `${RUN} tamir` } })).status).toBe(403);
    await create({ type: 'job', title: `${RUN} muhasebe işi` }, d.accountant);

    const before = await count('note');
    expect((await call('POST', 'documents', { token: d.auditor, body: { type: 'note', title: `${RUN} denetçi` } })).status).toBe(403);
    expect((await send(note, 'EDIT', { title: 'denetçi' }, d.auditor)).status).toBe(403);
    expect(await count('note')).toBe(before);
    // the auditor reads them, and so does every user whose menu holds the notes list
    expect((await call('GET', `documents/${note.id}`, { token: d.auditor })).status).toBe(200);
    const menu = JSON.stringify((await call('GET', 'menu', { token: await login('denetci@demo.test') })).body.response);
    expect(menu).toContain('/not/list');
  });
});

describe('a job, its account and the sales made for it', () => {
  it('a job names its customer; a sales invoice made for it links back and is listed with the job’s sales', async () => {
    const job = await create({ type: 'job', kind: 'repair', title: `${RUN} cilt onarımı`, accountId: d.customer.id });
    expect(job).toMatchObject({ kind: 'repair', accountId: d.customer.id });
    expect(job.number).toMatch(/^IS\d{10}$/);
    const byAccount = await call('GET', `documents?type=job&accountId=${d.customer.id}&q=${RUN}&limit=10`, { token: admin });
    expect(byAccount.body.response.items.map((i: Doc) => i.id)).toEqual([job.id]);

    const p = d.products[0]!;
    const sale = await create({
      type: 'salesInvoice',
      accountId: d.customer.id,
      jobId: job.id,
      lines: [{ productId: p.id, quantity: '1', unitPrice: '40.00', vatRate: 20 }],
    });
    expect(sale.jobId).toBe(job.id);
    const other = await create({ type: 'salesInvoice', accountId: d.customer.id, lines: [{ productId: p.id, quantity: '1', unitPrice: '1.00', vatRate: 20 }] });
    const ofJob = await call('GET', `documents?type=salesInvoice,salesWaybill,posSale&jobId=${job.id}&limit=10`, { token: admin });
    expect(ofJob.body.response.items.map((i: Doc) => i.id)).toEqual([sale.id]);
    const ofAnyJob = (await call('GET', `documents?type=salesInvoice&jobId=any&limit=500`, { token: admin })).body.response.items.map((i: Doc) => i.id);
    expect(ofAnyJob).toContain(sale.id);
    expect(ofAnyJob).not.toContain(other.id);

    // a sale names a job of the company, never a task or a note
    const task = await create({ type: 'task', title: `${RUN} görev` });
    for (const jobId of [task.id, 2_000_000_000]) {
      const r = await call('POST', 'documents', { token: admin, lang: 'en', body: { type: 'salesInvoice', accountId: d.customer.id, jobId, lines: [] } });
      expect(r.status, `${jobId} ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.body.errors).toEqual({ jobId: ['This job was not found.'] });
    }
  });

  it('a cancelled job takes no more sales: a sale naming it is refused on jobId, whatever screen sends it', async () => {
    const job = await create({ type: 'job', kind: 'service', title: `${RUN} iptal edilen iş`, accountId: d.customer.id });
    const before = await count('salesInvoice');
    expect((await send(job, 'CANCEL')).status).toBe(200);
    const r = await call('POST', 'documents', { token: admin, lang: 'en', body: { type: 'salesInvoice', accountId: d.customer.id, jobId: job.id, lines: [] } });
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.errors).toEqual({ jobId: ['This job is cancelled; no sale can be made for it.'] });
    expect(await count('salesInvoice')).toBe(before);
  });
});

describe('invalid bodies', () => {
  it('422 names each wrong field in the asked language, and nothing is written', async () => {
    const before = await count('job,task,note');
    const many = await call('POST', 'documents', {
      token: admin,
      lang: 'en',
      body: { type: 'task', title: '', priority: 'urgent', dueDate: '2025-02-30', kind: 'poetry' },
    });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors).sort()).toEqual(['dueDate', 'kind', 'priority', 'title']);
    expect(many.body.errors.priority).toEqual(['The priority must be low, medium or high.']);

    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'note', title: 'x', accountId: d.customer.id }, 'accountId', 'Only a job has a current account and a kind; a note or a task has neither.'],
      [{ type: 'job', title: 'x', accountId: 2_000_000_000 }, 'accountId', 'No record found.'],
      [{ type: 'task', title: 'x', assigneeId: 2_000_000_000 }, 'assigneeId', 'The assignee must be an active user of the company.'],
    ];
    for (const [body, field, message] of cases) {
      const r = await call('POST', 'documents', { token: admin, lang: 'en', body });
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors).toEqual({ [field]: [message] });
    }
    // another company's account and user are not this company's
    const oteki = await login('admin@oteki.test');
    const theirAccount = (await call('GET', 'accounts?limit=1', { token: oteki })).body.response.items[0].id;
    const theirUser = (await call('GET', 'colleagues', { token: oteki })).body.response.items[0].id;
    const foreign = await call('POST', 'documents', { token: admin, body: { type: 'job', title: 'x', accountId: theirAccount, assigneeId: theirUser } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['accountId']);
    const job = await create({ type: 'job', title: `${RUN} düzenlenecek` });
    const edit = await send(job, 'EDIT', { assigneeId: theirUser });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['assigneeId']);
    const moved = await call('POST', `documents/${job.id}/events`, {
      token: admin,
      lang: 'en',
      body: { type: 'EDIT', version: job.version, accountId: theirAccount },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ accountId: ['No record found.'] });
    expect(await count('job,task,note')).toBe(before + 1);
  });
});
