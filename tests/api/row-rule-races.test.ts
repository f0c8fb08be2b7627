import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from './client';
import { closeOpenSessions, demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * Every creation rule that depends on other rows holds when many clients try at once. On PostgreSQL these are
 * real parallel transactions (the server's pool has several connections), which is where such rules break;
 * PGlite runs one transaction at a time, so there the same tests only check the answers.
 */
let d: Demo;
let cashBoxId: number;
let seq = 0;
beforeAll(async () => {
  d = await demo();
  const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
  cashBoxId = boxes.find((b) => b.kind === 'cash')!.id;
});
afterAll(() => closeOpenSessions(d.admin, cashBoxId));

const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const statuses = (replies: { status: number }[]) => replies.map((r) => r.status).sort();
const all = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** A copy of a title named to sort after the demo's products, whose order other files' fixtures rely on. */
const newCopy = async () => (await newLibraryCopy(d.admin)).id;
const newMember = async () => (await newLibraryMember(d.admin)).id;

const inDays = (n: number) => addDays(businessDay(new Date()), n);
const lend = (memberId: number, copyId: number) =>
  call('POST', 'documents', { token: d.accountant, body: { type: 'loan', event: 'LEND', memberId, copyId, dueDate: inDays(14) } });

describe(`creation rules under concurrency (${inject('databaseKind')})`, () => {
  it('20 parallel opens of one cash box leave exactly one open session', async () => {
    await closeOpenSessions(d.admin, cashBoxId);
    const replies = await all(20, () => call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId, openingBalance: '0.00' } }));
    expect(statuses(replies)).toEqual([201, ...Array(19).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('cashbox.alreadyOpen');
    const open = (await call('GET', 'documents?type=cashBoxSession&status=open&limit=100', { token: d.admin })).body.response.items as { cashBoxId: unknown }[];
    expect(open.filter((s) => String(s.cashBoxId) === String(cashBoxId))).toHaveLength(1);
    await closeOpenSessions(d.admin, cashBoxId);
  });

  it('one user authorising 10 devices at once for the offline till gets exactly one', async () => {
    const email = `${unique('cihaz').replace(/\W/g, '-')}@demo.test`;
    expect((await call('POST', 'users', { token: d.admin, body: { name: 'Yarış Kasiyeri', email, password: 'gizli2026', roles: ['operator'] } })).status).toBe(
      201,
    );
    const token = await login(email, 'gizli2026');
    const replies = await all(10, (i) => call('POST', 'offline/device', { token, body: { deviceId: `device-${i}` } }));
    expect(statuses(replies)).toEqual([200, ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('DV10001');
  });

  it('one copy lent to 10 members at once goes to exactly one of them', async () => {
    const copyId = await newCopy();
    const members = await all(10, () => newMember());
    const replies = await Promise.all(members.map((m) => lend(m, copyId)));
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('loan.copyNotAvailable');
  });

  it('one member borrowing 14 copies at once gets exactly the limit of 5', async () => {
    const memberId = await newMember();
    const copies = await all(14, () => newCopy());
    const replies = await Promise.all(copies.map((c) => lend(memberId, c)));
    expect(statuses(replies)).toEqual([...Array(5).fill(201), ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body.code).toBe('loan.loanLimitReached');
  });

  it('10 cashiers opening one table at once make one open bill', async () => {
    const tableName = unique('Masa');
    const replies = await all(10, () => call('POST', 'tables', { token: d.cashier, body: { tableName, lines: [] } }));
    expect(statuses(replies)).toEqual([201, ...Array(9).fill(409)]);
    const open = (await call('GET', 'tables', { token: d.cashier })).body.response.items as { tableName: string }[];
    expect(open.filter((t) => t.tableName === tableName)).toHaveLength(1);
  });

  it('an order line is not invoiced twice when several invoices over it complete at once', async () => {
    const created = await call('POST', 'documents', {
      token: d.accountant,
      body: {
        type: 'salesOrder',
        accountId: d.customer.id,
        warehouseId: d.warehouse.id,
        lines: [{ productId: d.products[0]!.id, quantity: '10', unitPrice: '5.00', vatRate: 20 }],
      },
    });
    const order = (
      await call('POST', `documents/${created.body.response.id}/events`, {
        token: d.accountant,
        body: { type: 'APPROVE', version: created.body.response.version },
      })
    ).body.response;
    const started = await all(6, async () => {
      const draft = (await call('POST', `documents/${order.id}/conversions`, { token: d.accountant, body: { target: 'salesInvoice' } })).body.response;
      return (await call('POST', `documents/${draft.id}/events`, { token: d.accountant, body: { type: 'START', version: draft.version } })).body.response;
    });
    const replies = await Promise.all(
      started.map((s) => call('POST', `documents/${s.id}/events`, { token: d.accountant, body: { type: 'COMPLETE', version: s.version } })),
    );
    expect(statuses(replies)).toEqual([200, ...Array(5).fill(409)]);
    const after = (await call('GET', `documents/${order.id}`, { token: d.accountant })).body.response;
    expect(after.lines[0].suppliedQuantity).toBe('10');
  });
});
