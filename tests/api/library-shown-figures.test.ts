import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '../../src/domain/clock/clock';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';
import { call } from './client';
import { demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';

/** What the library's lists show (issue #27, item 17): the fine of an overdue loan, and the readers waiting for a title. */
let d: Demo;
beforeAll(async () => {
  d = await demo();
});
afterAll(() => call('PUT', 'library/rules', { token: d.admin, body: { defaultRule: DEFAULT_LOAN_RULE, cells: [], holdExpiryDays: 7 } }));

const inDays = (n: number) => addDays(businessDay(new Date()), n);
type Loan = { id: number; barcode: string; fine: string; overdue: boolean; status: string };

describe('the fine of an overdue loan', () => {
  it('the loan list shows the fine so far of an overdue loan, the same figure its return today charges', async () => {
    // students' books: 0.50 a day after 3 days of grace, at most 3.00; every other cell 1.25 a day from the first, at most 50.00
    const rules = await call('PUT', 'library/rules', {
      token: d.admin,
      body: {
        defaultRule: { ...DEFAULT_LOAN_RULE, graceDays: 0, finePerDay: '1.25', fineCap: '50' },
        cells: [{ ...DEFAULT_LOAN_RULE, finePerDay: '0.5', fineCap: '3', memberCategory: 'student', itemType: 'book' }],
        holdExpiryDays: 7,
      },
    });
    expect(rules.status, JSON.stringify(rules.body)).toBe(200);
    const student = await newLibraryMember(d.accountant, { category: 'student' });
    const [book, media, inGrace, notDue] = [
      await newLibraryCopy(d.admin),
      await newLibraryCopy(d.admin, { itemType: 'media' }),
      await newLibraryCopy(d.admin),
      await newLibraryCopy(d.admin),
    ];
    const lend = async (copyId: number, dueIn: number) => {
      const r = await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'loan', event: 'LEND', memberId: student.id, copyId, date: inDays(-30), dueDate: inDays(dueIn) },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    await lend(book.id, -5);
    await lend(media.id, -4);
    await lend(inGrace.id, -3);
    await lend(notDue.id, 0);
    const listed = (await call('GET', `library/loans?memberId=${student.id}&limit=10`, { token: d.auditor })).body.response.items as Loan[];
    const fineOf = (barcode: string) => listed.find((l) => l.barcode === barcode)?.fine;
    expect([fineOf(book.barcode), fineOf(media.barcode), fineOf(inGrace.barcode), fineOf(notDue.barcode)]).toEqual(['2.50', '5.00', '0.00', '0.00']);

    const csv = await call('GET', `library/loans?memberId=${student.id}&status=overdue&format=csv`, { token: d.auditor });
    expect(String(csv.body)).toContain(';2,50');

    // the member's page lists the fine so far with the current loans, not with the fines charged
    const page = (await call('GET', `library/members/${student.id}`, { token: d.auditor })).body.response;
    expect((page.currentLoans as Loan[]).find((l) => l.barcode === media.barcode)?.fine).toBe('5.00');
    expect(page.fines).toEqual([]);
    expect(page.finesTotal).toBe('0.00');

    // returned today, each is charged what the list showed
    for (const barcode of [book.barcode, media.barcode, inGrace.barcode]) {
      const back = await call('POST', 'library/return', { token: d.accountant, body: { barcode } });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.response.loan.fine).toBe(fineOf(barcode));
    }
    const after = (await call('GET', `library/members/${student.id}`, { token: d.auditor })).body.response;
    expect(after.finesTotal).toBe('7.50');
  });
});

describe('the readers waiting for a title', () => {
  it('the catalogue counts only holds still waiting: a hold made ready, fulfilled or withdrawn waits no more', async () => {
    const [reader, first, second] = [await newLibraryMember(d.accountant), await newLibraryMember(d.accountant), await newLibraryMember(d.accountant)];
    const copy = await newLibraryCopy(d.admin);
    const waiting = async () => {
      const r = await call('GET', `reader/titles/${copy.productId}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.response.waiting as number;
    };
    const lend = (cardNumber: string) => call('POST', 'library/lend', { token: d.accountant, body: { cardNumber, barcode: copy.barcode } });
    const hold = (memberId: number) => call('POST', 'library/holds', { token: d.accountant, body: { memberId, productId: copy.productId } });
    expect((await lend(reader.cardNumber)).status).toBe(201);
    expect((await hold(first.id)).status).toBe(201);
    const secondHold = (await hold(second.id)).body.response as { id: number };
    expect(await waiting()).toBe(2);

    // the return sets the copy aside for the first: one reader still waits
    expect((await call('POST', 'library/return', { token: d.accountant, body: { barcode: copy.barcode } })).status).toBe(200);
    expect(await waiting()).toBe(1);
    expect((await lend(first.cardNumber)).status).toBe(201);
    expect(await waiting()).toBe(1);
    expect((await call('POST', `library/holds/${secondHold.id}/cancel`, { token: d.accountant, body: {} })).status).toBe(200);
    expect(await waiting()).toBe(0);
  });
});
