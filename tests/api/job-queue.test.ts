import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListSchema, type JobView } from '../../src/domain/schemas/jobs';
import { openDatabase } from '../../src/server/db/database';
import { jobQueue } from '../../src/server/jobs/public';
import { defineRateFetch } from '../../src/server/rates/scheduled-fetch';
import { istanbulToday } from '../../src/server/rates/istanbul-day';
import { startServerProcess } from '../support/server-process';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * The durable job queue (issue #32, "One way to run background work"): pg-boss on the app's own database. A job that
 * fails is tried again after a growing pause and is dead when its retries are used up, with its error, until an admin
 * retries it; a singleton key holds one waiting job; a schedule sends its kind by itself (the TCMB fetch); a run shows
 * its progress; and a server killed with SIGKILL in the middle of a run leaves a job that the next server runs once.
 */
const bulletin = readFileSync(new URL('../fixtures/tcmb-today-2015-12-04.xml', import.meta.url)).toString('latin1');

/**
 * A fake TCMB: the 2015-12-04 bulletin re-dated to the day asked; today.xml answers for `today`, else for the day on the
 * clock at the moment it is asked (a day fixed when the file loaded would be yesterday's after midnight in Türkiye, and
 * the server would rightly ask again for today's). `hold` keeps its answers back.
 */
const asked = new Map<string, number>();
let today: string | null = null;
let hold = false;
const held: ServerResponse[] = [];
const fakeTcmb = createServer((req, res) => {
  const path = req.url ?? '';
  const archive = /^\/kurlar\/\d{6}\/(\d{2})(\d{2})(\d{4})\.xml$/.exec(path);
  const [y, m, d] = path === '/kurlar/today.xml' ? (today ?? istanbulToday()).split('-') : archive ? [archive[3]!, archive[2]!, archive[1]!] : [];
  if (!y) return void res.writeHead(404).end();
  const day = `${y}-${m}-${d}`;
  asked.set(day, (asked.get(day) ?? 0) + 1);
  if (hold) return void held.push(res);
  const xml = bulletin.replace('Tarih="04.12.2015" Date="12/04/2015"', `Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"`);
  res.writeHead(200, { 'content-type': 'application/xml; charset=ISO-8859-9' }).end(Buffer.from(xml, 'latin1'));
});
const tcmbUrl = () => `http://127.0.0.1:${(fakeTcmb.address() as AddressInfo).port}/kurlar`;

type Server = Awaited<ReturnType<typeof startOwnServer>>;
let server: Server;
let admin: string;
let auditor: string;
const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const jobs = async (query: string, token = admin, base = server.baseUrl) => {
  const r = await call('GET', `jobs?${query}`, { token, base });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return jobListSchema.parse(r.body.response);
};
const pause = () => call('GET', 'health', { base: server.baseUrl });
const RUN = Date.now().toString(36);

beforeAll(async () => {
  await new Promise<void>((r) => fakeTcmb.listen(0, '127.0.0.1', r));
  // quick timings: a worker looks every 0.5 s, retries wait 1 s (doubling), expired runs are looked for every second
  server = await startOwnServer({ jobs: { pollMs: 500, superviseSeconds: 1, retryDelaySeconds: 1 }, tcmbBaseUrl: tcmbUrl(), keepData: true });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  auditor = await login('denetci@demo.test', undefined, server.baseUrl);
});

afterAll(async () => {
  for (const res of held) res.destroy();
  await server?.close();
  await new Promise((r) => fakeTcmb.close(r));
});

describe('the job queue', () => {
  it('a job that keeps failing is tried again after a growing pause, then is dead with its error until an admin retries it', async () => {
    const kind = `test-flaky-${RUN}`;
    const runs: number[] = [];
    jobQueue(server.db).define(
      kind,
      async () => {
        runs.push(Date.now());
        // down for its first run and both retries; up when an admin retries the dead job
        if (runs.length <= 3) throw new Error('the carrier is down');
        return { shipped: 1 };
      },
      { retry: { limit: 2, delaySeconds: 1, backoff: true } },
    );
    const id = await jobQueue(server.db).send(kind, {});
    const [dead] = (
      await until(
        'the job dead',
        () => jobs(`kind=${kind}&state=dead`),
        (l) => l.items.length === 1,
        pause,
        20_000,
      )
    ).items;
    expect(dead).toMatchObject({ id, kind, state: 'dead', error: 'the carrier is down', retryCount: 2, retryLimit: 2 });
    expect(runs).toHaveLength(3);
    // backoff: the second pause is at least twice the first's floor (1 s, then 2 s)
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(900);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(1900);

    expect((await api('POST', `jobs/${id}/retry`, auditor, {})).status).toBe(403);
    const retried = await api('POST', `jobs/${id}/retry`, admin, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(['retry', 'waiting', 'running', 'done']).toContain((retried.body.response as JobView).state);
    await until(
      'the retried job done',
      () => jobs(`kind=${kind}&state=done`),
      (l) => l.items.length === 1,
      pause,
      10_000,
    );
    expect(runs).toHaveLength(4);
    const again = await api('POST', `jobs/${id}/retry`, admin, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('JB10001');
  });

  it('two sends with one singleton key make one job; another key makes another', async () => {
    const kind = `test-single-${RUN}`;
    jobQueue(server.db).define(kind, async () => undefined, { singleton: true });
    const later = { startAfterMs: 60_000 };
    const first = await jobQueue(server.db).send(kind, { companyId: 1 }, { singletonKey: 'invoice-7', ...later });
    const second = await jobQueue(server.db).send(kind, { companyId: 1 }, { singletonKey: 'invoice-7', ...later });
    const other = await jobQueue(server.db).send(kind, { companyId: 1 }, { singletonKey: 'invoice-8', ...later });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    const listed = await jobs(`kind=${kind}&state=waiting`);
    expect(listed.items.map((j) => j.id).sort()).toEqual([first, other].sort());
    // another company's admin never sees them
    const foreign = await jobQueue(server.db).send(kind, { companyId: 999_999 }, { singletonKey: 'theirs', ...later });
    expect(foreign).toEqual(expect.any(String));
    expect((await jobs(`kind=${kind}`)).items.map((j) => j.id)).not.toContain(foreign);
  });

  it('a run shows its progress while it works, and keeps it when done', async () => {
    const kind = `test-progress-${RUN}`;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    jobQueue(server.db).define(kind, async (_data, job) => {
      await job.progress(1, 2);
      await released;
      await job.progress(2, 2);
    });
    const id = await jobQueue(server.db).send(kind, {});
    const running = await until(
      'the run half way',
      () => jobs(`kind=${kind}&state=running`),
      (l) => l.items[0]?.progress?.done === 1,
      pause,
      10_000,
    );
    expect(running.items[0]).toMatchObject({ id, progress: { done: 1, total: 2 } });
    release();
    const done = await until(
      'the run done',
      () => jobs(`kind=${kind}&state=done`),
      (l) => l.items.length === 1,
      pause,
      10_000,
    );
    expect(done.items[0]!.progress).toEqual({ done: 2, total: 2 });
  });

  it('a schedule sends its kind by itself: the TCMB fetch stores the bulletin of the day, asking TCMB once however many runs', async () => {
    defineRateFetch(jobQueue(server.db), server.db, tcmbUrl(), 200);
    const done = await until(
      'two scheduled runs done',
      () => jobs('kind=tcmb-fetch&state=done'),
      (l) => l.items.length >= 2,
      pause,
      15_000,
    );
    expect(done.kinds).toContain('tcmb-fetch');
    const stored = await server.db.system((q) => q.query<{ day: string }>(`select bulletin_date::text as day from tcmb_bulletins where published`));
    const days = stored.rows.map((r) => r.day);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(asked.get(day), day).toBe(1);
  });

  it('refuses a filter it does not know with a 422 naming the field; an auditor reads, an operator does not', async () => {
    const bad = await api('GET', 'jobs?state=sleeping', admin);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['state']);
    const unknown = await api('GET', 'jobs?colour=red', admin);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['colour']);
    expect((await jobs('', auditor)).items.length).toBeGreaterThan(0);
    const operator = await login('kasa@demo.test', undefined, server.baseUrl);
    expect((await api('GET', 'jobs', operator)).status).toBe(403);
    expect((await api('POST', 'jobs/not-a-job/retry', admin, {})).status).toBe(404);
    expect((await api('POST', 'jobs/00000000-0000-0000-0000-000000000000/retry', admin, { now: true })).status).toBe(422);
  });
});

// last: it stops the file's server to run the app as its own process on the same database
describe('a server killed in the middle of a job', () => {
  it('loses and doubles nothing: after a restart the killed run is run again once, and the bulletin is stored once', async () => {
    await server.close();
    const day = '2026-06-03'; // a Wednesday: today.xml answers for it
    today = day;
    hold = true;
    const env = {
      DEFTER_CLOCK: `${day}T09:00:00Z`,
      TCMB_BASE_URL: tcmbUrl(),
      TCMB_FETCH_EVERY_MS: '3600000',
      JOBS_POLL_MS: '500',
      JOBS_SUPERVISE_S: '1',
      JOBS_EXPIRE_S: '4',
      JOBS_RETRY_DELAY_S: '1',
      CARGO_POLL_MS: '0',
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : { DATA_DIR: server.dataDir }),
    };
    server = { ...server, close: async () => undefined };
    let proc = await startServerProcess(env);
    try {
      // the fetch is under way, TCMB's answer held back: the kill falls in the middle of the run
      while ((asked.get(day) ?? 0) === 0) await new Promise((r) => setTimeout(r, 25));
      // the token of the file's server holds here too (one database, one signing key)
      const [killed] = (await jobs('kind=tcmb-fetch&state=running', admin, proc.url)).items;
      expect(killed).toBeDefined();
      proc.child.kill('SIGKILL');
      await new Promise((r) => proc.child.once('exit', r));
      hold = false;
      for (const res of held.splice(0)) res.destroy();

      proc = await startServerProcess(env);
      const again = await login('admin@demo.test', undefined, proc.url);
      const byId = async () => (await jobs('kind=tcmb-fetch', again, proc.url)).items.find((j) => j.id === killed!.id);
      const done = await until(
        'the killed job run again',
        byId,
        (j) => j?.state === 'done',
        () => call('GET', 'health', { base: proc.url }),
        20_000,
      );
      expect(done!.retryCount).toBe(1);
      // the killed server's ask, then one more: whichever run came second found the bulletin stored
      await until(
        'every run done',
        () => jobs('kind=tcmb-fetch&state=running', again, proc.url),
        (l) => l.items.length === 0,
        () => call('GET', 'health', { base: proc.url }),
        10_000,
      );
      expect(asked.get(day)).toBe(2);
    } finally {
      await proc.stop();
    }
    const db = await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.databaseUrl ? null : server.dataDir });
    try {
      const rows = await db.system((q) => q.query(`select bulletin_no from tcmb_bulletins where bulletin_date = $1 and published`, [day]));
      expect(rows.rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 120_000);
});
