import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentInstalmentsSchema, instalmentPlanListSchema, overdueListSchema } from '../../src/domain/schemas/instalments';
import { call, login } from './client';
import { balanceOf, closeOpenSessions, demo, type Demo } from './fixtures';
import { addDays, businessDay } from '../../src/domain/clock/clock';

/**
 * Instalment plans (/cari/acik) against the real server: a completed sale on account split into instalments that
 * sum to its total; credits to the account settle them oldest due first, or the ones a voucher names first;
 * the overdue list; and two clerks collecting at once on PostgreSQL never settle the same kuruş twice.
 * Each test uses accounts of its own, so their instalments start open.
 */
let d: Demo;
let seq = 0;
const RUN = `T${Date.now().toString(36)}`;
type Plan = { id: number; paid: string; open: string; overdue: string; instalments: { id: number; seq: number; paid: string; open: string; state: string }[] };

const newCustomer = async () => {
  const r = await call('POST', 'accounts', { token: d.admin, body: { name: `${RUN} taksit ${++seq}`, kind: 'customer' } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};

async function run(doc: Record<string, any>, events: string[], token = d.accountant) {
  for (const type of events) {
    const r = await call('POST', `documents/${doc.id}/events`, { token, body: { type, version: doc.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  return doc;
}

/** A receipt with one line at `price` without VAT, so that its total is `price`; completed unless told otherwise. */
async function receipt(type: string, accountId: number, price: string, extra: Record<string, unknown> = {}, events = ['START', 'COMPLETE']) {
  const body = {
    type,
    accountId,
    warehouseId: d.warehouse.id,
    lines: [{ productId: d.products[0]!.id, quantity: '1', unitPrice: price, vatRate: 0 }],
    ...extra,
  };
  const r = await call('POST', 'documents', { token: d.accountant, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return run(r.body.response, events);
}

const voucher = async (accountId: number, amount: string, extra: Record<string, unknown> = {}) => {
  const r = await call('POST', 'documents', { token: d.accountant, body: { type: 'receivableVoucher', accountId, amount, ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Record<string, any>;
};
const complete = (doc: Record<string, any>) =>
  call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type: 'COMPLETE', version: doc.version } });

const savePlan = (documentId: number, instalments: unknown, token = d.accountant, lang?: string) =>
  call('PUT', `instalment-plans/document/${documentId}`, { token, body: { instalments }, lang });
const refusalOf = async (documentId: number) =>
  documentInstalmentsSchema.parse((await call('GET', `instalment-plans/document/${documentId}`, { token: d.accountant })).body.response);
const planOf = async (documentId: number) => (await call('GET', `instalment-plans/document/${documentId}`, { token: d.accountant })).body.response.plan as Plan;
const states = (plan: Plan) => plan.instalments.map((i) => `${i.seq}:${i.state}:${i.paid}`);

/** A day `offset` days from today in Istanbul, where the server counts what is overdue. */
const day = (offset: number) => {
  return addDays(businessDay(new Date()), offset);
};

/** An invoice of `total` on account, split into `amounts` due 60 days ago, 30 days ago, then monthly in the future. */
async function plannedInvoice(accountId: number, total: string, amounts: string[]) {
  const invoice = await receipt('salesInvoice', accountId, total);
  const r = await savePlan(
    invoice.id,
    amounts.map((amount, i) => ({ dueDate: day(-60 + i * 30), amount })),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { invoice, plan: r.body.response.plan as Plan };
}

beforeAll(async () => {
  d = await demo();
});

describe(`instalment plans (${inject('databaseKind')})`, () => {
  it('a plan splits a completed sale on account exactly; anything else is refused and nothing is stored', async () => {
    const acc = await newCustomer();
    const invoice = await receipt('salesInvoice', acc, '100.00');
    const owed = (await call('GET', `instalment-plans/document/${invoice.id}`, { token: d.auditor })).body.response;
    expect(documentInstalmentsSchema.parse(owed)).toMatchObject({ owed: { accountId: acc, currency: 'TRY', total: '100.00' }, plan: null });

    // every wrong instalment named at once, in the user's language
    const bad = await savePlan(
      invoice.id,
      [
        { dueDate: '2026-02-30', amount: '50' },
        { dueDate: '2026-03-01', amount: '-5' },
        { dueDate: '2026-04-01', amount: '10.123' },
      ],
      d.accountant,
      'en',
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['instalments.0.dueDate', 'instalments.1.amount', 'instalments.2.amount']);
    const sum = await savePlan(
      invoice.id,
      [
        { dueDate: '2026-03-01', amount: '60' },
        { dueDate: '2026-02-01', amount: '30' },
        { dueDate: '2026-04-01', amount: '0.00' },
      ],
      d.accountant,
      'en',
    );
    expect(sum.status).toBe(422);
    expect(sum.body.errors).toEqual({
      instalments: ['The instalments must add up exactly to the document’s amount.'],
      'instalments.1.dueDate': ['A due date cannot be before the previous instalment’s.'],
      'instalments.2.amount': ['An instalment must be greater than zero with at most two decimals.'],
    });
    expect((await savePlan(invoice.id, [])).body.errors).toEqual({ instalments: ['Bir plan 1 ile 60 arasında taksit içermelidir.'] });
    expect(await planOf(invoice.id)).toBeNull();

    // not a sale owing on account: a draft, a cash invoice, a purchase
    const draft = await receipt('salesInvoice', acc, '100.00', {}, []);
    const cash = await receipt('salesInvoice', acc, '100.00', { paymentType: 'cash' });
    const purchase = await receipt('purchaseInvoice', acc, '100.00');
    for (const doc of [draft, cash, purchase]) {
      const r = await savePlan(doc.id, [{ dueDate: '2026-03-01', amount: '100' }]);
      expect(r.status, doc.type).toBe(409);
      expect(r.body.code).toBe('instalment.notOnAccount');
      // the plan's page shows the same reason before anything is typed
      expect((await refusalOf(doc.id)).refusal, doc.type).toBe('instalment.notOnAccount');
    }
    expect((await refusalOf(invoice.id)).refusal).toBeNull();
    // the auditor reads, never writes
    expect((await savePlan(invoice.id, [{ dueDate: '2026-03-01', amount: '100' }], d.auditor)).status).toBe(403);

    const saved = await savePlan(invoice.id, [
      { dueDate: '2026-03-01', amount: '33.34' },
      { dueDate: '2026-04-01', amount: '33.33' },
      { dueDate: '2026-04-01', amount: '33.33' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(documentInstalmentsSchema.parse(saved.body.response).plan).toMatchObject({ total: '100.00', paid: '0.00', open: '100.00' });
    // replaced while nothing is paid
    const replaced = await savePlan(invoice.id, [{ dueDate: '2026-05-01', amount: '100.00' }]);
    expect(replaced.status).toBe(200);
    expect(replaced.body.response.plan.instalments).toMatchObject([{ seq: 1, dueDate: '2026-05-01', amount: '100.00', paid: '0.00' }]);
    expect(instalmentPlanListSchema.parse((await call('GET', `instalment-plans?accountId=${acc}`, { token: d.auditor })).body.response).items).toHaveLength(1);
    expect((await call('DELETE', `instalment-plans/document/${invoice.id}`, { token: d.accountant })).status).toBe(200);
    expect(await planOf(invoice.id)).toBeNull();
  });

  it('a till sale on account is split like an invoice; one paid at the till is not', async () => {
    const acc = await newCustomer();
    const boxId = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find(
      (b) => b.kind === 'cash',
    )!.id;
    await closeOpenSessions(d.admin, boxId);
    const opened = await call('POST', 'documents', { token: d.cashier, body: { type: 'cashBoxSession', cashBoxId: boxId, openingBalance: '0.00' } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const sell = async (paymentType: string) => {
      const lines = [{ productId: d.products[0]!.id, quantity: '1', unitPrice: '45.00', vatRate: 0 }];
      const r = await call('POST', 'pos/sales', {
        token: d.admin,
        body: { clientId: crypto.randomUUID(), cashBoxId: boxId, paymentType, accountId: acc, lines },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response.id as number;
    };
    const [credit, cash] = [await sell('credit'), await sell('cash')];
    await closeOpenSessions(d.admin, boxId);
    expect((await call('GET', `instalment-plans/document/${credit}`, { token: d.accountant })).body.response.owed).toEqual({
      accountId: acc,
      currency: 'TRY',
      total: '45.00',
    });
    const saved = await savePlan(credit, [
      { dueDate: day(-1), amount: '22.50' },
      { dueDate: day(29), amount: '22.50' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(states(saved.body.response.plan)).toEqual(['1:overdue:0.00', '2:open:0.00']);
    expect((await savePlan(cash, [{ dueDate: day(1), amount: '45.00' }])).body.code).toBe('instalment.notOnAccount');
  });

  it('a credit settles the oldest due first; a cash sale settles nothing; a settled plan is kept', async () => {
    const acc = await newCustomer();
    const { invoice } = await plannedInvoice(acc, '300.00', ['100.00', '100.00', '100.00']);
    // paid at once: its debit and credit net to nothing
    await receipt('salesInvoice', acc, '40.00', { paymentType: 'cash' });
    expect(states(await planOf(invoice.id))).toEqual(['1:overdue:0.00', '2:overdue:0.00', '3:open:0.00']);

    const done = await complete(await voucher(acc, '150.00'));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    let plan = await planOf(invoice.id);
    expect(states(plan)).toEqual(['1:paid:100.00', '2:overdue:50.00', '3:open:0.00']);
    expect(plan).toMatchObject({ paid: '150.00', open: '150.00', overdue: '50.00' });

    // a sales return credits the account too
    await receipt('salesReturn', acc, '70.00');
    plan = await planOf(invoice.id);
    expect(states(plan)).toEqual(['1:paid:100.00', '2:paid:100.00', '3:open:20.00']);
    expect(await balanceOf(d.admin, acc)).toBe('80.00');

    for (const r of [
      await savePlan(invoice.id, [{ dueDate: '2026-05-01', amount: '300.00' }]),
      await call('DELETE', `instalment-plans/document/${invoice.id}`, { token: d.accountant }),
    ]) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('instalment.planSettled');
    }
    expect((await refusalOf(invoice.id)).refusal).toBe('instalment.planSettled');
    // more than is owed: the rest stays a credit on the account, no instalment holds more than it owes
    expect((await complete(await voucher(acc, '500.00'))).status).toBe(200);
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00', '2:paid:100.00', '3:paid:100.00']);
  });

  it('a received cheque settles the oldest due on entry; bounced and returned to its customer, it leaves them open again', async () => {
    const acc = await newCustomer();
    const { invoice } = await plannedInvoice(acc, '200.00', ['100.00', '100.00']);
    const entered = async (amount: string) => {
      const r = await call('POST', 'documents', {
        token: d.accountant,
        body: { type: 'receivedCheque', accountId: acc, amount, date: day(0), dueDate: day(30), number: `${RUN}-${++seq}` },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.response as Record<string, any>;
    };
    const kept = await entered('30.00');
    const returned = await entered('120.00');
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00', '2:overdue:50.00']);

    // bounced, the dues it settled are open again at once; returned after, nothing moves a second time
    const bounced = await run(returned, ['SEND_TO_BANK', 'BOUNCE']);
    expect(states(await planOf(invoice.id))).toEqual(['1:overdue:30.00', '2:overdue:0.00']);
    expect(await balanceOf(d.admin, acc)).toBe('170.00');
    await run(bounced, ['RETURN']);
    expect(states(await planOf(invoice.id))).toEqual(['1:overdue:30.00', '2:overdue:0.00']);
    expect(await balanceOf(d.admin, acc)).toBe('170.00');
    // the cheque that stays still counts: a new credit settles from what it left
    expect((await complete(await voucher(acc, '70.00'))).status).toBe(200);
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00', '2:overdue:0.00']);
    expect(kept.status).toBe('portfolio');
  });

  it('a bounced cheque leaves the dues its entry settled open again; collected after all, its credit settles them anew, once', async () => {
    const acc = await newCustomer();
    const { invoice } = await plannedInvoice(acc, '200.00', ['100.00', '100.00']);
    const bankId = ((await call('GET', 'cash-boxes', { token: d.admin })).body.response.items as { id: number; kind: string }[]).find(
      (b) => b.kind === 'bank',
    )!.id;
    const r = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'receivedCheque', accountId: acc, amount: '150.00', date: day(0), dueDate: day(30), number: `${RUN}-${++seq}` },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00', '2:overdue:50.00']);
    const bounced = await run(r.body.response, ['SEND_TO_BANK', 'BOUNCE']);
    expect(states(await planOf(invoice.id))).toEqual(['1:overdue:0.00', '2:overdue:0.00']);
    expect(await balanceOf(d.admin, acc)).toBe('200.00');
    const collected = await call('POST', `documents/${bounced.id}/events`, {
      token: d.accountant,
      body: { type: 'COLLECT', version: bounced.version, cashAccountId: bankId },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00', '2:overdue:50.00']);
    expect(await balanceOf(d.admin, acc)).toBe('50.00');
  });

  it('a voucher settles the instalments it names first; another account’s is a 422, a paid one a 409, and nothing is written', async () => {
    const acc = await newCustomer();
    const other = await newCustomer();
    const { plan } = await plannedInvoice(acc, '300.00', ['100.00', '100.00', '100.00']);
    const { plan: otherPlan } = await plannedInvoice(other, '50.00', ['50.00']);
    const [first, second, third] = plan.instalments.map((i) => i.id);

    expect((await complete(await voucher(acc, '120.00', { instalmentIds: [third] }))).status).toBe(200);
    expect(states(await planOf(await planDoc(acc)))).toEqual(['1:overdue:20.00', '2:overdue:0.00', '3:paid:100.00']);

    const foreign = await complete(await voucher(acc, '10.00', { instalmentIds: [otherPlan.instalments[0]!.id] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('instalmentIds');
    const again = await complete(await voucher(acc, '10.00', { instalmentIds: [third, second] }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('instalment.alreadySettled');
    // neither refused voucher moved the balance nor settled anything
    expect(await balanceOf(d.admin, acc)).toBe('180.00');
    expect(states(await planOf(await planDoc(acc)))).toEqual(['1:overdue:20.00', '2:overdue:0.00', '3:paid:100.00']);

    expect((await complete(await voucher(acc, '100.00', { instalmentIds: [second, first] }))).status).toBe(200);
    expect(states(await planOf(await planDoc(acc)))).toEqual(['1:overdue:20.00', '2:paid:100.00', '3:paid:100.00']);
  });

  it('a collection naming another company’s instalment is refused at creation (422 on that instalment), as every other reference is', async () => {
    const acc = await newCustomer();
    const { plan } = await plannedInvoice(acc, '90.00', ['90.00']);
    const oteki = await login('admin@oteki.test');
    const otekiCustomer = (await call('GET', 'accounts?limit=50', { token: oteki })).body.response.items.find((a: { kind: string }) => a.kind === 'customer');
    const drafted = await call('POST', 'documents', {
      token: oteki,
      body: { type: 'receivableVoucher', accountId: otekiCustomer.id, amount: '10.00', instalmentIds: [plan.instalments[0]!.id] },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(422);
    expect(Object.keys(drafted.body.errors)).toEqual(['instalmentIds.0']);
    // the company's own instalment is taken at creation as before
    expect((await voucher(acc, '10.00', { instalmentIds: [plan.instalments[0]!.id] })).instalmentIds).toEqual([String(plan.instalments[0]!.id)]);
  });

  it('a cash collection (/kasa/tahsilat) settles the instalments it names first, the rest oldest due first', async () => {
    const acc = await newCustomer();
    const { invoice } = await plannedInvoice(acc, '300.00', ['100.00', '100.00', '100.00']);
    const plan = await planOf(invoice.id);
    const boxes = (await call('GET', 'cash-accounts', { token: d.accountant })).body.response.items as { id: number; kind: string; currency: string }[];
    const box = boxes.find((b) => b.kind === 'cash' && b.currency === 'TRY')!;
    const r = await call('POST', 'documents', {
      token: d.accountant,
      body: { type: 'collection', cashAccountId: box.id, accountId: acc, amount: '150.00', date: day(0), instalmentIds: [plan.instalments[2]!.id] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect((await complete(r.body.response)).status).toBe(200);
    expect(states(await planOf(invoice.id))).toEqual(['1:overdue:50.00', '2:overdue:0.00', '3:paid:100.00']);
  });

  it('the overdue list names every account’s instalments past due and still owed, oldest first', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const { invoice: ia } = await plannedInvoice(a, '90.00', ['30.00', '30.00', '30.00']);
    const { invoice: ib } = await plannedInvoice(b, '20.00', ['10.00', '10.00']);
    await complete(await voucher(a, '35.00'));

    const r = await call('GET', 'instalment-plans/overdue?limit=500', { token: d.auditor });
    expect(r.status).toBe(200);
    const mine = overdueListSchema.parse(r.body.response).items.filter((i) => i.documentId === ia.id || i.documentId === ib.id);
    expect(mine.map((i) => `${i.account.id === a ? 'a' : 'b'}${i.seq}/${i.count}:${i.open}:${i.daysOverdue}`)).toEqual([
      'b1/2:10.00:60',
      'a2/3:25.00:30',
      'b2/2:10.00:30',
    ]);
    expect(mine[0]).toMatchObject({ documentNumber: ib.number, documentType: 'salesInvoice', state: 'overdue', currency: 'TRY' });
    const onlyA = (await call('GET', `instalment-plans/overdue?accountId=${a}`, { token: d.accountant })).body.response;
    expect(onlyA).toMatchObject({ total: 1, items: [{ seq: 2, open: '25.00' }] });
    expect((await call('GET', 'instalment-plans/overdue?limit=0', { token: d.accountant })).status).toBe(422);
    expect((await call('GET', 'instalment-plans/overdue', { token: d.cashier })).status).toBe(403);
  });

  it('clerks collecting the same instalments at once never settle a kuruş twice', async () => {
    // one instalment named by two collections: one wins, the other is refused
    const acc = await newCustomer();
    const { invoice, plan } = await plannedInvoice(acc, '100.00', ['100.00']);
    const drafts = await Promise.all([0, 1].map(() => voucher(acc, '100.00', { instalmentIds: [plan.instalments[0]!.id] })));
    const replies = await Promise.all(drafts.map(complete));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('instalment.alreadySettled');
    expect(states(await planOf(invoice.id))).toEqual(['1:paid:100.00']);
    expect(await balanceOf(d.admin, acc)).toBe('0.00');

    // twelve collections of 30 over 300 owed: each settles the oldest still open, none over what is owed
    const acc2 = await newCustomer();
    const { invoice: invoice2 } = await plannedInvoice(acc2, '300.00', ['100.00', '100.00', '100.00']);
    const many = await Promise.all(Array.from({ length: 12 }, () => voucher(acc2, '30.00')));
    const done = await Promise.all(many.map(complete));
    expect(done.map((r) => r.status)).toEqual(Array(12).fill(200));
    const after = await planOf(invoice2.id);
    expect(states(after)).toEqual(['1:paid:100.00', '2:paid:100.00', '3:paid:100.00']);
    expect(await balanceOf(d.admin, acc2)).toBe('-60.00');

    // plans replaced while collections settle them: one goes first, and the other sees what it did (four pairs at once)
    const pairs = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const acc3 = await newCustomer();
        const { invoice } = await plannedInvoice(acc3, '100.00', ['50.00', '50.00']);
        return { invoice, collection: await voucher(acc3, '50.00') };
      }),
    );
    const raced = await Promise.all(
      pairs.map(({ invoice, collection }) => Promise.all([complete(collection), savePlan(invoice.id, [{ dueDate: day(-5), amount: '100.00' }])])),
    );
    for (const [i, [collected, replaced]] of raced.entries()) {
      expect(collected.status).toBe(200);
      const plan3 = await planOf(pairs[i]!.invoice.id);
      if (replaced.status === 200) expect(states(plan3)).toEqual(['1:overdue:50.00']);
      else {
        expect(replaced.body.code).toBe('instalment.planSettled');
        expect(states(plan3)).toEqual(['1:paid:50.00', '2:overdue:0.00']);
      }
    }
  });
});

/** The document of the account's only plan. */
async function planDoc(accountId: number): Promise<number> {
  const items = (await call('GET', `instalment-plans?accountId=${accountId}`, { token: d.accountant })).body.response.items as { documentId: number }[];
  expect(items).toHaveLength(1);
  return items[0]!.documentId;
}
