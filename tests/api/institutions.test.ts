import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { balanceOf, demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/** Institutions (issue #18, /kurum/takip): a school or company is a current account that library members belong to. */
let d: Demo;
beforeAll(async () => {
  d = await demo();
});

const inDays = (n: number) => addDays(businessDay(new Date()), n);

async function newInstitution(name: string): Promise<number> {
  const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${name} ${Date.now()}`, kind: 'customer' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}

describe('institutions', () => {
  it('lists an institution with its members, their loans out and overdue, its sales on the account and its balance', async () => {
    const school = await newInstitution('Atatürk Lisesi');
    const [pupil, teacher] = [
      await newLibraryMember(d.accountant, { institutionAccountId: school }),
      await newLibraryMember(d.accountant, { institutionAccountId: String(school), category: 'teacher' }),
    ];
    await newLibraryMember(d.accountant, { institution: 'Atatürk Lisesi (yazıyla)' });
    const [onTime, late] = [await newLibraryCopy(d.accountant), await newLibraryCopy(d.accountant)];
    expect((await call('POST', 'library/lend', { token: d.accountant, body: { cardNumber: pupil.cardNumber, barcode: onTime.barcode } })).status).toBe(201);
    const overdue = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'loan', event: 'LEND', memberId: teacher.id, copyId: late.id, date: inDays(-20), dueDate: inDays(-3) },
    });
    expect(overdue.status, JSON.stringify(overdue.body)).toBe(201);

    let invoice = (
      await call('POST', 'documents', {
        token: d.accountant,
        body: {
          type: 'salesInvoice',
          accountId: school,
          warehouseId: d.warehouse.id,
          lines: [{ productId: d.products[0]!.id, quantity: '3', unitPrice: '10.00', vatRate: 20 }],
        },
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      invoice = (await call('POST', `documents/${invoice.id}/events`, { token: d.accountant, body: { type, version: invoice.version } })).body.response;
    expect(invoice.status).toBe('completed');
    const balance = await balanceOf(d.admin, school);

    const list = await call('GET', 'institutions', { token: d.auditor });
    expect(list.status).toBe(200);
    expect(list.body.response.items.find((i: { accountId: number }) => i.accountId === school)).toEqual(
      expect.objectContaining({ members: 2, openLoans: 2, overdueLoans: 1, balance }),
    );

    const one = await call('GET', `institutions/${school}`, { token: d.accountant });
    expect(one.status).toBe(200);
    expect(one.body.response).toMatchObject({ accountId: school, members: 2, openLoans: 2, overdueLoans: 1, balance });
    expect(one.body.response.memberList.map((m: { id: number }) => m.id).sort()).toEqual([pupil.id, teacher.id].sort());
    expect(one.body.response.loans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ copyId: onTime.id, memberId: pupil.id, overdue: false }),
        expect.objectContaining({ copyId: late.id, memberId: teacher.id, overdue: true }),
      ]),
    );
    expect(one.body.response.sales).toEqual([expect.objectContaining({ id: invoice.id, type: 'salesInvoice', status: 'completed', amount: balance })]);

    // the member's card names the institution
    expect((await call('GET', `library/members/${pupil.id}`, { token: d.auditor })).body.response).toMatchObject({ institutionAccountId: school });
  });

  it('a member’s institution and own account must be current accounts of the company: otherwise a 422 naming each field', async () => {
    const r = await call('POST', 'library/members', {
      token: d.accountant,
      body: { cardNumber: `K${Date.now()}`, name: 'Yanlış Kurum', category: 'member', institutionAccountId: 999_999_999, accountId: 999_999_998 },
      lang: 'en',
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['accountId', 'institutionAccountId']);
    expect(r.body.errors.accountId[0]).toBe('The chosen current account was not found.');
  });

  it('an unknown institution is a 404, and the till’s cashier does not read institutions', async () => {
    expect((await call('GET', 'institutions/999999999', { token: d.accountant })).status).toBe(404);
    expect((await call('GET', 'institutions', { token: d.cashier })).status).toBe(403);
  });
});
