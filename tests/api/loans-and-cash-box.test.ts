import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { closeOpenSessions, demo, type Demo } from './fixtures';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { addDays, businessDay } from '../../src/domain/clock/clock';

let d: Demo;
let librarian: string;
beforeAll(async () => {
  d = await demo();
  librarian = d.accountant;
});

const today = () => businessDay(new Date());
const inDays = (n: number) => addDays(today(), n);
const send = (doc: { id: number; version: number }, type: string, extra: object = {}, token = librarian) =>
  call('POST', `documents/${doc.id}/events`, { token, body: { type, version: doc.version, ...extra } });
const get = async (id: number) => (await call('GET', `documents/${id}`, { token: d.admin })).body.response;

const newCopy = async () => (await newLibraryCopy(d.admin)).id;
const newMember = async () => (await newLibraryMember(d.admin)).id;

describe('library loans (the server supplies the facts)', () => {
  it('reserve, lend to that member, renew, return', async () => {
    const copyId = await newCopy();
    const memberId = await newMember();
    const reserved = await call('POST', 'documents', { token: librarian, body: { type: 'loan', event: 'RESERVE', memberId, copyId, copyFree: true } });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    expect(reserved.body.response.status).toBe('reserved');

    const other = await newMember();
    const taken = await call('POST', 'documents', { token: librarian, body: { type: 'loan', event: 'LEND', memberId: other, copyId, dueDate: inDays(14) } });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('loan.copyNotAvailable');

    let loan = (await send(reserved.body.response, 'LEND', { dueDate: inDays(14), copyFree: false })).body.response;
    expect(loan.status).toBe('lent');
    const renewed = await send(loan, 'RENEW', { dueDate: inDays(28), overdueDays: 99, maxRenewals: 0 });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    loan = renewed.body.response;
    expect(loan.renewals).toBe(1);
    const back = await send(loan, 'RETURN', { date: today() });
    expect(back.body.response.status).toBe('returned');
    const history = (await call('GET', `documents/${loan.id}/history`, { token: d.auditor })).body.response;
    expect(history[0].payload).toMatchObject({ copyFree: true, memberActive: true, loanLimit: 5 });
    expect((await call('GET', `documents/${loan.id}/replay`, { token: d.auditor })).body.response).toMatchObject({ matches: true, chainValid: true });
  });

  it('a member at the loan limit cannot borrow more', async () => {
    const memberId = await newMember();
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', 'documents', {
        token: librarian,
        body: { type: 'loan', event: 'LEND', memberId, copyId: await newCopy(), dueDate: inDays(14) },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const sixth = await call('POST', 'documents', {
      token: librarian,
      body: { type: 'loan', event: 'LEND', memberId, copyId: await newCopy(), dueDate: inDays(14) },
      lang: 'en',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('loan.loanLimitReached');
  });
});

describe('cash box session and the receipts that belong to it', () => {
  it('a receipt cannot be closed while its cash box is open; the Z report counts the session', async () => {
    const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
    const box = boxes.find((b) => b.kind === 'cash')!;
    await closeOpenSessions(d.admin, box.id);
    const cashier = await login('kasa@demo.test');
    const opened = await call('POST', 'documents', { token: cashier, body: { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '100.00' } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const session = opened.body.response;
    expect(session.status).toBe('open');
    const second = await call('POST', 'documents', { token: cashier, body: { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '0.00' } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('cashbox.alreadyOpen');

    const cashBefore = Number((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items.find((b: { id: number }) => b.id === box.id).balance);
    let sale = (
      await call('POST', 'documents', {
        token: cashier,
        body: {
          type: 'posSale',
          paymentType: 'cash',
          cashBoxId: box.id,
          lines: [
            { productId: d.products[3]!.id, quantity: '2', unitPrice: d.products[3]!.price, vatRate: 20, priceIncludesVat: d.products[3]!.priceIncludesVat },
          ],
        },
      })
    ).body.response;
    sale = (await send(sale, 'START', {}, cashier)).body.response;
    sale = (await send(sale, 'COMPLETE', {}, cashier)).body.response;
    expect(sale.status).toBe('completed');
    const cashAfter = Number((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items.find((b: { id: number }) => b.id === box.id).balance);
    expect(cashAfter - cashBefore).toBeCloseTo(Number(sale.totals.grand), 2);

    const before = JSON.stringify(await get(sale.id));
    const refused = await send(sale, 'CLOSE', { cashBoxOpen: false }, cashier);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('receipt.cashBoxOpen');
    expect(refused.body.message).toBe('Kasa açıkken fiş kapatılamaz.');
    expect(JSON.stringify(await get(sale.id))).toBe(before);

    const closed = await send(session, 'CLOSE', { receipts: [] }, cashier);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = closed.body.response.z;
    expect(closed.body.response.status).toBe('closed');
    expect(z.receiptCount).toBeGreaterThanOrEqual(1);
    expect(z.byPaymentType.find((p: { paymentType: string }) => p.paymentType === 'cash').amount).toMatch(/^\d+\.\d{2}$/);
    expect((await send(sale, 'CLOSE', {}, cashier)).body.response.status).toBe('closed');
  });
});

describe('a till sale belongs to an open cash box', () => {
  it('completing a sale into a cash box without an open session is refused with the rule, and nothing moves', async () => {
    const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
    const box = boxes.find((b) => b.kind === 'cash')!;
    await closeOpenSessions(d.admin, box.id);
    const cashier = await login('kasa@demo.test');
    let sale = (
      await call('POST', 'documents', {
        token: cashier,
        body: {
          type: 'posSale',
          paymentType: 'cash',
          cashBoxId: box.id,
          lines: [
            { productId: d.products[3]!.id, quantity: '1', unitPrice: d.products[3]!.price, vatRate: 20, priceIncludesVat: d.products[3]!.priceIncludesVat },
          ],
        },
      })
    ).body.response;
    sale = (await send(sale, 'START', {}, cashier)).body.response;
    const balance = async () =>
      (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items.find((b: { id: number }) => b.id === box.id).balance as string;
    const cash = await balance();
    const refused = await send(sale, 'COMPLETE', { cashBoxOpen: true }, cashier);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('receipt.cashBoxNotOpen');
    expect((await get(sale.id)).status).toBe('inProcess');
    expect(await balance()).toBe(cash);
  });
});

describe('the Z report of a session', () => {
  it('counts the receipts completed during the session, drafted before it or not, and nothing completed before it', async () => {
    const boxes = (await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[];
    const box = boxes.find((b) => b.kind === 'cash')!;
    await closeOpenSessions(d.admin, box.id);
    const cashier = await login('kasa@demo.test');
    // the cashier sells at the list price (spec §6), with its VAT in it as the card says
    const p = d.products[3]!;
    const line = { productId: p.id, quantity: '1', unitPrice: p.price, vatRate: 20, priceIncludesVat: p.priceIncludesVat };
    const sale = async () =>
      (await call('POST', 'documents', { token: cashier, body: { type: 'posSale', paymentType: 'cash', cashBoxId: box.id, lines: [line] } })).body.response;
    const complete = async (doc: { id: number; version: number }) =>
      (await send((await send(doc, 'START', {}, cashier)).body.response, 'COMPLETE', {}, cashier)).body.response;

    const openSession = async () =>
      (await call('POST', 'documents', { token: cashier, body: { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '0.00' } })).body.response;
    // a sale completed in an earlier session, and one drafted between the two sessions
    const earlier = await openSession();
    const before = await complete(await sale());
    expect((await send(earlier, 'CLOSE', {}, cashier)).status).toBe(200);
    const drafted = await sale();
    const session = await openSession();
    expect(session.status, JSON.stringify(session)).toBe('open');
    await complete(drafted);
    await complete(await sale());
    const closed = await send(session, 'CLOSE', {}, cashier);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const z = closed.body.response.z;
    expect(z.receiptCount).toBe(2);
    const gross = new Dec(line.unitPrice).times(line.priceIncludesVat ? '2' : '2.4').toFixed(2);
    expect(z.byPaymentType).toEqual([expect.objectContaining({ paymentType: 'cash', amount: gross })]);
    expect(before.status).toBe('completed');
  });
});
