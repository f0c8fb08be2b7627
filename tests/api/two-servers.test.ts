import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../src/domain/clock/clock';
import { CSV_SEPARATORS } from '../../src/domain/schemas/area-settings';
import { isWeekend, parseTcmbBulletin } from '../../src/domain/money/tcmb';
import { istanbulToday } from '../../src/server/rates/istanbul-day';
import { call, login, type CallOptions } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { freshPostgresDatabase } from './own-server';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { startServerProcess } from '../support/server-process';

/**
 * Issue #27, "two servers on one PostgreSQL": two server processes, started as `npm start` starts one, on one fresh
 * database and one sandbox integrator. Background work runs once whichever server picks it, and what one server
 * changes the other shows at once. PostgreSQL only: a PGlite database belongs to the one process that opened it.
 */
const bulletin = readFileSync(new URL('../fixtures/tcmb-today-2015-12-04.xml', import.meta.url)).toString('latin1');

/** The bulletin that answers for `today` (the day itself, or the last weekday before it) and the file it is fetched from. */
function expectedBulletin(today: string): { day: string; path: string } {
  let day = today;
  while (isWeekend(day)) day = addDays(day, -1);
  const [y, m, d] = day.split('-');
  return { day, path: day === today ? '/kurlar/today.xml' : `/kurlar/${y}${m}/${d}${m}${y}.xml` };
}

/**
 * A fake TCMB that answers 503 until `open`, then the 2015-12-04 bulletin re-dated to the day asked, slowly: a server
 * that fetched without the lease would be caught asking while the other is still waiting for its answer.
 */
const answered = new Map<string, number>();
let tcmbOpen = false;
const fakeTcmb: Server = createServer((req, res) => {
  const path = req.url ?? '';
  if (!tcmbOpen) return void res.writeHead(503).end('not yet');
  const archive = /^\/kurlar\/\d{6}\/(\d{2})(\d{2})(\d{4})\.xml$/.exec(path);
  const [y, m, d] = path === '/kurlar/today.xml' ? istanbulToday().split('-') : archive ? [archive[3]!, archive[2]!, archive[1]!] : [];
  if (!y) return void res.writeHead(404).end();
  answered.set(path, (answered.get(path) ?? 0) + 1);
  const xml = bulletin.replace('Tarih="04.12.2015" Date="12/04/2015"', `Tarih="${d}.${m}.${y}" Date="${m}/${d}/${y}"`);
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/xml; charset=ISO-8859-9' }).end(Buffer.from(xml, 'latin1')), 300);
});

type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;
type Proc = Awaited<ReturnType<typeof startServerProcess>>;

