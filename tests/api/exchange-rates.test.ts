import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Exchange rates (issue #4) against a fake TCMB: a local HTTP server serving the real bulletin of
 * 2015-12-04 as ISO-8859-9 at its archive path, 404 for days without a bulletin, 500 for 2015-11-30.
 * The app under test is a server of this file's own whose TCMB_BASE_URL points at the fake.
 */
const bulletinBytes = readFileSync(new URL('../fixtures/tcmb-today-2015-12-04.xml', import.meta.url));
/** What the bulletin says (turkey.json tcmb.sample of the specification). */
const sample = {
  Bulten_No: '2015/231',
  USD: { Unit: 1, ForexBuying: '2.8921', ForexSelling: '2.8973', BanknoteBuying: '2.8901', BanknoteSelling: '2.9016' },
};

const requests = new Map<string, number>();
const fakeTcmb: Server = createServer((req, res) => {
  const path = req.url ?? '';
  requests.set(path, (requests.get(path) ?? 0) + 1);
  if (path === '/kurlar/201512/04122015.xml') {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(bulletinBytes);
  } else if (path === '/kurlar/201511/30112015.xml') {
    res.writeHead(500).end('down');
  } else res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
});
const asked = (day: string) => {
  const [y, m, d] = day.split('-');
  return requests.get(`/kurlar/${y}${m}/${d}${m}${y}.xml`) ?? 0;
};
const totalRequests = () => [...requests.values()].reduce((a, b) => a + b, 0);

let app: Awaited<ReturnType<typeof startOwnServer>>;
let offline: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let manager: string;
let operator: string;

beforeAll(async () => {
  await new Promise<void>((r) => fakeTcmb.listen(0, '127.0.0.1', r));
  const { port } = fakeTcmb.address() as AddressInfo;
  [app, offline] = await Promise.all([
    startOwnServer({ tcmbBaseUrl: `http://127.0.0.1:${port}/kurlar` }),
    // nothing listens on port 9: the bulletin cannot be fetched
    startOwnServer({ tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' }),
  ]);
  [admin, manager, operator] = await Promise.all(['admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, undefined, app.baseUrl)));
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.close(), offline?.close()]);
  await new Promise((r) => fakeTcmb.close(r));
});

const rate = (date: string, currency: string, opts: { token?: string; lang?: string; base?: string } = {}) =>
  call('GET', `exchange-rates?date=${date}&currency=${currency}`, { token: opts.token ?? admin, lang: opts.lang, base: opts.base ?? app.baseUrl });

describe('GET /api/exchange-rates: the central bank rate of a day', () => {
  it('2015-12-04: the bulletin of that day, as turkey.json has it (decimal strings)', async () => {
    const r = await rate('2015-12-04', 'USD');
    expect(r.status).toBe(200);
    expect(r.body.response).toEqual({
      currency: 'USD',
      date: '2015-12-04',
      bulletinDate: '2015-12-04',
      bulletinNo: sample.Bulten_No,
      forexBuying: sample.USD.ForexBuying,
      forexSelling: sample.USD.ForexSelling,
      banknoteBuying: sample.USD.BanknoteBuying,
      banknoteSelling: sample.USD.BanknoteSelling,
      unit: sample.USD.Unit,
      source: 'tcmb',
    });
    expect(asked('2015-12-04')).toBe(1);
  });

  it('EUR and GBP of the same bulletin come from storage: TCMB is not asked again', async () => {
    const eur = await rate('2015-12-04', 'EUR');
    const gbp = await rate('2015-12-04', 'GBP');
    expect(eur.body.response).toMatchObject({ forexBuying: '3.1464', forexSelling: '3.152', bulletinDate: '2015-12-04' });
    expect(gbp.body.response).toMatchObject({ forexBuying: '4.3632', forexSelling: '4.3859' });
    expect(asked('2015-12-04')).toBe(1);
  });

  it('Saturday 2015-12-05 and Sunday 2015-12-06: the first preceding business day, Friday 2015-12-04', async () => {
    for (const day of ['2015-12-05', '2015-12-06']) {
      const r = await rate(day, 'USD');
      expect(r.status).toBe(200);
      expect(r.body.response).toMatchObject({ date: day, bulletinDate: '2015-12-04', forexSelling: sample.USD.ForexSelling, source: 'tcmb' });
    }
    // weekends are known to have no bulletin: TCMB is not asked for them, and Friday's is stored
    expect(asked('2015-12-05') + asked('2015-12-06')).toBe(0);
    expect(asked('2015-12-04')).toBe(1);
  });

  it('a business day without a file (404, a holiday) walks back, and is remembered: asked once', async () => {
    const first = await rate('2015-12-07', 'USD');
    expect(first.body.response).toMatchObject({ date: '2015-12-07', bulletinDate: '2015-12-04' });
    const before = totalRequests();
    const again = await rate('2015-12-07', 'USD');
    expect(again.body.response).toMatchObject({ bulletinDate: '2015-12-04' });
    expect(asked('2015-12-07')).toBe(1);
    expect(totalRequests()).toBe(before);
  });

  it('TRY is 1, whatever the day, without asking TCMB', async () => {
    const before = totalRequests();
    const r = await rate('2015-12-05', 'TRY');
    expect(r.body.response).toMatchObject({ currency: 'TRY', forexBuying: '1', forexSelling: '1', unit: 1, source: 'base' });
    expect(totalRequests()).toBe(before);
  });

  // a day without a rate is an answer (the browser logs every failed call as an error): 200, no rates, and why
  it('the bulletin cannot be fetched (TCMB down, or not reachable at all): no rate, and why in the user language', async () => {
    const down = await rate('2015-11-30', 'USD');
    expect(down.status).toBe(200);
    expect(down.body.response).toMatchObject({
      currency: 'USD',
      date: '2015-11-30',
      forexSelling: null,
      source: 'none',
      message: 'TCMB kur bülteni alınamadı (30.11.2015, USD). Lütfen kuru elle girin.',
    });
    const unreachable = await rate('2015-12-04', 'EUR', {
      base: offline.baseUrl,
      token: await login('admin@demo.test', undefined, offline.baseUrl),
      lang: 'en',
    });
    expect(unreachable.status).toBe(200);
    expect(unreachable.body.response).toEqual({
      currency: 'EUR',
      date: '2015-12-04',
      bulletinDate: null,
      bulletinNo: null,
      forexBuying: null,
      forexSelling: null,
      banknoteBuying: null,
      banknoteSelling: null,
      unit: 1,
      source: 'none',
      message: "The central bank's (TCMB) exchange rate bulletin could not be fetched (04.12.2015, EUR). Please enter the rate.",
    });
  });

  it('no bulletin in the ten days before: no rate, saying none was found', async () => {
    const r = await rate('2016-01-20', 'USD', { lang: 'de' });
    expect(r.status).toBe(200);
    expect(r.body.response.source).toBe('none');
    expect(r.body.response.message).toContain('20.01.2016');
  });

  it('bad query: 422 for each field', async () => {
    const r = await call('GET', 'exchange-rates?date=2015-02-30&currency=usd', { token: admin, base: app.baseUrl });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['currency', 'date']);
  });
});

describe('POST /api/exchange-rates: a rate entered by hand', () => {
  it('every invalid field in one 422, in the user language', async () => {
    const r = await call('POST', 'exchange-rates', {
      token: manager,
      base: app.baseUrl,
      body: { date: '2015-13-01', currency: 'JPY', forexSelling: '0', forexBuying: '2,9' },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      date: ['Geçerli bir tarih girin.'],
      currency: ['Geçersiz değer.'],
      forexSelling: ['Kur sıfırdan büyük olmalıdır.'],
      forexBuying: ['Geçerli bir sayı girin (ör. 12,50 veya 12.50).'],
    });
    const missing = await call('POST', 'exchange-rates', { token: manager, base: app.baseUrl, body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['currency', 'date', 'forexSelling']);
  });

  it('only admin and manager enter rates', async () => {
    const r = await call('POST', 'exchange-rates', { token: operator, base: app.baseUrl, body: { date: '2015-11-30', currency: 'USD', forexSelling: '2.9' } });
    expect(r.status).toBe(403);
  });

  it('stored once per Idempotency-Key, then served when the bulletin cannot be fetched', async () => {
    const body = { date: '2015-11-30', currency: 'USD', forexSelling: '2.9100', forexBuying: '2.9' };
    const headers = { 'idempotency-key': 'manual-rate-1' };
    const a = await call('POST', 'exchange-rates', { token: manager, base: app.baseUrl, body, headers });
    const b = await call('POST', 'exchange-rates', { token: manager, base: app.baseUrl, body, headers });
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(a.body.response).toMatchObject({ currency: 'USD', date: '2015-11-30', forexSelling: '2.91', forexBuying: '2.9', source: 'manual' });
    const served = await rate('2015-11-30', 'USD');
    expect(served.status).toBe(200);
    expect(served.body.response).toMatchObject({ date: '2015-11-30', bulletinDate: null, forexSelling: '2.91', forexBuying: '2.9', source: 'manual' });
  });

  it('a TCMB rate wins over a manual one of the same day', async () => {
    const put = await call('POST', 'exchange-rates', { token: admin, base: app.baseUrl, body: { date: '2015-12-04', currency: 'USD', forexSelling: '9.99' } });
    expect(put.status).toBe(201);
    expect((await rate('2015-12-04', 'USD')).body.response).toMatchObject({ forexSelling: sample.USD.ForexSelling, source: 'tcmb' });
  });

  it('another company does not see the manual rate (row-level security)', async () => {
    const other = await login('admin@oteki.test', undefined, app.baseUrl);
    const r = await rate('2015-11-30', 'USD', { token: other });
    expect(r.status).toBe(200);
    expect(r.body.response).toMatchObject({ forexSelling: null, source: 'none' });
  });
});

describe('the tables: bulletins are global and read-only to the app role, manual rates are per company', () => {
  const companies = () => app.db.system(async (q) => (await q.query<{ id: number }>(`select id from companies order by id`)).rows.map((r) => r.id));

  it('the app role reads the bulletins but cannot change them', async () => {
    const [a] = await companies();
    const read = await app.db.company(a!, (q) => q.query(`select 1 from tcmb_rates where bulletin_date = '2015-12-04' and currency = 'USD'`));
    expect(read.rowCount).toBe(1);
    await expect(app.db.company(a!, (q) => q.query(`update tcmb_rates set forex_selling = 1 where currency = 'USD'`))).rejects.toThrow(/permission denied/);
  });

  it("a company cannot write another company's manual rate", async () => {
    const [a, b] = await companies();
    const user = await app.db.system(async (q) => (await q.query<{ id: number }>(`select id from users where company_id = $1 limit 1`, [b])).rows[0]!.id);
    await expect(
      app.db.company(a!, (q) =>
        q.query(`insert into manual_exchange_rates (company_id, rate_date, currency, forex_selling, entered_by) values ($1, '2015-11-02', 'USD', 3, $2)`, [
          b,
          user,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('the tables of uploaded bulletins are per company', () => {
  it("a company cannot write another company's uploaded bulletin (row-level security)", async () => {
    const [a, b] = await offline.db.system(async (q) => (await q.query<{ id: number }>(`select id from companies order by id`)).rows.map((r) => r.id));
    const user = await offline.db.system(async (q) => (await q.query<{ id: number }>(`select id from users where company_id = $1 limit 1`, [b])).rows[0]!.id);
    await expect(
      offline.db.company(a!, (q) =>
        q.query(`insert into uploaded_bulletins (company_id, bulletin_date, bulletin_no, uploaded_by) values ($1, '2015-11-02', 'x', $2)`, [b, user]),
      ),
    ).rejects.toThrow(/row-level security/);
    await expect(
      offline.db.company(a!, (q) =>
        q.query(`insert into tcmb_bulletins (bulletin_date, published, bulletin_no, origin) values ('2015-11-02', true, 'x', 'fetch')`),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('POST /api/exchange-rates/bulletin: an uploaded bulletin file (offline installs)', () => {
  const upload = async (bytes: Buffer | string, token: string) => {
    const res = await fetch(`${offline.baseUrl}exchange-rates/bulletin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      body: typeof bytes === 'string' ? bytes : new Blob([new Uint8Array(bytes)]),
    });
    return { status: res.status, body: await res.json() };
  };

  it('the ISO-8859-9 file is read, stored, and then answers without network', async () => {
    const token = await login('admin@demo.test', undefined, offline.baseUrl);
    const r = await upload(bulletinBytes, token);
    expect(r.status).toBe(201);
    expect(r.body.response).toEqual({ bulletinDate: '2015-12-04', bulletinNo: '2015/231', currencies: 18, stored: true });
    const again = await upload(bulletinBytes, token);
    expect(again.status).toBe(200);
    expect(again.body.response.stored).toBe(false);
    const sat = await call('GET', 'exchange-rates?date=2015-12-05&currency=GBP', { token, base: offline.baseUrl });
    expect(sat.body.response).toMatchObject({ bulletinDate: '2015-12-04', bulletinNo: '2015/231', forexSelling: '4.3859', source: 'upload' });
  });

  it('what is not a bulletin: 422 on the file', async () => {
    const token = await login('muhasebe@demo.test', undefined, offline.baseUrl);
    const r = await upload('<html>nope</html>', token);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ file: ['Bu dosya bir TCMB kur bülteni değil.'] });
  });

  it("an upload is its company's own: never another company's rate, never labelled as the central bank's", async () => {
    const [demo, oteki] = await Promise.all([login('admin@demo.test', undefined, offline.baseUrl), login('admin@oteki.test', undefined, offline.baseUrl)]);
    const forged =
      '<Tarih_Date Tarih="20.11.2015" Bulten_No="2015/999"><Currency Kod="USD" CurrencyCode="USD"><Unit>1</Unit>' +
      '<ForexBuying>9.1111</ForexBuying><ForexSelling>9.9999</ForexSelling></Currency></Tarih_Date>';
    const up = await upload(forged, oteki);
    expect(up.status).toBe(201);
    const own = await call('GET', 'exchange-rates?date=2015-11-20&currency=USD', { token: oteki, base: offline.baseUrl });
    expect(own.body.response).toMatchObject({
      date: '2015-11-20',
      bulletinDate: '2015-11-20',
      bulletinNo: '2015/999',
      forexSelling: '9.9999',
      source: 'upload',
    });
    // the weekend after it: the uploaded Friday, as with the central bank's bulletins
    const sunday = await call('GET', 'exchange-rates?date=2015-11-22&currency=USD', { token: oteki, base: offline.baseUrl });
    expect(sunday.body.response).toMatchObject({ bulletinDate: '2015-11-20', forexSelling: '9.9999', source: 'upload' });

    for (const day of ['2015-11-20', '2015-11-22']) {
      const other = await call('GET', `exchange-rates?date=${day}&currency=USD`, { token: demo, base: offline.baseUrl });
      expect(other.status).toBe(200);
      expect(other.body.response).toMatchObject({ forexSelling: null, source: 'none' });
    }
    const demoDays = await call('GET', 'exchange-rates/days?from=2015-11-01&to=2015-12-31', { token: demo, base: offline.baseUrl });
    expect(demoDays.body.response.items.map((i: { date: string; source: string }) => `${i.date} ${i.source}`)).toEqual(['2015-12-04 upload']);
    expect(demoDays.body.response.items[0]).toMatchObject({ bulletinNo: '2015/231', enteredBy: expect.any(String), enteredAt: expect.any(String) });
    const otekiDays = await call('GET', 'exchange-rates/days?from=2015-11-01&to=2015-12-31', { token: oteki, base: offline.baseUrl });
    expect(otekiDays.body.response.items).toEqual([
      expect.objectContaining({
        date: '2015-11-20',
        source: 'upload',
        bulletinNo: '2015/999',
        rates: [expect.objectContaining({ currency: 'USD', forexSelling: '9.9999' })],
      }),
    ]);
    // the central bank's shared tables hold nothing anyone uploaded
    const shared = await offline.db.system((q) => q.query(`select 1 from tcmb_bulletins where published`));
    expect(shared.rowCount).toBe(0);
  });

  it("where TCMB answers, its bulletin wins over a company's uploaded file of the same day", async () => {
    const token = await login('admin@oteki.test', undefined, app.baseUrl);
    const forged =
      '<Tarih_Date Tarih="04.12.2015" Bulten_No="2015/231"><Currency Kod="USD" CurrencyCode="USD"><Unit>1</Unit>' +
      '<ForexSelling>9.9999</ForexSelling></Currency></Tarih_Date>';
    const res = await fetch(`${app.baseUrl}exchange-rates/bulletin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
      body: forged,
    });
    expect(res.status).toBe(201);
    const r = await rate('2015-12-04', 'USD', { token });
    expect(r.body.response).toMatchObject({ forexSelling: sample.USD.ForexSelling, source: 'tcmb' });
  });

  it('a hostile file of unclosed tags is a 422 on the file, and the server goes on answering meanwhile', async () => {
    const token = await login('muhasebe@demo.test', undefined, offline.baseUrl);
    const hostile = '<Tarih_Date Tarih="04.12.2015" Bulten_No="x">' + '<Tarih_Date <Currency Kod="USD"><Unit>'.repeat(5_000);
    expect(hostile.length).toBeGreaterThan(190_000);
    const [r, health] = await Promise.all([upload(hostile, token), call('GET', 'health', { base: offline.baseUrl })]);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ file: ['Bu dosya bir TCMB kur bülteni değil.'] });
    expect(health.status).toBe(200);
  });

  it('a file over the 2 MB limit is refused with 413 RQ10001 before it is read, with or without its length', async () => {
    const token = await login('muhasebe@demo.test', undefined, offline.baseUrl);
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x20);
    const sized = await upload(Buffer.from(big), token);
    expect(sized.status).toBe(413);
    expect(sized.body).toEqual({ code: 'RQ10001', message: 'İstek çok büyük.' });
    // streamed without Content-Length: counted while it is read
    const chunks = [big.subarray(0, 1024 * 1024), big.subarray(1024 * 1024)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await fetch(`${offline.baseUrl}exchange-rates/bulletin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml', 'accept-language': 'en' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'RQ10001', message: 'The request is too large.' });
  });
});

describe('GET /api/exchange-rates/days and POST /api/exchange-rates/fetch', () => {
  it('lists stored bulletins (USD, EUR, GBP) and the company manual rates of a range, newest first', async () => {
    const r = await call('GET', 'exchange-rates/days?from=2015-11-01&to=2015-12-31', { token: admin, base: app.baseUrl });
    expect(r.status).toBe(200);
    const items = r.body.response.items as {
      date: string;
      source: string;
      bulletinNo: string | null;
      enteredBy: string | null;
      rates: { currency: string; forexSelling: string }[];
    }[];
    expect(items.map((i) => `${i.date} ${i.source}`)).toEqual(['2015-12-04 manual', '2015-12-04 tcmb', '2015-11-30 manual']);
    const tcmb = items.find((i) => i.source === 'tcmb')!;
    expect(tcmb.bulletinNo).toBe('2015/231');
    expect(tcmb.rates.map((x) => x.currency)).toEqual(['EUR', 'GBP', 'USD']);
    expect(items.find((i) => i.date === '2015-11-30')).toMatchObject({ enteredBy: 'Zeynep Demir', rates: [{ currency: 'USD', forexSelling: '2.91' }] });
  });

  it('a range out of order: 422 on "to"', async () => {
    const r = await call('GET', 'exchange-rates/days?from=2015-12-31&to=2015-11-01', { token: admin, base: app.baseUrl });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ to: ['İlk tarih ikinci tarihten büyük olamaz.'] });
  });

  it('fetch a day: the bulletin that answers for it; unreachable: no bulletin, and why', async () => {
    const ok = await call('POST', 'exchange-rates/fetch', { token: manager, base: app.baseUrl, body: { date: '2015-12-06' } });
    expect(ok.status).toBe(200);
    expect(ok.body.response).toEqual({ date: '2015-12-06', bulletinDate: '2015-12-04', bulletinNo: '2015/231' });
    const token = await login('admin@demo.test', undefined, offline.baseUrl);
    const down = await call('POST', 'exchange-rates/fetch', { token, base: offline.baseUrl, body: {} });
    expect(down.status).toBe(200);
    expect(down.body.response).toMatchObject({ bulletinDate: null, bulletinNo: null });
    expect(down.body.response.message).toMatch(
      /^TCMB kur bülteni alınamadı \(\d{2}\.\d{2}\.\d{4}\)\. Kuru elle girebilir ya da bülten dosyasını yükleyebilirsiniz\.$/,
    );
  });
});
