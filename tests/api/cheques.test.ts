import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { balanceOf } from './fixtures';
import { call, login } from './client';
import { addDays } from '../../src/domain/clock/clock';

/**
 * Cheques and notes over the API (lifecycles.md §4): the machine's rules on every path (one document's events
 * and the slips of several), the account ledger at every move, the cash or bank ledger of the chosen account when
 * a cheque settles, the portfolio's figures and the movements. Each test uses accounts of its own, so balances
 * start at zero, and a bank account of its own, so its ledger holds only the test's moves.
 */
const RUN = `Q${Date.now().toString(36)}`;
let admin: string;
let auditor: string;
let seq = 0;
type Doc = Record<string, any>;

const newAccount = async (kind = 'customer') => {
  const r = await call('POST', 'accounts', { token: admin, body: { name: `${RUN} cari ${++seq}`, kind } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
/** The demo's bank account: the moves a test looks at are those of its own cheques. */
let bankId: number;
const newBank = async () => bankId;
/** The bank's moves of the cheques this test made (ids above `since`), oldest first. */
let since = 0;
const boxMoves = async (box: number) =>
  ((await call('GET', `cash-boxes/${box}/moves?limit=200`, { token: admin })).body.response.items as { amount: string; documentId: number }[])
    .filter((m) => m.documentId > since)
    .map((m) => [m.documentId, m.amount])
    .reverse();
const cheque = async (body: Record<string, unknown>) => {
  const r = await call('POST', 'documents', { token: admin, body: { type: 'receivedCheque', date: '2026-03-10', dueDate: '2026-05-10', ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Doc;
};
const send = (doc: Doc, type: string, extra: Record<string, unknown> = {}, token = admin) =>
  call('POST', `documents/${doc.id}/events`, { token, body: { type, version: doc.version, ...extra } });
const ok = async (doc: Doc, type: string, extra: Record<string, unknown> = {}) => {
  const r = await send(doc, type, extra);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Doc;
};
const batch = (body: Record<string, unknown>) => call('POST', 'cheque-batches', { token: admin, body });
const chequeCount = async () => (await call('GET', 'documents?family=receivedCheque&limit=1', { token: admin })).body.response.total as number;

beforeAll(async () => {
  admin = await login('admin@demo.test');
  auditor = await login('denetci@demo.test');
  const boxes = (await call('GET', 'cash-boxes', { token: admin })).body.response.items as { id: number; kind: string }[];
  bankId = boxes.find((b) => b.kind === 'bank')!.id;
});
/** Every document made from here on has a larger id: the ledgers are read for those only. */
beforeEach(async () => {
  const r = await call('POST', 'documents', { token: admin, body: { type: 'job', title: `${RUN} işaret` } });
  since = r.status === 201 ? (r.body.response.id as number) : 1;
});

describe('a received cheque follows its lifecycle, and every move writes its ledgers', () => {
  it('entry credits the customer; collection needs a cash account, takes the whole amount, and moves that account', async () => {
    const customer = await newAccount();
    const bank = await newBank();
    const c = await cheque({ accountId: customer, amount: '1500.50', number: 'A-123456', bank: 'Ziraat', drawer: 'Ali Veli' });
    expect(c).toMatchObject({ status: 'portfolio', accountId: customer, amount: '1500.50', serialNo: 'A-123456', bank: 'Ziraat', currency: 'TRY' });
    expect(c.number).toMatch(/^CA2026\d{6}$/);
    expect(await balanceOf(admin, customer)).toBe('-1500.50');

    const missing = await send(c, 'COLLECT');
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe('cheque.cashAccountRequired');
    const part = await send(c, 'COLLECT', { cashAccountId: bank, amount: '500.00' });
    expect([part.status, part.body.code]).toEqual([409, 'cheque.indivisible']);
    const foreign = await send(c, 'COLLECT', { cashAccountId: 999999 });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['cashAccountId']);
    expect(await boxMoves(bank)).toEqual([]);

    const done = await ok(c, 'COLLECT', { cashAccountId: bank, amount: '1500.5' });
    expect(done).toMatchObject({ status: 'collected', cashAccountId: bank });
    expect(await boxMoves(bank)).toEqual([[c.id, '1500.50']]);
    expect(await balanceOf(admin, customer)).toBe('-1500.50');
    const again = await send(done, 'RETURN');
    expect([again.status, again.body.code]).toEqual([409, 'common.eventNotAllowed']);

    // a euro account keeps its ledger in euros: a cheque in dollars is not counted there as if it were euros
    const euros = await call('POST', 'cash-accounts', { token: admin, body: { kind: 'bank', name: `${RUN} euro`, currency: 'EUR' } });
    expect(euros.status, JSON.stringify(euros.body)).toBe(201);
    const dollars = await cheque({ accountId: customer, amount: '100', currency: 'USD', exchangeRate: '34.50' });
    const mismatch = await send(dollars, 'COLLECT', { cashAccountId: euros.body.response.id });
    expect([mismatch.status, mismatch.body.code]).toEqual([409, 'cheque.currencyMismatch']);
    expect(await boxMoves(bank)).toEqual([[c.id, '1500.50']]);
  });

  it('an endorsed cheque debits the supplier and can no longer be collected, returned or edited', async () => {
    const customer = await newAccount();
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const c = await cheque({ accountId: customer, amount: '300' });
    const noSupplier = await send(c, 'ENDORSE');
    expect([noSupplier.status, noSupplier.body.code]).toEqual([409, 'cheque.endorseAccountRequired']);
    const toCustomer = await send(c, 'ENDORSE', { accountId: await newAccount() });
    expect([toCustomer.status, toCustomer.body.code]).toEqual([409, 'cheque.endorseToSupplier']);
    const half = await send(c, 'ENDORSE', { accountId: supplier, amount: '150' });
    expect([half.status, half.body.code]).toEqual([409, 'cheque.indivisible']);
    const e = await ok(c, 'ENDORSE', { accountId: supplier });
    expect(e).toMatchObject({ status: 'endorsed', endorsedTo: supplier });
    expect(await balanceOf(admin, supplier)).toBe('300.00');
    for (const [type, extra] of [
      ['COLLECT', { cashAccountId: bank }],
      ['RETURN', {}],
      ['SEND_TO_BANK', {}],
    ] as const) {
      const r = await send(e, type, extra);
      expect([type, r.status, r.body.code]).toEqual([type, 409, 'common.eventNotAllowed']);
    }
    const edit = await call('PATCH', `documents/${e.id}`, { token: admin, body: { version: e.version, note: 'x' } });
    expect([edit.status, edit.body.code]).toEqual([409, 'cheque.locked']);
    expect(await boxMoves(bank)).toEqual([]);
  });

  it('a bounced cheque debits the customer back at once, on the day it bounced; collected later it credits again, returned it moves no more', async () => {
    const customer = await newAccount();
    const bank = await newBank();
    const today = (await call('GET', 'cheques/portfolio', { token: admin })).body.response.today as string;
    const a = await cheque({ accountId: customer, amount: '100' });
    const b = await cheque({ accountId: customer, amount: '40' });
    const early = await send(a, 'BOUNCE');
    expect([early.status, early.body.code]).toEqual([409, 'cheque.bounceOnlyAtBank']);
    expect(await balanceOf(admin, customer)).toBe('-140.00');

    const aBounced = await ok(await ok(a, 'SEND_TO_BANK', { bankAccountId: bank }), 'BOUNCE');
    expect(aBounced.status).toBe('bounced');
    expect(await balanceOf(admin, customer)).toBe('-40.00');
    const rows = (await call('GET', `accounts/${customer}/statement`, { token: admin })).body.response.rows as Doc[];
    expect(rows.filter((r) => r.documentId === a.id).map((r) => [r.date, r.debit, r.credit])).toEqual([
      ['2026-03-10', '0.00', '100.00'],
      [today, '100.00', '0.00'],
    ]);

    // collected after all: the money comes in and the customer is credited again, once
    await ok(aBounced, 'COLLECT', { cashAccountId: bank });
    expect(await balanceOf(admin, customer)).toBe('-140.00');
    expect(await boxMoves(bank)).toEqual([[a.id, '100.00']]);

    // returned: the paper goes back, the account was debited already when it bounced
    const bBounced = await ok(await ok(b, 'SEND_TO_BANK', { bankAccountId: bank }), 'BOUNCE');
    expect(await balanceOf(admin, customer)).toBe('-100.00');
    const returned = await ok(bBounced, 'RETURN');
    expect(returned.status).toBe('returned');
    expect(await balanceOf(admin, customer)).toBe('-100.00');
    const after = (await call('GET', `accounts/${customer}/statement`, { token: admin })).body.response.rows as Doc[];
    expect(after.filter((r) => r.documentId === b.id).map((r) => [r.debit, r.credit])).toEqual([
      ['0.00', '40.00'],
      ['40.00', '0.00'],
    ]);
    expect(await boxMoves(bank)).toEqual([[a.id, '100.00']]);
  });

  it('a bounced cheque or note leaves the portfolio’s month and bank totals and what comes due, and is listed apart until returned or collected', async () => {
    const customer = await newAccount();
    const bank = await newBank();
    const today = (await call('GET', 'cheques/portfolio', { token: admin })).body.response.today as string;
    const bankName = `${RUN} Karşılıksız Bankası`;
    const made = (
      await batch({
        kind: 'receive',
        accountId: customer,
        items: [
          { type: 'receivedCheque', amount: '70.00', dueDate: today, bank: bankName },
          { type: 'receivedNote', amount: '5.00', dueDate: today, bank: bankName },
          { type: 'receivedCheque', amount: '9.00', dueDate: today, bank: bankName },
        ],
      })
    ).body.response.documents as Doc[];
    const ours = (list: Doc[]) => list.map((c) => c.id).filter((id) => made.some((m) => m.id === id));
    const cheque1 = await ok(await ok(made[0]!, 'SEND_TO_BANK', { bankAccountId: bank }), 'BOUNCE');
    const note = await ok(await ok(made[1]!, 'SEND_TO_BANK', { bankAccountId: bank }), 'BOUNCE');
    expect(note.status).toBe('bounced');

    const p = (await call('GET', 'cheques/portfolio', { token: admin })).body.response;
    expect(ours(p.coming)).toEqual([made[2]!.id]);
    expect(ours(p.overdue)).toEqual([]);
    expect(ours(p.bounced)).toEqual([made[0]!.id, made[1]!.id]);
    expect(ours(p.items)).toEqual(made.map((m) => m.id));
    expect(p.items.filter((c: Doc) => ours([c]).length).map((c: Doc) => c.status)).toEqual(['bounced', 'bounced', 'portfolio']);
    expect(p.byBank.filter((g: Doc) => g.key === bankName)).toEqual([{ key: bankName, side: 'received', currency: 'TRY', count: 1, total: '9.00' }]);
    expect(await balanceOf(admin, customer)).toBe('-9.00');

    await ok(cheque1, 'COLLECT', { cashAccountId: bank });
    await ok(note, 'RETURN');
    const later = (await call('GET', 'cheques/portfolio', { token: admin })).body.response;
    expect(ours(later.bounced)).toEqual([]);
    expect(ours(later.items)).toEqual([made[2]!.id]);
    expect(await balanceOf(admin, customer)).toBe('-79.00');
  });

  it('an own cheque debits the supplier when issued, moves the account out when paid, credits back when returned', async () => {
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const own = await cheque({ type: 'ownCheque', accountId: supplier, amount: '250.25' });
    const note = await cheque({ type: 'ownNote', accountId: supplier, amount: '50' });
    expect(own.number).toMatch(/^CV2026/);
    expect(note.number).toMatch(/^NV2026/);
    expect(await balanceOf(admin, supplier)).toBe('300.25');
    const unpaid = await send(own, 'PAY');
    expect([unpaid.status, unpaid.body.code]).toEqual([409, 'cheque.cashAccountRequired']);
    await ok(own, 'PAY', { cashAccountId: bank });
    await ok(note, 'RETURN');
    expect(await boxMoves(bank)).toEqual([[own.id, '-250.25']]);
    expect(await balanceOf(admin, supplier)).toBe('250.25');
  });

  it('creation names every missing or wrong field in one 422 and stores nothing; the auditor reads and writes nothing', async () => {
    const before = await chequeCount();
    const r = await call('POST', 'documents', { token: admin, body: { type: 'receivedCheque', amount: '-5', dueDate: '2026-02-30' }, lang: 'en' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['accountId', 'amount', 'dueDate']);
    expect(await chequeCount()).toBe(before);
    const customer = await newAccount();
    const c = await cheque({ accountId: customer, amount: '10' });
    const denied = await send(c, 'RETURN', {}, auditor);
    expect(denied.status).toBe(403);
    expect((await call('GET', `documents/${c.id}`, { token: auditor })).status).toBe(200);
    expect((await call('GET', 'cheques/portfolio', { token: auditor })).status).toBe(200);
    const slip = await call('POST', 'cheque-batches', { token: auditor, body: { kind: 'return', documents: [{ id: c.id, version: c.version }] } });
    expect(slip.status).toBe(403);
  });
});

describe('slips (bordro): several cheques in one transaction, all or nothing', () => {
  it('an entry slip creates every cheque of one customer with one slip number, or none when a row is wrong', async () => {
    const customer = await newAccount();
    const before = await chequeCount();
    const bad = await batch({
      kind: 'receive',
      accountId: customer,
      items: [
        { type: 'receivedCheque', amount: '10', dueDate: '2026-06-01' },
        { type: 'receivedCheque', amount: '1.005', dueDate: '2026-06-01' },
        { type: 'ownCheque', amount: '5', dueDate: 'yarın' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['items.1.amount', 'items.2.dueDate', 'items.2.type']);
    expect(await chequeCount()).toBe(before);

    const r = await batch({
      kind: 'receive',
      accountId: customer,
      date: '2026-03-12',
      items: [
        { type: 'receivedCheque', amount: '100', dueDate: '2026-06-01', number: 'X-1', bank: 'Garanti' },
        { type: 'receivedNote', amount: '200.50', dueDate: '2026-07-01' },
        { type: 'receivedCheque', amount: '300', dueDate: '2026-06-15', serialNo: 'X-3' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { batchNo, documents } = r.body.response as { batchNo: string; documents: Doc[] };
    expect(batchNo).toMatch(/^BR2026\d{6}$/);
    expect(documents.map((d) => [d.type, d.amount, d.batchNo, d.status, d.date])).toEqual([
      ['receivedCheque', '100.00', batchNo, 'portfolio', '2026-03-12'],
      ['receivedNote', '200.50', batchNo, 'portfolio', '2026-03-12'],
      ['receivedCheque', '300.00', batchNo, 'portfolio', '2026-03-12'],
    ]);
    expect(documents[0]!.serialNo).toBe('X-1');
    expect(await chequeCount()).toBe(before + 3);
    expect(await balanceOf(admin, customer)).toBe('-600.50');
  });

  it('a collection slip refused by one cheque (endorsed) collects none and moves no cash; an endorsement slip moves them all', async () => {
    const customer = await newAccount();
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const made = (
      await batch({
        kind: 'receive',
        accountId: customer,
        items: [1, 2, 3].map((n) => ({ type: 'receivedCheque', amount: `${n}0`, dueDate: '2026-06-01' })),
      })
    ).body.response.documents as Doc[];
    const endorsed = await ok(made[2]!, 'ENDORSE', { accountId: supplier });
    const refs = [made[0]!, made[1]!, endorsed].map((d) => ({ id: d.id, version: d.version }));
    const refused = await batch({ kind: 'collect', cashAccountId: bank, documents: refs });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('common.eventNotAllowed');
    expect(Object.keys(refused.body.errors)).toEqual(['documents.2']);
    expect(await boxMoves(bank)).toEqual([]);
    for (const d of made.slice(0, 2)) expect((await call('GET', `documents/${d.id}`, { token: admin })).body.response.status).toBe('portfolio');

    const dup = await batch({ kind: 'collect', cashAccountId: bank, documents: [refs[0], refs[0]] });
    expect(dup.status).toBe(422);
    expect(Object.keys(dup.body.errors)).toEqual(['documents.1.id']);
    const noBox = await batch({ kind: 'collect', documents: refs.slice(0, 2) });
    expect([noBox.status, Object.keys(noBox.body.errors)]).toEqual([422, ['cashAccountId']]);

    const slip = await batch({ kind: 'endorse', accountId: supplier, documents: refs.slice(0, 2) });
    expect(slip.status, JSON.stringify(slip.body)).toBe(201);
    const { batchNo, documents } = slip.body.response as { batchNo: string; documents: Doc[] };
    expect(documents.map((d) => [d.status, d.endorseBatchNo, d.endorsedTo])).toEqual([
      ['endorsed', batchNo, supplier],
      ['endorsed', batchNo, supplier],
    ]);
    expect(await balanceOf(admin, supplier)).toBe('60.00');
    const moves = (await call('GET', 'cheques/moves?limit=500', { token: admin })).body.response.items as Doc[];
    expect(moves.filter((m) => m.batchNo === batchNo).map((m) => [m.documentId, m.event, m.targetAccountId])).toEqual(
      expect.arrayContaining([
        [made[0]!.id, 'ENDORSE', supplier],
        [made[1]!.id, 'ENDORSE', supplier],
      ]),
    );
  });

  it('the portfolio shows what is open with totals per due month and bank, what comes due this week and what is overdue', async () => {
    const customer = await newAccount();
    const today = (await call('GET', 'cheques/portfolio', { token: admin })).body.response.today as string;
    const shift = (n: number) => addDays(today, n);
    const bankName = `${RUN} Bankası`;
    const made = (
      await batch({
        kind: 'receive',
        accountId: customer,
        items: [
          { type: 'receivedCheque', amount: '11.10', dueDate: shift(-3), bank: bankName },
          { type: 'receivedCheque', amount: '22.20', dueDate: shift(2), bank: bankName },
          { type: 'receivedNote', amount: '33.30', dueDate: shift(40) },
        ],
      })
    ).body.response.documents as Doc[];
    const p = (await call('GET', 'cheques/portfolio', { token: admin })).body.response;
    const ids = (list: Doc[]) => list.map((c) => c.id).filter((id) => made.some((m) => m.id === id));
    expect(ids(p.overdue)).toEqual([made[0]!.id]);
    expect(ids(p.coming)).toEqual([made[1]!.id]);
    expect(ids(p.items)).toEqual(made.map((m) => m.id));
    expect(p.items.find((c: Doc) => c.id === made[0]!.id).accountName).toMatch(RUN);
    expect(p.byBank.filter((g: Doc) => g.key === bankName)).toEqual([{ key: bankName, side: 'received', currency: 'TRY', count: 2, total: '33.30' }]);
    const month = p.byMonth.find((g: Doc) => g.key === shift(40).slice(0, 7) && g.side === 'received');
    expect(month.count).toBeGreaterThanOrEqual(1);
  });
});

describe('own cheques and returns on slips: every move writes its ledgers, a refused row refuses the slip', () => {
  const ownCount = async () => (await call('GET', 'documents?family=ownCheque&limit=1', { token: admin })).body.response.total as number;
  const statusOf = async (d: Doc) => (await call('GET', `documents/${d.id}`, { token: admin })).body.response.status as string;
  const refs = (docs: Doc[]) => docs.map((d) => ({ id: d.id, version: d.version }));

  it('an issue slip (cekcikis) creates own cheques and notes for one supplier with one slip number and debits it; a wrong row stores none', async () => {
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const before = await ownCount();
    const bad = await batch({
      kind: 'issue',
      accountId: supplier,
      items: [
        { type: 'ownCheque', amount: '10', dueDate: '2026-06-01' },
        { type: 'receivedCheque', amount: '10', dueDate: '2026-06-01' },
        { type: 'ownNote', amount: '-5', dueDate: '2026-06-01' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['items.1.type', 'items.2.amount']);
    // a zero cheque is refused by the machine as the slip's rows are created: the first row is kept no more than the rest
    const zero = await batch({
      kind: 'issue',
      accountId: supplier,
      items: [
        { type: 'ownCheque', amount: '10', dueDate: '2026-06-01' },
        { type: 'ownNote', amount: '0', dueDate: '2026-06-01' },
      ],
    });
    expect([zero.status, Object.keys(zero.body.errors ?? {})]).toEqual([422, ['items.1.amount']]);
    const noAccount = await batch({ kind: 'issue', items: [{ type: 'ownCheque', amount: '10', dueDate: '2026-06-01' }] });
    expect([noAccount.status, Object.keys(noAccount.body.errors)]).toEqual([422, ['accountId']]);
    expect(await ownCount()).toBe(before);
    expect(await balanceOf(admin, supplier)).toBe('0.00');

    const r = await batch({
      kind: 'issue',
      accountId: supplier,
      date: '2026-03-14',
      items: [
        { type: 'ownCheque', amount: '400', dueDate: '2026-06-01', serialNo: 'K-1', bank: 'Vakıf' },
        { type: 'ownNote', amount: '99.90', dueDate: '2026-07-01' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { batchNo, documents } = r.body.response as { batchNo: string; documents: Doc[] };
    expect(batchNo).toMatch(/^BR2026\d{6}$/);
    expect(documents.map((d) => [d.type, d.amount, d.status, d.batchNo, d.accountId, d.date])).toEqual([
      ['ownCheque', '400.00', 'issued', batchNo, supplier, '2026-03-14'],
      ['ownNote', '99.90', 'issued', batchNo, supplier, '2026-03-14'],
    ]);
    expect(documents[0]!.number).toMatch(/^CV2026/);
    expect(documents[1]!.number).toMatch(/^NV2026/);
    expect(await ownCount()).toBe(before + 2);
    // issuing owes the supplier nothing more: the supplier is debited, no money moves yet
    expect(await balanceOf(admin, supplier)).toBe('499.90');
    expect(await boxMoves(bank)).toEqual([]);
  });

  it('a payment slip (odeme) pays own cheques out of one bank account, all or none: a paid or a foreign-currency cheque refuses it', async () => {
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const issued = (
      await batch({
        kind: 'issue',
        accountId: supplier,
        items: [
          { type: 'ownCheque', amount: '120', dueDate: '2026-06-01' },
          { type: 'ownNote', amount: '30.45', dueDate: '2026-06-15' },
        ],
      })
    ).body.response.documents as Doc[];
    const dollars = await cheque({ type: 'ownCheque', accountId: supplier, amount: '5', currency: 'USD', exchangeRate: '34.50' });
    const noBox = await batch({ kind: 'pay', documents: refs(issued) });
    expect([noBox.status, Object.keys(noBox.body.errors)]).toEqual([422, ['cashAccountId']]);
    const mixed = await batch({ kind: 'pay', cashAccountId: bank, documents: refs([...issued, dollars]) });
    expect([mixed.status, mixed.body.code, Object.keys(mixed.body.errors)]).toEqual([409, 'cheque.currencyMismatch', ['documents.2']]);
    // a received cheque has no payment: the slip names it
    const received = await cheque({ accountId: await newAccount(), amount: '1' });
    const wrongSide = await batch({ kind: 'pay', cashAccountId: bank, documents: refs([received, issued[0]!]) });
    expect([wrongSide.status, Object.keys(wrongSide.body.errors)]).toEqual([409, ['documents.0']]);
    expect(await boxMoves(bank)).toEqual([]);
    expect(await statusOf(issued[0]!)).toBe('issued');

    const paid = await batch({ kind: 'pay', cashAccountId: bank, documents: refs(issued) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const { batchNo, documents } = paid.body.response as { batchNo: string; documents: Doc[] };
    expect(documents.map((d) => [d.status, d.cashAccountId])).toEqual([
      ['paid', bank],
      ['paid', bank],
    ]);
    expect(await boxMoves(bank)).toEqual([
      [issued[0]!.id, '-120.00'],
      [issued[1]!.id, '-30.45'],
    ]);
    // the supplier was debited when the cheques were issued (the dollar one by its liras, 5 × 34.50); paying them moves only the bank
    expect(await balanceOf(admin, supplier)).toBe('322.95');
    const moves = (await call('GET', 'cheques/moves?limit=500', { token: admin })).body.response.items as Doc[];
    expect(moves.filter((m) => m.batchNo === batchNo).map((m) => m.event)).toEqual(['PAY', 'PAY']);
    const twice = await batch({ kind: 'pay', cashAccountId: bank, documents: refs(documents) });
    expect([twice.status, twice.body.code]).toEqual([409, 'common.eventNotAllowed']);
    expect((await boxMoves(bank)).length).toBe(2);
  });

  it('a return slip of received cheques (girisiade) debits the customer back, moves no cash, and is refused whole by a collected cheque', async () => {
    const customer = await newAccount();
    const bank = await newBank();
    const made = (
      await batch({
        kind: 'receive',
        accountId: customer,
        items: [10, 20, 30].map((n) => ({ type: 'receivedCheque', amount: `${n}`, dueDate: '2026-06-01' })),
      })
    ).body.response.documents as Doc[];
    const bounced = await ok(await ok(made[1]!, 'SEND_TO_BANK', { bankAccountId: bank }), 'BOUNCE');
    const collected = await ok(made[2]!, 'COLLECT', { cashAccountId: bank });
    // the bounced 20 was debited back when it bounced
    expect(await balanceOf(admin, customer)).toBe('-40.00');

    const refused = await batch({ kind: 'return', documents: refs([made[0]!, bounced, collected]) });
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors)]).toEqual([409, 'common.eventNotAllowed', ['documents.2']]);
    expect([await statusOf(made[0]!), await statusOf(bounced)]).toEqual(['portfolio', 'bounced']);
    expect(await balanceOf(admin, customer)).toBe('-40.00');

    const r = await batch({ kind: 'return', documents: refs([made[0]!, bounced]) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((r.body.response.documents as Doc[]).map((d) => d.status)).toEqual(['returned', 'returned']);
    // 60 credited at entry, 20 debited back on the bounce and 10 on the return; only the collected cheque moved the bank
    expect(await balanceOf(admin, customer)).toBe('-30.00');
    expect(await boxMoves(bank)).toEqual([[collected.id, '30.00']]);
  });

  it('a return slip of own cheques (cikisiade) credits the supplier back, moves no cash, and is refused whole by a paid one', async () => {
    const supplier = await newAccount('supplier');
    const bank = await newBank();
    const issued = (
      await batch({
        kind: 'issue',
        accountId: supplier,
        items: [70, 80, 90].map((n) => ({ type: 'ownCheque', amount: `${n}`, dueDate: '2026-06-01' })),
      })
    ).body.response.documents as Doc[];
    const paid = await ok(issued[2]!, 'PAY', { cashAccountId: bank });
    expect(await balanceOf(admin, supplier)).toBe('240.00');

    const refused = await batch({ kind: 'return', documents: refs([issued[0]!, issued[1]!, paid]) });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([409, ['documents.2']]);
    expect(await statusOf(issued[0]!)).toBe('issued');

    const r = await batch({ kind: 'return', documents: refs(issued.slice(0, 2)) });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((r.body.response.documents as Doc[]).map((d) => [d.status, d.batchNo])).toEqual([
      ['returned', issued[0]!.batchNo],
      ['returned', issued[1]!.batchNo],
    ]);
    expect(await balanceOf(admin, supplier)).toBe('90.00');
    expect(await boxMoves(bank)).toEqual([[paid.id, '-90.00']]);
    const again = await batch({ kind: 'return', documents: refs(r.body.response.documents as Doc[]) });
    expect([again.status, again.body.code]).toEqual([409, 'common.eventNotAllowed']);
    expect(await balanceOf(admin, supplier)).toBe('90.00');
  });
});

describe(`two clerks collecting the same cheques at once (${inject('databaseKind')})`, () => {
  it('one collection wins and the cash is counted once', async () => {
    const customer = await newAccount();
    const bank = await newBank();
    const c = await cheque({ accountId: customer, amount: '75' });
    const clerks = await Promise.all([login('admin@demo.test'), login('muhasebe@demo.test')]);
    const replies = await Promise.all(
      clerks.map((token) => call('POST', `documents/${c.id}/events`, { token, body: { type: 'COLLECT', version: c.version, cashAccountId: bank } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await boxMoves(bank)).toEqual([[c.id, '75.00']]);

    // two slips naming the same cheques in another order: one collects them all, the other none
    const made = (
      await batch({ kind: 'receive', accountId: customer, items: [1, 2, 3].map(() => ({ type: 'receivedCheque', amount: '5', dueDate: '2026-06-01' })) })
    ).body.response.documents as Doc[];
    const refs = made.map((d) => ({ id: d.id, version: d.version }));
    const slips = await Promise.all(
      [refs, [...refs].reverse()].map((documents, i) =>
        call('POST', 'cheque-batches', { token: clerks[i], body: { kind: 'collect', cashAccountId: bank, documents } }),
      ),
    );
    expect(slips.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await boxMoves(bank)).length).toBe(4);
  });
});