// skipped on PGlite: its database belongs to the one process that opened it, two servers cannot share it
describe.skipIf(inject('databaseKind') !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let sandbox: Sandbox;
  let a: Proc;
  let b: Proc;
  let database: pg.Client;
  let tokenA: string;
  let tokenB: string;
  const viaA = (method: string, path: string, body?: unknown) => call(method, path, { token: tokenA, body, base: a.url });
  const viaB = (method: string, path: string, body?: unknown) => call(method, path, { token: tokenB, body, base: b.url });

  beforeAll(async () => {
    await new Promise<void>((r) => fakeTcmb.listen(0, '127.0.0.1', r));
    sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' });
    const databaseUrl = await freshPostgresDatabase(inject('databaseUrl'), inject('databaseAdminUrl'));
    const env = {
      DATABASE_URL: databaseUrl,
      INTEGRATOR_URL: sandbox.url,
      TCMB_BASE_URL: `http://127.0.0.1:${(fakeTcmb.address() as AddressInfo).port}/kurlar`,
      TCMB_FETCH_EVERY_MS: '100',
      DEMO_HISTORY: '0',
      SEND_IDLE_MS: '20',
      SEND_BACKOFF_MS: '20',
      SEND_POLL_MS: '50',
      INCOMING_POLL_MS: '50',
    };
    // started together, as behind a load balancer: both migrate and seed the empty database, one of them does it
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    tcmbOpen = true;
    database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    [tokenA, tokenB] = await Promise.all([login('admin@demo.test', 'demo1234', a.url), login('admin@demo.test', 'demo1234', b.url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.end();
    await sandbox?.stop();
    // the servers' fetches keep their connections alive: closed here, or close() would wait for them to time out
    fakeTcmb.closeAllConnections();
    await new Promise((r) => fakeTcmb.close(r));
  });

  it('a queued e-document is sent to the integrator once while the send workers of both servers run', async () => {
    const products = (await viaA('GET', 'products?limit=1')).body.response.items as { id: number }[];
    const person = await viaA('POST', 'accounts', {
      kind: 'customer',
      name: 'İki Sunucu Müşterisi',
      personType: 'individual',
      taxNumber: '10010405214',
      city: 'İstanbul',
      district: 'Kadıköy',
      street: 'Moda Cad.',
      buildingNo: '12',
      postalCode: '34710',
    });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    const invoices = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const api = i % 2 ? viaB : viaA;
        let doc = (
          await api('POST', 'documents', {
            type: 'salesInvoice',
            accountId: person.body.response.id,
            lines: [{ productId: products[0]!.id, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
          })
        ).body.response;
        for (const type of ['START', 'COMPLETE'])
          doc = (await api('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' })).body.response;
        return doc.id as number;
      }),
    );
    const queued = await Promise.all(invoices.map((id, i) => (i % 2 ? viaA : viaB)('POST', `documents/${id}/edocument`, { action: 'send' })));
    for (const r of queued) expect(r.status, JSON.stringify(r.body)).toBe(202);
    const sent = queued.map((r) => r.body.response as { id: number; uuid: string });

    const until = Date.now() + 30_000;
    for (;;) {
      const items = (await viaB('GET', 'edocuments?direction=outgoing&limit=500')).body.response.items as { id: number; status: string }[];
      const status = new Map(items.map((e) => [e.id, e.status]));
      if (sent.every((s) => status.get(s.id) === 'reported')) break;
      expect(Date.now() < until, `not all reported: ${JSON.stringify(sent.map((s) => status.get(s.id)))}`).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
    }
    const atSandbox = (await sandbox.admin('documents')).items as { uuid: string; sendCalls: number }[];
    expect(sent.map((s) => atSandbox.filter((d) => d.uuid === s.uuid).map((d) => d.sendCalls))).toEqual(sent.map(() => [1]));
  }, 45_000);

  it('an answer to an incoming invoice is handed to the integrator once while the incoming workers of both servers run', async () => {
    const supplied = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const r = await fetch(`${sandbox.url}/admin/incoming`, { method: 'POST', body: JSON.stringify({ receiverVkn: '2920084496', kind: 'invoice' }) });
        return ((await r.json()) as { uuid: string }).uuid;
      }),
    );
    const incoming = async () =>
      (await viaB('GET', 'edocuments?direction=incoming&limit=500')).body.response.items as { id: number; uuid: string; answerSentAt: string | null }[];
    const until = async (what: string, done: (items: Awaited<ReturnType<typeof incoming>>) => boolean) => {
      const deadline = Date.now() + 20_000;
      for (let items = await incoming(); !done(items); items = await incoming()) {
        expect(Date.now() < deadline, `${what}: ${JSON.stringify(items)}`).toBe(true);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until('the supplied invoices, each stored once', (items) => supplied.every((u) => items.filter((i) => i.uuid === u).length === 1));
    const ours = (await incoming()).filter((i) => supplied.includes(i.uuid));
    // the integrator answers slowly: a server that handed answers over without the lease would hand one over twice
    await sandbox.admin('faults', { delay: 1, delayMs: 200 });
    const answered = await Promise.all(ours.map((i, n) => (n % 2 ? viaA : viaB)('POST', `edocuments/${i.id}/answer`, { answer: 'accept' })));
    for (const r of answered) expect(r.status, JSON.stringify(r.body)).toBe(200);
    await until('the answers handed over', (items) => items.filter((i) => supplied.includes(i.uuid) && i.answerSentAt !== null).length === supplied.length);
    await sandbox.admin('faults', {});
    const atSandbox = (await sandbox.admin('incoming')).items as { uuid: string; answerCalls?: number }[];
    expect(supplied.map((u) => atSandbox.find((i) => i.uuid === u)?.answerCalls)).toEqual(supplied.map(() => 1));
  });

  it('an overdue ready hold expires once while both servers read the holds queue: its copy goes to the next member only', async () => {
    const api = (method: string, path: string, opts: CallOptions) => call(method, path, { ...opts, base: a.url });
    const copy = await newLibraryCopy(tokenA, {}, api);
    const [borrower, first, second, third] = await Promise.all([1, 2, 3, 4].map(() => newLibraryMember(tokenA, {}, api)));
    expect((await viaA('POST', 'library/lend', { cardNumber: borrower!.cardNumber, barcode: copy.barcode })).status).toBe(201);
    for (const m of [first, second, third]) expect((await viaA('POST', 'library/holds', { memberId: m!.id, productId: copy.productId })).status).toBe(201);
    const back = await viaB('POST', 'library/return', { barcode: copy.barcode });
    expect(back.body.response.holdFor).toMatchObject({ memberId: first!.id, status: 'ready' });
    await database.query(`update library_holds set ready_until = current_date - 1 where id = $1`, [back.body.response.holdFor.id]);

    const reads = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? viaB : viaA)('GET', `library/holds?productId=${copy.productId}`)));
    for (const r of reads) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const queue = (await viaB('GET', `library/holds?productId=${copy.productId}`)).body.response.items as object[];
    expect(queue).toEqual([
      expect.objectContaining({ memberId: second!.id, status: 'ready', copyId: copy.id }),
      expect.objectContaining({ memberId: third!.id, status: 'waiting' }),
    ]);
  });

  it(
    'the scheduled TCMB fetch of both servers asks TCMB once for the bulletin and stores one rate row per day and currency',
    { timeout: 120_000 },
    async () => {
      const expected = expectedBulletin(istanbulToday());
      // the schedule sends its first job as each server starts; a run of a server that stopped comes back within its 2 minutes
      const until = Date.now() + 70_000;
      while ((await database.query(`select 1 from tcmb_bulletins where bulletin_date = $1 and published`, [expected.day])).rows.length === 0) {
        if (Date.now() > until) {
          const jobs = (await database.query(`select state, count(*)::integer as n from pgboss.job where name = 'tcmb-fetch' group by state`)).rows;
          const days = (await database.query(`select bulletin_date::text as day, published from tcmb_bulletins`)).rows;
          expect.fail(`the bulletin of ${expected.day} was not fetched: ${JSON.stringify({ asked: Object.fromEntries(answered), jobs, days })}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      // several more rounds of both servers
      await new Promise((r) => setTimeout(r, 1000));
      expect(Object.fromEntries(answered)).toEqual({ [expected.path]: 1 });
      const rows = await database.query<{ currency: string; n: number }>(
        `select currency, count(*)::integer as n from tcmb_rates where bulletin_date = $1 group by currency order by currency`,
        [expected.day],
      );
      expect(rows.rows.map((r) => r.currency)).toEqual(Object.keys(parseTcmbBulletin(bulletin).rates).sort());
      expect(rows.rows.filter((r) => r.n !== 1)).toEqual([]);
    },
  );

  it('a setting changed through one server is read at once through the other', async () => {
    const before = (await viaB('GET', 'general-settings')).body.response as { version: number; csvSeparator: string; defaultCurrency: string };
    const csvSeparator = CSV_SEPARATORS.find((s) => s !== before.csvSeparator)!;
    const put = await viaA('PUT', 'general-settings', { version: before.version, csvSeparator, defaultCurrency: before.defaultCurrency });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await viaB('GET', 'general-settings')).body.response).toEqual(put.body.response);
  });
});
