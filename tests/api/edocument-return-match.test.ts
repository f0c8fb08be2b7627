import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { incomingEdocumentPageSchema, incomingEdocumentSchema, returnCandidateListSchema } from '../../src/domain/schemas/edocuments';
import { receiptViewSchema } from '../../src/domain/schemas/document-views';
import { call, login } from './client';
import { startServerWithSandbox } from './own-server';
import { until as untilDone } from '../support/until';

/**
 * Issue #26 item 4: a sales return is booked from the return invoice the customer issued, and that invoice, which comes
 * in through the integrator, is matched to it once: the customer's (its VKN is the account's tax number), to a sales
 * return of the company, linked both ways.
 */
type Started = Awaited<ReturnType<typeof startServerWithSandbox>>;
type Server = Started['server'];
type Sandbox = Started['sandbox'];

const COMPANY_VKN = '2920084496';
/** the sandbox's supplier, who sends the company its invoices */
const SENDER_VKN = '0010213576';
let sandbox: Sandbox;
let server: Server;
let accountant: string;
let sender: number;
let stranger: number;
let product: number;

const api = (method: string, path: string, body?: unknown, token = accountant, lang?: string) =>
  call(method, path, { token, body, base: server.baseUrl, lang });

beforeAll(async () => {
  ({ sandbox, server } = await startServerWithSandbox());
  accountant = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
  product = (await api('GET', 'products?limit=1')).body.response.items[0].id;
  const account = async (name: string, taxNumber: string) => {
    const r = await api('POST', 'accounts', {
      kind: 'customer',
      name,
      taxNumber,
      taxOffice: 'Çankaya',
      city: 'Ankara',
      district: 'Çankaya',
      street: 'Atatürk Bulvarı',
      postalCode: '06680',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.response.id as number;
  };
  sender = await account('Anadolu Yayın Dağıtım A.Ş.', SENDER_VKN);
  stranger = await account('Başka Müşteri Ltd.', '1234567890');
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

const until = <T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms?: number) => untilDone(what, read, done, () => api('GET', 'health'), ms);

const incoming = async () => incomingEdocumentPageSchema.parse((await api('GET', 'edocuments?direction=incoming&limit=500')).body.response).items;

/** An invoice (or e-waybill) the sandbox's supplier sends the company, once the incoming worker has stored it. */
async function received(kind: 'invoice' | 'waybill' = 'invoice') {
  const sent = (await (await fetch(`${sandbox.url}/admin/incoming`, { method: 'POST', body: JSON.stringify({ receiverVkn: COMPANY_VKN, kind }) })).json()) as {
    uuid: string;
  };
  return (await until('the incoming document', incoming, (items) => items.some((i) => i.uuid === sent.uuid))).find((i) => i.uuid === sent.uuid)!;
}

async function document(body: object, complete = true): Promise<{ id: number; number: string }> {
  let r = await api('POST', 'documents', { lines: [{ productId: product, quantity: '1', unitPrice: '50.00', vatRate: 20 }], ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  if (complete)
    for (const type of ['START', 'COMPLETE']) {
      r = await api('POST', `documents/${r.body.response.id}/events`, { type, version: r.body.response.version, paymentType: 'credit' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
  return r.body.response;
}

const match = (id: number, documentId: unknown, token = accountant, lang?: string) => api('POST', `edocuments/${id}/match`, { documentId }, token, lang);

describe('an incoming invoice matched to a sales return', () => {
  it('links the customer’s return invoice and the return both ways, and gives the return its number when it had none', async () => {
    const invoice = await received();
    expect(invoice).toMatchObject({ senderVkn: SENDER_VKN, matchedDocumentId: null, matchedDocumentNumber: null });
    const back = await document({ type: 'salesReturn', accountId: sender });
    const candidates = returnCandidateListSchema.parse((await api('GET', `edocuments/${invoice.id}/return-candidates`)).body.response).items;
    expect(candidates.map((c) => c.id)).toContain(back.id);

    const r = await match(invoice.id, back.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(incomingEdocumentSchema.parse(r.body.response)).toMatchObject({ id: invoice.id, matchedDocumentId: back.id, matchedDocumentNumber: back.number });
    expect((await incoming()).find((i) => i.id === invoice.id)).toMatchObject({ matchedDocumentId: back.id, matchedDocumentNumber: back.number });
    const view = receiptViewSchema.parse((await api('GET', `documents/${back.id}`)).body.response);
    expect(view).toMatchObject({ incomingEdocumentId: invoice.id, incomingEdocumentNumber: invoice.number, customerInvoiceNumber: invoice.number });
    // matched: it is no longer offered, nor the return to another invoice
    expect(returnCandidateListSchema.parse((await api('GET', `edocuments/${invoice.id}/return-candidates`)).body.response).items).toEqual([]);
  }, 60_000);

  it('keeps the customer’s invoice number the return was booked with', async () => {
    const invoice = await received();
    const back = await document({ type: 'salesReturn', accountId: sender, customerInvoiceNumber: 'MUS2026000000042' });
    expect((await match(invoice.id, back.id)).status).toBe(200);
    expect((await api('GET', `documents/${back.id}`)).body.response).toMatchObject({
      customerInvoiceNumber: 'MUS2026000000042',
      incomingEdocumentNumber: invoice.number,
    });
  }, 60_000);

  it('is refused for an invoice matched already, a return matched already, another party’s invoice, a document that is not a sales return, an e-waybill', async () => {
    const invoice = await received();
    const back = await document({ type: 'salesReturn', accountId: sender });
    expect((await match(invoice.id, back.id)).status).toBe(200);
    const another = await document({ type: 'salesReturn', accountId: sender });
    const again = await match(invoice.id, another.id, accountant, 'en');
    expect([again.status, again.body.code]).toEqual([409, 'RM10001']);
    expect(again.body.message).toContain('already matched to a sales return');

    const second = await received();
    const taken = await match(second.id, back.id);
    expect([taken.status, taken.body.code]).toEqual([409, 'RM10002']);
    const strangers = await document({ type: 'salesReturn', accountId: stranger });
    const other = await match(second.id, strangers.id);
    expect([other.status, other.body.code]).toEqual([409, 'RM10003']);
    expect(other.body.message).toContain('başka bir taraftan');
    const sale = await document({ type: 'salesInvoice', accountId: sender });
    expect((await match(second.id, sale.id)).body.code).toBe('RM10004');
    const waybill = await received('waybill');
    expect((await match(waybill.id, another.id)).body.code).toBe('RM10005');
    // nothing of the refused ones was written
    expect((await incoming()).find((i) => i.id === second.id)).toMatchObject({ matchedDocumentId: null });
    expect((await api('GET', `documents/${another.id}`)).body.response).toMatchObject({ incomingEdocumentId: null, customerInvoiceNumber: null });
    const bad = await match(second.id, 'abc');
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['documentId']]);
  }, 60_000);

  it('is a 404 for another company’s incoming invoice or return', async () => {
    const invoice = await received();
    const back = await document({ type: 'salesReturn', accountId: sender });
    const oteki = await login('admin@oteki.test', 'demo1234', server.baseUrl);
    const theirs = await match(invoice.id, back.id, oteki);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'NF10004']);
    expect((await api('GET', `edocuments/${invoice.id}/return-candidates`, undefined, oteki)).status).toBe(404);
    const otekiAccount = await api('POST', 'accounts', { kind: 'customer', name: 'Öteki Müşteri', taxNumber: SENDER_VKN }, oteki);
    expect(otekiAccount.status, JSON.stringify(otekiAccount.body)).toBe(201);
    const otekiReturn = await api('POST', 'documents', { type: 'salesReturn', accountId: otekiAccount.body.response.id, lines: [] }, oteki);
    expect(otekiReturn.status, JSON.stringify(otekiReturn.body)).toBe(201);
    const notOurs = await match(invoice.id, otekiReturn.body.response.id);
    expect([notOurs.status, notOurs.body.code]).toEqual([404, 'NF10004']);
    expect((await incoming()).find((i) => i.id === invoice.id)).toMatchObject({ matchedDocumentId: null });
  }, 60_000);

  it.runIf(inject('databaseKind') === 'postgres')(
    'two clerks matching one invoice at once give one match, and one return takes one invoice',
    async () => {
      const invoice = await received();
      const returns = await Promise.all([0, 1, 2].map(() => document({ type: 'salesReturn', accountId: sender })));
      const admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
      const tries = await Promise.all(returns.map((r, i) => match(invoice.id, r.id, i % 2 ? admin : accountant)));
      expect(tries.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(tries.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['RM10001', 'RM10001']);

      const invoices = await Promise.all([received(), received()]);
      const one = await document({ type: 'salesReturn', accountId: sender });
      const both = await Promise.all(invoices.map((inv, i) => match(inv.id, one.id, i ? admin : accountant)));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.status === 409)!.body.code).toBe('RM10002');
    },
    60_000,
  );
});
