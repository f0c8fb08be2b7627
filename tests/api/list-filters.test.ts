import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../../src/domain/clock/clock';
import { call } from './client';
import { demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';

/**
 * A family's list filters are its descriptor's (machines/<family>/descriptor.ts `filters`): the cheque portfolio and
 * the loan list parse the same query the screen sends, keep exactly the rows that match every filter given, and a bad
 * value is a 422 naming its parameter in the user's language.
 */
const RUN = `LF${Date.now().toString(36)}`;
let d: Demo;
let seq = 0;
const inDays = (n: number) => addDays(businessDay(new Date()), n);
type Row = { id: number; number: string; barcode: string };

beforeAll(async () => {
  d = await demo();
});

const newAccount = async (kind: string) => {
  const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} cari ${++seq}`, kind } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const cheque = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: d.admin, body: { type: 'receivedCheque', date: inDays(-1), amount: '100', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number };
};
/** The 422's fields, or the ids listed (sorted) when the query is answered. */
const listed = async (path: string, lang?: string) => {
  const r = await call('GET', path, { token: d.auditor, lang });
  if (r.status === 422) return { fields: Object.keys(r.body.errors).sort(), messages: Object.values(r.body.errors).flat() as string[] };
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.response.items as Row[]).map((x) => x.id).sort((a, b) => a - b);
};
const ids = (...rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe("a family's list filters come from its descriptor", () => {
  it('the cheque portfolio keeps exactly the open cheques of the side, statuses, account, due days and word asked; its figures stay of every open cheque', async () => {
    const [a, b, supplier] = [await newAccount('customer'), await newAccount('customer'), await newAccount('supplier')];
    const soon = await cheque({ accountId: a, dueDate: inDays(3), bank: `${RUN} Ziraat` });
    const later = await cheque({ type: 'receivedNote', accountId: b, dueDate: inDays(40) });
    const own = await cheque({ type: 'ownCheque', accountId: supplier, dueDate: inDays(10) });
    const held = await cheque({ accountId: a, dueDate: inDays(5) });
    const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
    const sent = await call('POST', `documents/${held.id}/events`, {
      token: d.admin,
      body: { type: 'SEND_TO_BANK', version: held.version, bankAccountId: boxes.find((x) => x.kind === 'bank')!.id },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const ours = (query = '') => listed(`cheques/portfolio?q=${RUN}${query}`);
    expect(await ours()).toEqual(ids(soon, later, own, held));
    expect(await ours('&status=atBank')).toEqual(ids(held));
    expect(await ours('&status=portfolio,atBank')).toEqual(ids(soon, later, held));
    expect(await ours('&side=own')).toEqual(ids(own));
    expect(await ours('&side=received&status=portfolio')).toEqual(ids(soon, later));
    expect(await ours(`&dueFrom=${inDays(0)}&dueTo=${inDays(7)}`)).toEqual(ids(soon, held));
    expect(await ours(`&dueFrom=${inDays(8)}`)).toEqual(ids(later, own));
    expect(await listed(`cheques/portfolio?accountId=${a}`)).toEqual(ids(soon, held));
    expect(await listed(`cheques/portfolio?q=${RUN} ziraat`)).toEqual(ids(soon));

    const filtered = (await call('GET', `cheques/portfolio?accountId=${b}`, { token: d.auditor })).body.response;
    expect(filtered.coming.map((c: Row) => c.id)).toContain(soon.id);
  });

  it('the loan list keeps exactly the loans of the statuses (overdue derived) and lending days asked', async () => {
    const m = await newLibraryMember(d.accountant);
    const [x, y, z] = [await newLibraryCopy(d.admin), await newLibraryCopy(d.admin), await newLibraryCopy(d.admin)];
    const late = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'loan', event: 'LEND', memberId: m.id, copyId: x.id, date: inDays(-20), dueDate: inDays(-2) },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const lend = async (barcode: string) => {
      const r = await call('POST', 'library/lend', { token: d.accountant, body: { cardNumber: m.cardNumber, barcode } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response.loan as Row;
    };
    const [current, back] = [await lend(y.barcode), await lend(z.barcode)];
    expect((await call('POST', 'library/return', { token: d.accountant, body: { barcode: z.barcode } })).status).toBe(200);

    const loans = (query: string) => listed(`library/loans?memberId=${m.id}${query}`);
    expect(await loans('&status=overdue')).toEqual(ids(late.body.response));
    expect(await loans('&status=overdue,returned')).toEqual(ids(late.body.response, back));
    expect(await loans('&status=lent')).toEqual(ids(late.body.response, current));
    expect(await loans(`&from=${inDays(-1)}`)).toEqual(ids(current, back));
    expect(await loans(`&to=${inDays(-10)}`)).toEqual(ids(late.body.response));
    expect(await loans(`&q=${y.barcode}`)).toEqual(ids(current));
  });

  it('a bad filter value is a 422 naming each parameter, in the user’s language', async () => {
    expect(await listed('cheques/portfolio?status=cashed&side=both&accountId=abc&dueFrom=2026-13-01')).toMatchObject({
      fields: ['accountId', 'dueFrom', 'side', 'status'],
    });
    expect(await listed('cheques/portfolio?status=portfolio,nope')).toMatchObject({ fields: ['status'] });
    expect(await listed('cheques/portfolio?dueFrom=2026-05-02&dueTo=2026-05-01')).toMatchObject({ fields: ['dueTo'] });
    expect(await listed('library/loans?status=late&from=2026-02-30')).toMatchObject({ fields: ['from', 'status'] });
    const wrongOrder = await listed('library/loans?from=2026-05-02&to=2026-05-01', 'en');
    expect(wrongOrder).toMatchObject({ fields: ['to'] });
    expect((wrongOrder as { messages: string[] }).messages[0]).not.toMatch(/^validation\./);
  });
});
