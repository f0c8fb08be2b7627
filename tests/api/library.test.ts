import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOAN_RULE } from '../../src/domain/library/loan-rules';
import { call } from './client';
import { demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/** The library (issue #18): the loan rules matrix, members, copies, the counter's lend and return, fines, holds and renewals. */
let d: Demo;
beforeAll(async () => {
  d = await demo();
});
// the matrix is the company's: leave the default rule for the files that run after this one
afterAll(() => call('PUT', 'library/rules', { token: d.admin, body: { defaultRule: DEFAULT_LOAN_RULE, cells: [], holdExpiryDays: 7 } }));

const inDays = (n: number) => addDays(businessDay(new Date()), n);
const rule = (extra: object = {}) => ({ ...DEFAULT_LOAN_RULE, ...extra });
const lend = (cardNumber: string, barcode: string, token = d.accountant) => call('POST', 'library/lend', { token, body: { cardNumber, barcode } });
const giveBack = (barcode: string) => call('POST', 'library/return', { token: d.accountant, body: { barcode }, lang: 'en' });

describe('the loan rules matrix', () => {
  it('starts at the default rule, saves cells with exact fines, refuses bad cells naming each field, and is the manager’s', async () => {
    const before = await call('GET', 'library/rules', { token: d.auditor });
    expect(before.status).toBe(200);
    expect(before.body.response.defaultRule).toMatchObject({ loanDays: 14, maxLoans: 5, maxRenewals: 3, graceDays: 3 });

    const saved = await call('PUT', 'library/rules', {
      token: d.accountant,
      body: {
        defaultRule: rule(),
        cells: [{ ...rule({ loanDays: 7, maxLoans: 2, finePerDay: '0.5', fineCap: '3' }), memberCategory: 'student', itemType: 'book' }],
        holdExpiryDays: 5,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response.cells).toEqual([
      {
        memberCategory: 'student',
        itemType: 'book',
        loanDays: 7,
        graceDays: 3,
        maxLoans: 2,
        maxRenewals: 3,
        holdsAllowed: true,
        finePerDay: '0.50',
        fineCap: '3.00',
      },
    ]);
    expect(saved.body.response.holdExpiryDays).toBe(5);

    const bad = await call('PUT', 'library/rules', {
      token: d.accountant,
      lang: 'en',
      body: {
        defaultRule: rule({ loanDays: 0, finePerDay: '1,5' }),
        cells: [
          { ...rule(), memberCategory: 'pirate', itemType: 'book' },
          { ...rule(), memberCategory: 'student', itemType: 'book' },
          { ...rule(), memberCategory: 'student', itemType: 'book' },
        ],
        holdExpiryDays: 0,
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cells.0.memberCategory', 'defaultRule.finePerDay', 'defaultRule.loanDays', 'holdExpiryDays']);
    const twice = { ...rule(), memberCategory: 'guest', itemType: 'media' };
    const duplicate = await call('PUT', 'library/rules', { token: d.accountant, body: { defaultRule: rule(), cells: [twice, twice], holdExpiryDays: 5 } });
    expect(Object.keys(duplicate.body.errors)).toEqual(['cells.1.itemType']);
    expect((await call('GET', 'library/rules', { token: d.admin })).body.response.holdExpiryDays).toBe(5);
    expect((await call('PUT', 'library/rules', { token: d.auditor, body: saved.body.response })).status).toBe(403);
  });
});

describe('members and copies', () => {
  it('a member keeps a unique card and a hashed PIN; a copy a unique barcode; bad fields are named in the user’s language', async () => {
    const m = await newLibraryMember(d.accountant, { pin: '4321', category: 'teacher', institution: 'Atatürk Lisesi', expiresOn: inDays(300) });
    expect(m).toMatchObject({ category: 'teacher', hasPin: true, institution: 'Atatürk Lisesi', loans: 0, active: true });
    expect(JSON.stringify(m)).not.toContain('4321');
    const dup = await call('POST', 'library/members', {
      token: d.accountant,
      body: { cardNumber: m.cardNumber.toLowerCase(), name: '', category: 'alien', pin: '12', email: 'x' },
    });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors).sort()).toEqual(['cardNumber', 'category', 'email', 'name', 'pin']);
    expect(dup.body.errors.cardNumber[0]).toBe('Bu kart numarası başka bir üyede.');

    const copy = await newLibraryCopy(d.accountant);
    expect(copy).toMatchObject({ status: 'free', itemType: 'book' });
    const twice = await call('POST', 'library/copies', {
      token: d.accountant,
      lang: 'en',
      body: { productId: 999999, barcode: copy.barcode, itemType: 'book' },
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toMatchObject({ barcode: ['Another copy has this barcode.'], productId: [expect.any(String)] });
    const withdrawn = await call('PUT', `library/copies/${copy.id}`, {
      token: d.accountant,
      body: { productId: copy.productId, barcode: copy.barcode, itemType: 'book', withdrawn: true },
    });
    expect(withdrawn.body.response.status).toBe('withdrawn');
    expect((await lend(m.cardNumber, copy.barcode)).body.code).toBe('loan.copyNotAvailable');
  });
});

describe('lending and returning at the counter', () => {
  it('the due date and the limit come from the matrix; an expired or inactive member and a lent copy are refused', async () => {
    const student = await newLibraryMember(d.accountant, { category: 'student' });
    const [a, b, c] = [await newLibraryCopy(d.admin), await newLibraryCopy(d.admin), await newLibraryCopy(d.admin, { itemType: 'media' })];
    const first = await lend(student.cardNumber, a.barcode);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response.loan).toMatchObject({ status: 'lent', dueDate: inDays(7), barcode: a.barcode, overdue: false });
    expect(first.body.response.member.loans).toBe(1);
    // a media copy falls to the default rule: 14 days
    expect((await lend(student.cardNumber, c.barcode)).body.response.loan.dueDate).toBe(inDays(14));
    const third = await call('POST', 'library/lend', { token: d.accountant, lang: 'en', body: { cardNumber: student.cardNumber, barcode: b.barcode } });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'loan.loanLimitReached', message: 'The member has reached the loan limit.' });
    const other = await newLibraryMember(d.accountant);
    expect((await lend(other.cardNumber, a.barcode)).body.code).toBe('loan.copyNotAvailable');

    const expired = await newLibraryMember(d.accountant, { expiresOn: inDays(-1) });
    expect((await lend(expired.cardNumber, b.barcode)).body.code).toBe('loan.memberExpired');
    const inactive = await newLibraryMember(d.accountant, { active: false });
    expect((await lend(inactive.cardNumber, b.barcode)).body.code).toBe('loan.memberInactive');
    const unknown = await call('POST', 'library/lend', { token: d.accountant, body: { cardNumber: 'YOK-1', barcode: 'YOK-2' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['barcode', 'cardNumber']);
    expect((await call('POST', 'library/lend', { token: d.auditor, body: { cardNumber: student.cardNumber, barcode: b.barcode } })).status).toBe(403);
  });

  it('a late return is fined per day beyond the grace days, exactly and up to the cap, and the member’s page shows it', async () => {
    const student = await newLibraryMember(d.accountant, { category: 'student' });
    const late = await newLibraryCopy(d.admin);
    const capped = await newLibraryCopy(d.admin);
    const inGrace = await newLibraryCopy(d.admin);
    const loanOf = (copyId: number, dueIn: number) =>
      call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'loan', event: 'LEND', memberId: student.id, copyId, date: inDays(-40), dueDate: inDays(dueIn) },
      });
    // the student may have two loans at a time: each is lent and returned in turn
    expect((await loanOf(late.id, -5)).status).toBe(201);
    const five = await giveBack(late.barcode);
    expect(five.status, JSON.stringify(five.body)).toBe(200);
    expect(five.body.response).toMatchObject({ overdueDays: 5, loan: { status: 'returned', fine: '2.50', closedOn: inDays(0) }, holdFor: null });
    expect((await loanOf(capped.id, -30)).status).toBe(201);
    expect((await giveBack(capped.barcode)).body.response.loan.fine).toBe('3.00');
    expect((await loanOf(inGrace.id, -3)).status).toBe(201);
    expect((await giveBack(inGrace.barcode)).body.response.loan.fine).toBe('0.00');
    const again = await giveBack(late.barcode);
    expect(again.status).toBe(422);
    expect(again.body.errors.barcode).toEqual(['This copy is not on loan.']);

    const page = (await call('GET', `library/members/${student.id}`, { token: d.auditor })).body.response;
    expect(page.finesTotal).toBe('5.50');
    expect(page.fines.map((l: { barcode: string }) => l.barcode).sort()).toEqual([late.barcode, capped.barcode].sort());
    expect(page.currentLoans).toEqual([]);
  });
});

describe('holds', () => {
  it('queue per title in request order: a return readies the first, a renewal is refused while another waits, lending to the holder fulfils it', async () => {
    const reader = await newLibraryMember(d.accountant);
    const first = await newLibraryMember(d.accountant);
    const second = await newLibraryMember(d.accountant);
    const copy = await newLibraryCopy(d.admin);
    expect((await lend(reader.cardNumber, copy.barcode)).status).toBe(201);
    const renewed = await call('POST', 'library/renew', { token: d.accountant, body: { barcode: copy.barcode } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    expect(renewed.body.response.loan).toMatchObject({ renewals: 1, dueDate: inDays(28) });

    const hold = (memberId: number) => call('POST', 'library/holds', { token: d.accountant, body: { memberId, productId: copy.productId } });
    expect((await hold(first.id)).body.response).toMatchObject({ status: 'waiting', position: 1 });
    expect((await hold(second.id)).body.response).toMatchObject({ status: 'waiting', position: 2 });
    expect((await hold(second.id)).body.code).toBe('library.alreadyHolding');

    const refused = await call('POST', 'library/renew', { token: d.accountant, lang: 'en', body: { barcode: copy.barcode } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('loan.heldByOther');

    const back = await giveBack(copy.barcode);
    expect(back.body.response.holdFor).toMatchObject({ memberId: first.id, status: 'ready', readyUntil: inDays(5) });
    expect((await call('GET', `library/copies/${copy.id}`, { token: d.admin })).body.response.status).toBe('reserved');
    // on the holds shelf for the first: nobody else may take it
    expect((await lend(second.cardNumber, copy.barcode)).body.code).toBe('loan.copyNotAvailable');
    const taken = await lend(first.cardNumber, copy.barcode);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const queue = (await call('GET', `library/holds?productId=${copy.productId}`, { token: d.auditor })).body.response.items;
    expect(queue).toMatchObject([{ memberId: second.id, status: 'waiting', position: 1 }]);
    const firstPage = (await call('GET', `library/members/${first.id}`, { token: d.admin })).body.response;
    expect(firstPage.holds).toEqual([]);
    expect(firstPage.currentLoans).toMatchObject([{ barcode: copy.barcode, status: 'lent' }]);

    // withdrawn holds free the shelf for the next member
    const cancelled = await call('POST', `library/holds/${queue[0].id}/cancel`, { token: d.accountant, body: {} });
    expect(cancelled.body.response.status).toBe('cancelled');
  });
});

describe('the loans list', () => {
  it('filters lent, overdue (derived), returned and lost, and downloads CSV', async () => {
    const m = await newLibraryMember(d.accountant);
    const [x, y] = [await newLibraryCopy(d.admin), await newLibraryCopy(d.admin)];
    await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'loan', event: 'LEND', memberId: m.id, copyId: x.id, date: inDays(-20), dueDate: inDays(-2) },
    });
    await lend(m.cardNumber, y.barcode);
    const list = (status: string) => call('GET', `library/loans?memberId=${m.id}&status=${status}`, { token: d.auditor });
    expect((await list('overdue')).body.response.items.map((l: { barcode: string }) => l.barcode)).toEqual([x.barcode]);
    expect((await list('lent')).body.response.total).toBe(2);
    expect((await list('returned')).body.response.total).toBe(0);
    expect((await call('GET', 'library/loans?status=late', { token: d.auditor })).status).toBe(422);
    const csv = await call('GET', `library/loans?memberId=${m.id}&format=csv`, { token: d.auditor });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Gecikmiş');
  });
});
