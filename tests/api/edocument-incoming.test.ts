import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  edocumentSchema,
  edocumentSettingsSchema,
  incomingEdocumentPageSchema,
  incomingEdocumentSchema,
  incomingViewSchema,
} from '../../src/domain/schemas/edocuments';
import { call, login } from './client';
import { startServerWithSandbox } from './own-server';
import { until as untilDone } from '../support/until';

/**
 * Issue #17, the receiving side: the company chooses the commercial invoice (TICARIFATURA), whose buyer's answer moves its
 * e-document; what suppliers send it comes in through the integrator, stored once, and is answered once, in its period.
 */
type Started = Awaited<ReturnType<typeof startServerWithSandbox>>;
type Server = Started['server'];
type Sandbox = Started['sandbox'];

const COMPANY_VKN = '2920084496';
let sandbox: Sandbox;
let server: Server;
let admin: string;
let accountant: string;
let customer: number;
let product: number;

const api = (method: string, path: string, body?: unknown, token = accountant) => call(method, path, { token, body, base: server.baseUrl });

beforeAll(async () => {
  ({ sandbox, server } = await startServerWithSandbox());
  [admin, accountant] = await Promise.all([login('admin@demo.test', 'demo1234', server.baseUrl), login('muhasebe@demo.test', 'demo1234', server.baseUrl)]);
  product = (await api('GET', 'products?limit=1')).body.response.items[0].id;
  const r = await api('POST', 'accounts', {
    kind: 'customer',
    name: 'Ticari Alıcı A.Ş.',
    taxNumber: '0010213576',
    taxOffice: 'Kadıköy',
    einvoiceAlias: 'urn:mail:defaultpk@example.com',
    city: 'İstanbul',
    district: 'Kadıköy',
    street: 'Moda Cad.',
    postalCode: '34710',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  customer = r.body.response.id;
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

const until = <T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms?: number) => untilDone(what, read, done, () => api('GET', 'health'), ms);

const incoming = async () => incomingEdocumentPageSchema.parse((await api('GET', 'edocuments?direction=incoming&limit=500')).body.response).items;
const supply = async (body: object) =>
  (await fetch(`${sandbox.url}/admin/incoming`, { method: 'POST', body: JSON.stringify({ receiverVkn: COMPANY_VKN, ...body }) })).json();

describe('the commercial invoice (TICARIFATURA)', () => {
  it('is the company’s choice, made by an admin; its buyer’s rejection comes back and rejects the e-document with the reason', async () => {
    const settings = edocumentSettingsSchema.parse((await api('GET', 'edocument-settings')).body.response);
    expect(settings.invoiceProfile).toBe('TEMELFATURA');
    expect((await api('PUT', 'edocument-settings', { version: settings.version, invoiceProfile: 'TICARIFATURA' })).status).toBe(403);
    const bad = await api('PUT', 'edocument-settings', { version: settings.version, invoiceProfile: 'KAMU' }, admin);
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['invoiceProfile']]);
    const saved = await api('PUT', 'edocument-settings', { version: settings.version, invoiceProfile: 'TICARIFATURA' }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(edocumentSettingsSchema.parse(saved.body.response).invoiceProfile).toBe('TICARIFATURA');
    expect((await api('PUT', 'edocument-settings', { version: settings.version, invoiceProfile: 'TEMELFATURA' }, admin)).status).toBe(409);

    let doc = (
      await api('POST', 'documents', {
        type: 'salesInvoice',
        accountId: customer,
        lines: [{ productId: product, quantity: '2', unitPrice: '95.00', vatRate: 20 }],
      })
    ).body.response;
    for (const type of ['START', 'COMPLETE'])
      doc = (await api('POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' })).body.response;
    const xml = (await api('GET', `documents/${doc.id}/ubl`)).body as string;
    expect(xml).toContain('<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>');
    // (its XSD and schematron check is tests/unit/edocuments/ubl-invoice.test.ts: a check here would hold this server's event loop)

    const sent = edocumentSchema.parse((await api('POST', `documents/${doc.id}/edocument`, { action: 'send' })).body.response);
    // the buyer rejects it at the sandbox before its answer time
    await until(
      'at the sandbox',
      async () => (await sandbox.admin('documents')).items as { uuid: string }[],
      (items) => items.some((d) => d.uuid === sent.uuid),
    );
    await fetch(`${sandbox.url}/documents/${sent.uuid}/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 'RED', reason: 'Fiyat hatalı' }),
    });
    const rejected = await until(
      'the buyer’s answer',
      async () => edocumentSchema.parse((await api('GET', `edocuments?sourceId=${doc.id}`)).body.response.items[0]),
      (e) => e.status === 'rejected',
    );
    expect(rejected.status).toBe('rejected');
    const journal = await api('GET', `documents/${sent.id}`);
    expect(JSON.stringify(journal.body)).toContain('Fiyat hatalı');
    // the answer also came in as an ApplicationResponse, which is applied, not listed as a document to answer
    expect((await incoming()).map((i) => i.kind)).toEqual([]);
  }, 60_000);
});

describe('incoming e-documents', () => {
  it('are stored once each; a commercial invoice is accepted or rejected once, with a reason to reject, in its eight days; an e-waybill gets a receipt advice', async () => {
    const tradeInvoice = await supply({ kind: 'invoice' });
    const basicInvoice = await supply({ kind: 'invoice', profile: 'TEMELFATURA' });
    const waybill = await supply({ kind: 'waybill' });
    const late = await supply({ kind: 'invoice', receivedAt: new Date(Date.now() - 9 * 86_400_000).toISOString() });
    const all = await until('four incoming documents', incoming, (items) => items.length >= 4);
    // the worker lists again with an overlap: each ETTN is stored once
    await until(
      'another round',
      async () => (await sandbox.admin('incoming')).total,
      () => true,
    );
    const again = await incoming();
    expect(again.map((i) => i.uuid).sort()).toEqual([tradeInvoice.uuid, basicInvoice.uuid, waybill.uuid, late.uuid].sort());
    const byUuid = (uuid: string) => all.find((i) => i.uuid === uuid)!;
    const trade = byUuid(tradeInvoice.uuid);
    expect(trade).toMatchObject({
      kind: 'invoice',
      profile: 'TICARIFATURA',
      senderVkn: '0010213576',
      senderName: 'Anadolu Yayın Dağıtım A.Ş.',
      answerable: true,
      answer: null,
    });
    expect(trade.amount).toBe('3974.00');
    // received today: answerable to the end of the eighth day after today on the company's calendar
    expect(trade.daysLeft).toBe(8);
    expect(byUuid(late.uuid).daysLeft).toBeLessThan(0);
    expect(byUuid(waybill.uuid).lines.map((l) => [l.lineId, l.quantity])).toEqual([
      ['1', '10'],
      ['2', '24'],
    ]);

    const answer = (id: number, body: object, token = accountant) => api('POST', `edocuments/${id}/answer`, body, token);
    const noReason = await answer(trade.id, { answer: 'reject', reason: '  ' });
    expect([noReason.status, Object.keys(noReason.body.errors)]).toEqual([422, ['reason']]);
    expect(noReason.body.errors.reason[0]).toContain('gerekçe');
    const auditor = await login('denetci@demo.test', 'demo1234', server.baseUrl);
    expect((await answer(trade.id, { answer: 'accept' }, auditor)).status).toBe(403);
    const refused = await answer(trade.id, { answer: 'reject', reason: 'Sipariş dışı ürün' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(incomingEdocumentSchema.parse(refused.body.response)).toMatchObject({ answer: 'reject', answerReason: 'Sipariş dışı ürün' });
    const second = await answer(trade.id, { answer: 'accept' });
    expect([second.status, second.body.code]).toEqual([409, 'IN10001']);
    expect((await answer(byUuid(basicInvoice.uuid).id, { answer: 'accept' })).body.code).toBe('IN10002');
    const tooLate = await answer(byUuid(late.uuid).id, { answer: 'accept' });
    expect([tooLate.status, tooLate.body.code]).toEqual([409, 'IN10003']);
    expect(tooLate.body.message).toContain('8 gün');

    const wb = byUuid(waybill.uuid);
    const tooMany = await answer(wb.id, { answer: 'accept', lines: [{ lineId: '2', receivedQuantity: '25' }] });
    expect([tooMany.status, Object.keys(tooMany.body.errors)]).toEqual([422, ['lines.0.receivedQuantity']]);
    expect((await answer(wb.id, { answer: 'accept', lines: [{ lineId: '2', receivedQuantity: '20' }] })).status).toBe(200);

    // both answers reach the integrator, as valid UBL-TR
    const atSandbox = await until(
      'the answers at the sandbox',
      async () => (await sandbox.admin('incoming')).items as { uuid: string; answer?: string; reason?: string; answered: boolean }[],
      (items) => items.filter((i) => i.answered).length === 2,
    );
    expect(atSandbox.find((i) => i.uuid === tradeInvoice.uuid)).toMatchObject({ answer: 'RED', reason: 'Sipariş dışı ürün' });
    const sentAt = await until('answers recorded as sent', incoming, (items) => items.filter((i) => i.answerSentAt !== null).length === 2);
    expect(sentAt.filter((i) => i.answer !== null).map((i) => i.answerError)).toEqual([null, null]);
    const view = incomingViewSchema.parse((await api('GET', `edocuments/${wb.id}/view?format=XML`)).body.response);
    expect(view.content).toContain('<DespatchAdvice');
    expect(incomingViewSchema.parse((await api('GET', `edocuments/${trade.id}/view`)).body.response).format).toBe('HTML');
    expect((await api('GET', `edocuments/${trade.id}/view?format=PDF`)).status).toBe(422);
    expect((await api('GET', 'edocuments/2000000000/view')).status).toBe(404);
  }, 60_000);

  it.runIf(inject('databaseKind') === 'postgres')(
    'two clerks answering at once give one answer',
    async () => {
      const doc = await supply({ kind: 'invoice' });
      const row = (await until('the invoice', incoming, (items) => items.some((i) => i.uuid === doc.uuid))).find((i) => i.uuid === doc.uuid)!;
      const other = await login('admin@demo.test', 'demo1234', server.baseUrl);
      const answers = await Promise.all([
        api('POST', `edocuments/${row.id}/answer`, { answer: 'accept' }),
        api('POST', `edocuments/${row.id}/answer`, { answer: 'reject', reason: 'Yanlış fiyat' }, other),
        api('POST', `edocuments/${row.id}/answer`, { answer: 'accept' }, other),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    },
    30_000,
  );
});
