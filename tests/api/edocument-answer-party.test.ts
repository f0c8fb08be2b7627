import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomingEdocumentPageSchema } from '../../src/domain/schemas/edocuments';
import { call, login } from './client';
import { startServerWithSandbox } from './own-server';
import { checkUbl } from '../support/ubl-validator';

/** Issue #26, item 11: an answer (ApplicationResponse, ReceiptAdvice) names the supplier as the supplier's own UBL does. */
type Started = Awaited<ReturnType<typeof startServerWithSandbox>>;
type Server = Started['server'];
type Sandbox = Started['sandbox'];

let sandbox: Sandbox;
let server: Server;
let accountant: string;

beforeAll(async () => {
  ({ sandbox, server } = await startServerWithSandbox());
  accountant = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

const api = (method: string, path: string, body?: unknown) => call(method, path, { token: accountant, body, base: server.baseUrl });
const incoming = async () => incomingEdocumentPageSchema.parse((await api('GET', 'edocuments?direction=incoming&limit=500')).body.response).items;

async function received(kind: 'invoice' | 'waybill') {
  const doc = (await (await fetch(`${sandbox.url}/admin/incoming`, { method: 'POST', body: JSON.stringify({ receiverVkn: '2920084496', kind }) })).json()) as {
    uuid: string;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = (await incoming()).find((i) => i.uuid === doc.uuid);
    if (row) return row;
    expect(Date.now() < deadline, `the ${kind} ${doc.uuid} came in`).toBe(true);
    await api('GET', 'health');
  }
}

const answerXml = async (id: number) =>
  server.db.system(async (q) => (await q.query<{ answer_xml: string }>(`select answer_xml from incoming_edocuments where id = $1`, [id])).rows[0]!.answer_xml);

describe('the answer to an incoming e-document', () => {
  it("names the supplier with the address, tax office and name its own UBL gives, not placeholders, and passes GİB's XSD and schematron", async () => {
    const invoice = await received('invoice');
    const waybill = await received('waybill');
    expect((await api('POST', `edocuments/${invoice.id}/answer`, { answer: 'accept' })).status).toBe(200);
    expect((await api('POST', `edocuments/${waybill.id}/answer`, { answer: 'accept' })).status).toBe(200);

    const response = await answerXml(invoice.id);
    expect(await checkUbl(response, 'ApplicationResponse')).toEqual({ xsdErrors: [], schematronErrors: [] });
    const receiver = /<cac:ReceiverParty>([\s\S]*?)<\/cac:ReceiverParty>/.exec(response)![1]!;
    expect(receiver).toContain('<cbc:StreetName>Atatürk Bulvarı No: 101</cbc:StreetName>');
    expect(receiver).toContain('<cbc:CitySubdivisionName>Çankaya</cbc:CitySubdivisionName>');
    expect(receiver).toContain('<cbc:CityName>Ankara</cbc:CityName>');
    expect(receiver).toContain('<cbc:PostalZone>06680</cbc:PostalZone>');

    const advice = await answerXml(waybill.id);
    expect(await checkUbl(advice, 'ReceiptAdvice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    const supplier = /<cac:DespatchSupplierParty>([\s\S]*?)<\/cac:DespatchSupplierParty>/.exec(advice)![1]!;
    expect(supplier).toContain('<cbc:CityName>Ankara</cbc:CityName>');
    expect(supplier).not.toMatch(/<cbc:StreetName>-<\/cbc:StreetName>/);
  }, 120_000);
});
