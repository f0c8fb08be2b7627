import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareTurkish } from '../../src/domain/text/turkish';
import { call, login } from './client';

/**
 * PUT /api/accounts/:id (edit and the copy's POST) and the account list's Turkish order and folded search,
 * on the real server. Rows made here carry RUN in their names so other files' searches never meet them.
 */
type Nested = { [k: string]: string | Nested };
const tr = JSON.parse(readFileSync(new URL('../../locales/tr.json', import.meta.url), 'utf8')) as Nested;
const msg = (key: string, n?: string) => {
  const text = key.split('.').reduce<unknown>((o, p) => (o as Nested | undefined)?.[p], tr) as string;
  return n === undefined ? text : String(new IntlMessageFormat(text, 'tr').format({ n: Number(n) }));
};

const turkey = JSON.parse(readFileSync(new URL('../fixtures/turkey.json', import.meta.url), 'utf8'));

const RUN = `E${Date.now().toString(36)}`;
let admin: string;
let auditor: string;

const create = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'accounts', { token: admin, body: { kind: 'customer', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Record<string, any>;
};
const read = async (id: number) => (await call('GET', `accounts/${id}`, { token: admin })).body.response as Record<string, any>;
const search = async (q: string) =>
  (await call('GET', `accounts?limit=500&q=${encodeURIComponent(q)}`, { token: admin })).body.response.items as { id: number; name: string }[];

beforeAll(async () => {
  admin = await login('admin@demo.test');
  auditor = await login('denetci@demo.test');
});

describe('PUT /api/accounts/:id', () => {
  it('saves every spec §3 field, keeps the code when it is left empty, and the list shows the change', async () => {
    const a = await create({ name: `${RUN} Kartal Ltd`, taxOffice: 'Kadıköy' });
    const body = {
      name: `${RUN} Kartal Ticaret`,
      kind: 'supplier',
      taxOffice: 'Üsküdar',
      taxNumber: turkey.vkn.valid[0]!.v,
      mersisNumber: '0123456789012345',
      iban: turkey.iban_tr.valid[0]!.v,
      tradeRegistryNumber: '123456',
      riskLimit: '25000,5',
      monthlyInterest: '1,75',
      phone: '0216 555 12 12',
      phone2: '+90 532 111 22 33',
      fax: '0216 555 12 13',
      email: 'kartal@example.com',
      city: 'İstanbul',
      district: 'Üsküdar',
      neighbourhood: 'Altunizade',
      street: 'Kısıklı Cd.',
      buildingNo: '5',
      apartmentNo: '3',
      postalCode: '34662',
      birthDate: '1980-05-01',
      marriageDate: '2005-06-10',
      gender: 'female',
      authorizedIps: '10.0.0.1, 10.0.0.2',
      version: a.version,
    };
    const r = await call('PUT', `accounts/${a.id}`, { token: admin, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.response).toMatchObject({
      id: a.id,
      code: a.code,
      name: `${RUN} Kartal Ticaret`,
      kind: 'supplier',
      taxOffice: 'Üsküdar',
      riskLimit: '25000.50',
      monthlyInterest: '1.75',
      city: 'İstanbul',
      authorizedIps: '10.0.0.1,10.0.0.2',
      gender: 'female',
      version: a.version + 1,
    });
    expect(await read(a.id)).toEqual(r.body.response);
    const listed = (await search(`${RUN} Kartal`)).map((x) => x.name);
    expect(listed).toEqual([`${RUN} Kartal Ticaret`]);
  });

  it('an absent optional field is cleared; a stale version is 409 and changes nothing', async () => {
    const a = await create({ name: `${RUN} Silinen`, taxOffice: 'Beşiktaş', phone: '0212 555 00 00' });
    const r = await call('PUT', `accounts/${a.id}`, { token: admin, body: { name: a.name, kind: 'customer', version: a.version } });
    expect(r.status).toBe(200);
    expect(r.body.response.taxOffice).toBeNull();
    expect(r.body.response.phone).toBeUndefined();
    const stale = await call('PUT', `accounts/${a.id}`, { token: admin, body: { name: 'other', kind: 'customer', version: a.version } });
    expect(stale.status).toBe(409);
    expect((await read(a.id)).name).toBe(a.name);
  });

  it('every invalid field in one 422, nothing written; the code is unique except on the card itself', async () => {
    const a = await create({ name: `${RUN} Doğru`, code: `X${Date.now().toString().slice(-9)}` });
    const b = await create({ name: `${RUN} Başka` });
    const before = await read(a.id);
    const r = await call('PUT', `accounts/${a.id}`, {
      token: admin,
      lang: 'tr',
      body: {
        name: '',
        kind: 'both',
        code: b.code,
        taxNumber: '123',
        iban: 'TR00 0000',
        mersisNumber: '12',
        riskLimit: '1.234,50',
        phone: 'abc',
        email: 'not-mail',
        postalCode: '1234',
        birthDate: '2024-02-30',
        gender: 'x',
        authorizedIps: '10.0.0.1, 999.1.1.1',
      },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(
      ['authorizedIps', 'birthDate', 'code', 'email', 'gender', 'iban', 'kind', 'mersisNumber', 'name', 'phone', 'postalCode', 'riskLimit', 'taxNumber'].sort(),
    );
    expect(r.body.errors.code).toEqual([msg('validation.codeTaken')]);
    expect(r.body.errors.riskLimit).toEqual([msg('validation.mixedSeparators')]);
    expect(r.body.errors.authorizedIps).toEqual([msg('validation.ipList')]);
    expect(r.body.errors.iban).toEqual([msg('validation.iban')]);
    expect(await read(a.id)).toEqual(before);
    // its own code is no conflict
    const same = await call('PUT', `accounts/${a.id}`, { token: admin, body: { name: a.name, kind: 'customer', code: a.code.toLowerCase() } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.response.code).toBe(a.code);
  });

  it('Idempotency-Key: a retry answers the same and saves once', async () => {
    const a = await create({ name: `${RUN} Tekrar` });
    const headers = { 'idempotency-key': `${RUN}-put` };
    const body = { name: `${RUN} Tekrar 2`, kind: 'customer' };
    const r1 = await call('PUT', `accounts/${a.id}`, { token: admin, body, headers });
    const r2 = await call('PUT', `accounts/${a.id}`, { token: admin, body, headers });
    expect(r1.status).toBe(200);
    expect(r2.body).toEqual(r1.body);
    expect((await read(a.id)).version).toBe(a.version + 1);
  });

  it('unknown card 404; an auditor may not edit', async () => {
    expect((await call('PUT', 'accounts/999999', { token: admin, body: { name: 'x', kind: 'customer' } })).status).toBe(404);
    const a = await create({ name: `${RUN} Denetim` });
    expect((await call('PUT', `accounts/${a.id}`, { token: auditor, body: { name: 'x', kind: 'customer' } })).status).toBe(403);
  });

  it('a copy is a new card with a new code and the same details', async () => {
    const a = await create({ name: `${RUN} Asıl`, taxOffice: 'Kadıköy', city: 'İzmir' });
    const { id: _id, code: _code, balance: _b, version: _v, ...rest } = await read(a.id);
    const copy = await create({ ...rest, name: `${RUN} Asıl (kopya)` });
    expect(copy.id).not.toBe(a.id);
    expect(copy.code).not.toBe(a.code);
    expect(copy).toMatchObject({ taxOffice: 'Kadıköy', city: 'İzmir', kind: 'customer' });
  });
});

describe('GET /api/accounts: Turkish order and folded search', () => {
  const names = ['Zeytin', 'Çınar', 'Ceylan', 'Öztürk', 'Ozan', 'Işık', 'İpek', 'Ilgaz', 'Şahin', 'Sarı', 'Ürün', 'Uğur', 'ağaç', 'Bal'];

  it('lists in the Turkish alphabet (c < ç, ı < i, o < ö, s < ş, u < ü), case-insensitive', async () => {
    for (const n of names) await create({ name: `${RUN}-sira ${n}` });
    const listed = (await search(`${RUN}-sira`)).map((a) => a.name.replace(`${RUN}-sira `, ''));
    expect(listed).toEqual([...names].sort(compareTurkish));
    expect(listed).toEqual(['ağaç', 'Bal', 'Ceylan', 'Çınar', 'Ilgaz', 'Işık', 'İpek', 'Ozan', 'Öztürk', 'Sarı', 'Şahin', 'Uğur', 'Ürün', 'Zeytin']);
  });

  it('finds without Turkish marks and case: "ozturk" finds "Öztürk", "IŞIK" and "isik" find "Işık"', async () => {
    await create({ name: `${RUN}-ara Öztürk Gıda` });
    await create({ name: `${RUN}-ara Işık Yayınları` });
    const found = async (q: string) => (await search(q)).map((a) => a.name).filter((n) => n.includes(`${RUN}-ara`));
    expect(await found('ozturk')).toEqual([`${RUN}-ara Öztürk Gıda`]);
    expect(await found('ÖZTÜRK gida')).toEqual([`${RUN}-ara Öztürk Gıda`]);
    expect(await found('isik')).toEqual([`${RUN}-ara Işık Yayınları`]);
    expect(await found('IŞIK')).toEqual([`${RUN}-ara Işık Yayınları`]);
    expect(await found('yayinlari')).toEqual([`${RUN}-ara Işık Yayınları`]);
    // a renamed card is found by its new name only
    const a = (await search(`${RUN}-ara Öztürk`))[0]!;
    await call('PUT', `accounts/${a.id}`, { token: admin, body: { name: `${RUN}-ara Çelik Gıda`, kind: 'customer' } });
    expect(await found('ozturk')).toEqual([]);
    expect(await found('celik')).toEqual([`${RUN}-ara Çelik Gıda`]);
  });

  it('finds by code prefix and exact tax number; a LIKE wildcard is plain text', async () => {
    const a = await create({ name: `${RUN} Kodlu` });
    expect((await search(a.code.slice(0, 6).toLowerCase())).some((x) => x.id === a.id)).toBe(true);
    expect(await search(`${RUN}%Kodlu`)).toEqual([]);
  });
});
