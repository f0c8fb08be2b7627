import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';
import { call, login, type CallOptions } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { startOwnServer } from './own-server';

/**
 * The reader area (/okuyucu, issue #18): the public catalogue of the company the host opens, a member's sign-in with
 * card number and PIN, renewals and holds decided as at the counter. A server of its own: the tests give the
 * companies reader hosts and change the loan rules.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let other: string;
const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });
const OTHER_HOST = 'okuyucu.oteki.test';
const reader = (path: string, opts: CallOptions & { host?: string } = {}) =>
  api(opts.body === undefined ? 'GET' : 'POST', `reader/${path}`, {
    ...opts,
    headers: { ...(opts.host ? { 'x-forwarded-host': opts.host } : {}), ...(opts.headers ?? {}) },
  });
const signIn = (cardNumber: string, pin: string, lang = 'tr') => reader('login', { body: { cardNumber, pin }, lang });
const asMember = async (cardNumber: string, pin = '4321') => {
  const r = await signIn(cardNumber, pin);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response.token as string;
};
const newTitle = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
  const locations = (await api('GET', 'locations', { token })).body.response.items;
  const r = await api('POST', 'products', { token, body: { name, unit: 'ADET', vatRate: 0, price: '10.00', locationId: locations[0].id, ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  other = await login('admin@oteki.test', 'demo1234', server.baseUrl);
  await api('POST', 'modules/frontappui/license/accept', { token: other });
  // renewals: one at most, so that the limit is reached at once
  await api('PUT', 'library/rules', { token: admin, body: { defaultRule: { ...DEFAULT_LOAN_RULE, maxRenewals: 1 }, cells: [], holdExpiryDays: 7 } });
});
afterAll(() => server?.close());

describe('the public catalogue', () => {
  it('is the catalogue of the company the host opens, folds Turkish letters, pages, and shows no member', async () => {
    const demoTitle = await newTitle(admin, 'Öğrenci Şarkıları');
    const shelf = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
    const { barcode } = await newLibraryCopy(admin, { productId: demoTitle, locationId: shelf }, api);
    await newLibraryCopy(admin, { productId: demoTitle, locationId: shelf }, api);
    const otherTitle = await newTitle(other, 'Öğrenci Defteri Öteki');
    await newLibraryCopy(other, { productId: otherTitle }, api);

    // Öteki opens its reader area at its own host; the demo's stays the one without a host
    const none = await api('GET', 'library/reader-settings', { token: other });
    expect(none.body.response).toMatchObject({ version: 0, host: null, holdsOffered: true });
    const saved = await api('PUT', 'library/reader-settings', {
      token: other,
      body: { ...none.body.response, host: 'Okuyucu.Oteki.test', notices: 'Öteki duyuru' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toMatchObject({ version: 1, host: OTHER_HOST });
    const stale = await api('PUT', 'library/reader-settings', { token: other, body: { ...none.body.response, host: OTHER_HOST } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('RD10004');
    const demoSettings = (await api('GET', 'library/reader-settings', { token: admin })).body.response;
    const taken = await api('PUT', 'library/reader-settings', {
      token: admin,
      lang: 'en',
      body: { ...demoSettings, host: OTHER_HOST, fields: ['author', 'nope'] },
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors).sort()).toEqual(['fields.1']);
    const hostTaken = await api('PUT', 'library/reader-settings', { token: admin, lang: 'en', body: { ...demoSettings, host: OTHER_HOST } });
    expect(hostTaken.status).toBe(422);
    expect(hostTaken.body.errors.host).toEqual(["This address is another library's reader area."]);
    const cashier = await login('kasa@demo.test', 'demo1234', server.baseUrl);
    expect((await api('PUT', 'library/reader-settings', { token: cashier, body: demoSettings })).status).toBe(403);

    const home = await reader('home');
    expect(home.body.response).toMatchObject({ library: 'Demo Kitabevi', holdsOffered: true });
    expect(home.body.response.openingHours).not.toBe('');
    expect((await reader('home', { host: OTHER_HOST })).body.response).toMatchObject({ library: 'Öteki Ltd', notices: 'Öteki duyuru' });

    const titles = async (q: string, host?: string) =>
      (await reader(`titles?q=${encodeURIComponent(q)}`, { host })).body.response.items.map((t: { title: string }) => t.title);
    expect(await titles('ogrenci')).toEqual(['Öğrenci Şarkıları']);
    expect(await titles('ÖĞRENCİ şark')).toEqual(['Öğrenci Şarkıları']);
    expect(await titles('ogrenci', OTHER_HOST)).toEqual(['Öğrenci Defteri Öteki']);
    // the demo's books: by author and by ISBN (Öteki's product has the same barcode but is another company's and no library's)
    expect(await titles('sabahattin')).toEqual(['Kürk Mantolu Madonna']);
    expect(await titles('978-90-245-3827-0')).toEqual(['Kürk Mantolu Madonna']);
    expect(await titles('978-90-245-3827-0', OTHER_HOST)).toEqual([]);
    // a title without a copy is no library's: the demo's stationery is not in the catalogue
    expect(await titles('kalem')).toEqual([]);

    const all = (await reader('titles?limit=2')).body.response;
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(2);
    const second = (await reader('titles?limit=2&offset=2')).body.response.items;
    expect([...all.items, ...second].map((t: { title: string }) => t.title)).toEqual([
      'İnce Memed',
      'Kürk Mantolu Madonna',
      'Öğrenci Şarkıları',
      'Tutunamayanlar',
    ]);
    expect(all.items[0]).toMatchObject({ copies: 2, available: 2 });

    // the title's page: shelves and statuses, the due date of a lent copy, never who has it
    const borrower = await newLibraryMember(admin, { name: 'Gizli Okur Hanım', pin: '4321' }, api);
    expect((await api('POST', 'library/lend', { token: admin, body: { cardNumber: borrower.cardNumber, barcode } })).status).toBe(201);
    const page = await reader(`titles/${demoTitle}`);
    expect(page.status).toBe(200);
    expect(page.body.response).toMatchObject({ title: 'Öğrenci Şarkıları', copies: 2, available: 1, holdsOffered: true, waiting: 0 });
    const lent = page.body.response.copyList.find((c: { status: string }) => c.status === 'lent');
    expect(lent.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lent.location).not.toBeNull();
    expect(JSON.stringify(page.body)).not.toMatch(/Gizli|memberId|cardNumber|K\d{4}/);
    // another company's title is not found here, and bad queries name their field
    expect((await reader(`titles/${otherTitle}`)).status).toBe(404);
    const bad = await reader('titles?limit=0&offset=-1', { lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'offset']);

    // fields the library does not show are left out
    await api('PUT', 'library/reader-settings', { token: admin, body: { ...demoSettings, fields: ['isbn'] } });
    const hidden = (await reader(`titles/${demoTitle}`)).body.response;
    expect(hidden.copyList.every((c: { location: unknown; dueDate: unknown }) => c.location === null && c.dueDate === null)).toBe(true);
    expect((await reader('titles?q=sabahattin')).body.response.items[0].author).toBeNull();
    await api('PUT', 'library/reader-settings', { token: admin, body: { ...demoSettings, version: demoSettings.version + 1 } });
  });
});

describe('members in the reader area', () => {
  it('sign in with card and PIN (hashed, throttled), see only their own loans, and their session opens nothing of the staff', async () => {
    const member = await newLibraryMember(admin, { pin: '4321' }, api);
    const noPin = await newLibraryMember(admin, {}, api);
    const wrong = await signIn(member.cardNumber, '0000', 'en');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'RD10001', message: 'Wrong card number or PIN.' });
    expect((await signIn(noPin.cardNumber, '12')).status).toBe(422);
    expect((await signIn(noPin.cardNumber, '1234')).body.code).toBe('RD10001');
    expect((await signIn('NO-SUCH-CARD', '1234')).body.code).toBe('RD10001');
    // the card is another company's at Öteki's host
    expect((await reader('login', { host: OTHER_HOST, body: { cardNumber: member.cardNumber, pin: '4321' } })).body.code).toBe('RD10001');

    const token = await asMember(member.cardNumber.toLowerCase());
    const bearer = { authorization: `Bearer ${token}` };
    const account = await reader('account', { headers: bearer });
    expect(account.status).toBe(200);
    expect(account.body.response).toMatchObject({ cardNumber: member.cardNumber, loans: [], holds: [] });
    // a reader's token is no staff session, and a staff token is no reader's
    expect((await api('GET', 'library/members', { headers: bearer })).status).toBe(401);
    expect((await reader('account', { headers: { authorization: `Bearer ${admin}` } })).body.code).toBe('RD10002');
    expect((await reader('account')).status).toBe(401);
    // a new PIN ends the sessions made with the old one; signing out ends this one
    const full = (await api('GET', `library/members/${member.id}`, { token: admin })).body.response;
    await api('PUT', `library/members/${member.id}`, { token: admin, body: { ...full, pin: '5678' } });
    expect((await reader('account', { headers: bearer })).status).toBe(401);
    const again = await asMember(member.cardNumber, '5678');
    expect((await reader('logout', { headers: { authorization: `Bearer ${again}` }, body: {} })).status).toBe(200);
    expect((await reader('account', { headers: { authorization: `Bearer ${again}` } })).status).toBe(401);

    // five wrong PINs, then the card waits (429 with Retry-After), even with the right PIN
    const tried = await newLibraryMember(admin, { pin: '1111' }, api);
    for (let i = 0; i < 5; i++) expect((await signIn(tried.cardNumber, '9999')).status).toBe(401);
    const throttled = await signIn(tried.cardNumber, '1111');
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('AU10003');
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('renew their own loans where the loan machine allows: refused when another holds the title and at the limit', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newLibraryMember(admin, { pin: '4321' }, api)));
    const copy = await newLibraryCopy(admin, {}, api);
    const second = await newLibraryCopy(admin, {}, api);
    expect((await api('POST', 'library/lend', { token: admin, body: { cardNumber: a.cardNumber, barcode: copy.barcode } })).status).toBe(201);
    expect((await api('POST', 'library/lend', { token: admin, body: { cardNumber: a.cardNumber, barcode: second.barcode } })).status).toBe(201);
    const ta = await asMember(a.cardNumber);
    const loans = (await reader('account', { headers: { authorization: `Bearer ${ta}` } })).body.response.loans as {
      id: number;
      version: number;
      productId: number;
      dueDate: string;
    }[];
    expect(loans).toHaveLength(2);
    const first = loans.find((l) => l.productId === copy.productId)!;
    const other2 = loans.find((l) => l.productId === second.productId)!;

    // another's loan is not found for b
    const tb = await asMember(b.cardNumber);
    expect((await reader(`loans/${first.id}/renew`, { headers: { authorization: `Bearer ${tb}` }, body: { version: first.version } })).status).toBe(404);

    // renewed once, then the limit of the matrix (one renewal) refuses the next
    const renewed = await reader(`loans/${other2.id}/renew`, { headers: { authorization: `Bearer ${ta}` }, body: { version: other2.version } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.response.renewals).toBe(1);
    expect(renewed.body.response.dueDate > other2.dueDate).toBe(true);
    const limit = await reader(`loans/${other2.id}/renew`, { headers: { authorization: `Bearer ${ta}` }, body: { version: renewed.body.response.version } });
    expect(limit.status).toBe(409);
    expect(limit.body.code).toBe('loan.maxRenewalsReached');

    // b and c hold the first title, in that order; a's renewal is then refused
    const holdB = await reader('holds', { headers: { authorization: `Bearer ${tb}` }, body: { productId: copy.productId } });
    expect(holdB.status, JSON.stringify(holdB.body)).toBe(201);
    expect(holdB.body.response).toMatchObject({ productId: copy.productId, status: 'waiting', position: 1 });
    expect(JSON.stringify(holdB.body)).not.toContain('memberName');
    const tc = await asMember(c.cardNumber);
    expect((await reader('holds', { headers: { authorization: `Bearer ${tc}` }, body: { productId: copy.productId } })).body.response.position).toBe(2);
    const twice = await reader('holds', { headers: { authorization: `Bearer ${tc}` }, body: { productId: copy.productId } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('library.alreadyHolding');
    expect((await reader(`titles/${copy.productId}`)).body.response.waiting).toBe(2);
    const held = await reader(`loans/${first.id}/renew`, { headers: { authorization: `Bearer ${ta}` }, body: { version: first.version } });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('loan.heldByOther');
    const cAccount = (await reader('account', { headers: { authorization: `Bearer ${tc}` } })).body.response;
    expect(cAccount.holds).toMatchObject([{ productId: copy.productId, status: 'waiting', position: 2 }]);

    // the returned copy goes to the first in the queue
    await api('POST', 'library/return', { token: admin, body: { barcode: copy.barcode } });
    expect((await reader('account', { headers: { authorization: `Bearer ${tb}` } })).body.response.holds[0]).toMatchObject({ status: 'ready', position: 1 });

    // holds refused where the reader area does not offer them, and for a title that is not the library's
    const settings = (await api('GET', 'library/reader-settings', { token: admin })).body.response;
    expect((await reader('holds', { headers: { authorization: `Bearer ${ta}` }, body: { productId: 999999 } })).status).toBe(422);
    await api('PUT', 'library/reader-settings', { token: admin, body: { ...settings, holdsOffered: false } });
    const notOffered = await reader('holds', { headers: { authorization: `Bearer ${ta}` }, body: { productId: second.productId } });
    expect(notOffered.status).toBe(403);
    expect(notOffered.body.code).toBe('RD10005');
    await api('PUT', 'library/reader-settings', { token: admin, body: { ...settings, version: settings.version + 1 } });
  });

  it.skipIf(inject('databaseKind') !== 'postgres')('a member renewing at two devices at once gets one renewal', async () => {
    await api('PUT', 'library/rules', { token: admin, body: { defaultRule: DEFAULT_LOAN_RULE, cells: [], holdExpiryDays: 7 } });
    const m = await newLibraryMember(admin, { pin: '4321' }, api);
    const copy = await newLibraryCopy(admin, {}, api);
    await api('POST', 'library/lend', { token: admin, body: { cardNumber: m.cardNumber, barcode: copy.barcode } });
    const [t1, t2] = [await asMember(m.cardNumber), await asMember(m.cardNumber)];
    const { id, version } = (await reader('account', { headers: { authorization: `Bearer ${t1}` } })).body.response.loans[0];
    const replies = await Promise.all(
      [t1, t2, t1, t2].map((t) => reader(`loans/${id}/renew`, { headers: { authorization: `Bearer ${t}` }, body: { version } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('DC10009');
    const loan = (await reader('account', { headers: { authorization: `Bearer ${t1}` } })).body.response.loans[0];
    expect(loan.renewals).toBe(1);
  });
});
