import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { edmIntegrator } from '../../../src/server/edocuments/adapters/edm';
import { mysoftIntegrator } from '../../../src/server/edocuments/adapters/mysoft';
import { xmlParser } from '../../../src/server/edocuments/adapters/transport';
import { uyumsoftIntegrator } from '../../../src/server/edocuments/adapters/uyumsoft';
import { unzip } from '../../../src/server/edocuments/adapters/zip';
import { IntegratorError } from '../../../src/server/edocuments/integrator';

/**
 * Each adapter against a small fake of its provider: the requests it makes (operation, credentials, the payload
 * decoding back to the UBL) and what it makes of the provider's answers, faults included.
 */
const sample = (name: string) => readFileSync(new URL(`../../fixtures/ubl-tr/samples/pass/${name}.xml`, import.meta.url), 'utf8');
const TEMEL = sample('TemelFatura');
const ARCHIVE = sample('EArsivFatura');
const WAYBILL = sample('Irsaliye');
const TEMEL_UUID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Answer = { status?: number; type?: string; body: string } | 'hang-up';

let server: Server;
let url: string;
let seen: Seen[];
let answer: (req: Seen) => Answer;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(r);
      const a = answer(r);
      if (a === 'hang-up') return void req.socket.destroy();
      res.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'text/xml; charset=utf-8' });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const soap = (inner: string) => ({ body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${inner}</s:Body></s:Envelope>` });
const fault = (code: string, text: string) => ({
  status: 500,
  ...soap(`<s:Fault><faultcode>${code}</faultcode><faultstring>${text}</faultstring></s:Fault>`),
});
/** The request's SOAP body, parsed without namespaces. */
const bodyOf = (r: Seen) =>
  (xmlParser.parse(r.body) as { Envelope: { Header?: Record<string, unknown>; Body: Record<string, Record<string, unknown>> } }).Envelope;
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(IntegratorError);
  return e as IntegratorError;
};

describe('the Uyumsoft adapter (SOAP Integration service)', () => {
  const uyumsoft = () => uyumsoftIntegrator({ url: `${url}/services/Integration`, username: 'Uyumsoft', secret: 'Uyumsoft', senderAlias: '' });

  it('sends the UBL inline to the receiver’s PK alias with WS-Security credentials, reads statuses, and tells a refusal from a failure', async () => {
    answer = (r) => {
      const action = String(r.headers.soapaction);
      if (action.includes('IsEInvoiceUser'))
        return soap(`<IsEInvoiceUserResponse xmlns="http://tempuri.org/"><IsEInvoiceUserResult IsSucceded="true" Value="true"/></IsEInvoiceUserResponse>`);
      if (action.includes('GetUserAliasses'))
        return soap(
          `<GetUserAliassesResponse xmlns="http://tempuri.org/"><GetUserAliassesResult IsSucceded="true"><Value><Senders><Alias><Name>urn:mail:defaultgb@ali.test</Name></Alias></Senders><Receivers><Alias><Name>urn:mail:defaultpk@ali.test</Name></Alias></Receivers></Value></GetUserAliassesResult></GetUserAliassesResponse>`,
        );
      if (action.includes('SendInvoice'))
        return soap(
          `<SendInvoiceResponse xmlns="http://tempuri.org/"><SendInvoiceResult IsSucceded="true"><Value Id="${TEMEL_UUID.toUpperCase()}" Number="GIB2026000000001"/></SendInvoiceResult></SendInvoiceResponse>`,
        );
      if (action.includes('QueryOutboxInvoiceStatus'))
        return soap(
          `<QueryOutboxInvoiceStatusResponse xmlns="http://tempuri.org/"><QueryOutboxInvoiceStatusResult IsSucceded="true"><Value InvoiceId="${TEMEL_UUID}" Status="Approved"/></QueryOutboxInvoiceStatusResult></QueryOutboxInvoiceStatusResponse>`,
        );
      return fault('s:Client', 'unknown operation');
    };
    const client = uyumsoft();
    expect(await client.send(TEMEL_UUID, TEMEL)).toEqual({ uuid: TEMEL_UUID, envelopeId: 'GIB2026000000001' });
    expect(seen.map((r) => String(r.headers.soapaction))).toEqual([
      '"http://tempuri.org/IIntegration/IsEInvoiceUser"',
      '"http://tempuri.org/IIntegration/GetUserAliasses"',
      '"http://tempuri.org/IIntegration/SendInvoice"',
    ]);
    const sent = bodyOf(seen[2]!);
    expect(sent.Header?.Security).toEqual({ UsernameToken: { Username: 'Uyumsoft', Password: 'Uyumsoft' } });
    const info = (sent.Body.SendInvoice!.invoices as { InvoiceInfo: Record<string, unknown> }).InvoiceInfo;
    expect(info.TargetCustomer).toMatchObject({ '@VknTckn': '12345678901', '@Alias': 'urn:mail:defaultpk@ali.test' });
    // the UBL travels inline and reads back as itself
    const ubl = (info.Invoice as { Invoice: Record<string, unknown> }).Invoice;
    expect([ubl.UUID, ubl.ID, ubl.ProfileID]).toEqual(['F47AC10B-58CC-4372-A567-0E02B2C3D479', 'GIB2026000000001', 'TEMELFATURA']);
    expect(seen[2]!.body).toContain('<cbc:UUID>F47AC10B-58CC-4372-A567-0E02B2C3D479</cbc:UUID>');
    expect(await client.status(TEMEL_UUID)).toEqual({ uuid: TEMEL_UUID, status: 'approved', final: true });

    // a server fault may pass later, a client fault and IsSucceded="false" are refusals, a hang-up is a failure
    answer = () => fault('s:Server', 'database busy');
    expect((await refusal(client.status(TEMEL_UUID))).permanent).toBe(false);
    answer = () => fault('s:Client', 'bad request');
    expect((await refusal(client.status(TEMEL_UUID))).permanent).toBe(true);
    answer = () => soap(`<IsEInvoiceUserResponse><IsEInvoiceUserResult IsSucceded="false" Message="Yetkisiz kullanıcı"/></IsEInvoiceUserResponse>`);
    const refused = await refusal(client.checkUser('1234567890'));
    expect([refused.permanent, refused.message]).toEqual([true, 'Uyumsoft IsEInvoiceUser: Yetkisiz kullanıcı']);
    answer = () => 'hang-up';
    expect((await refusal(client.checkUser('1234567890'))).permanent).toBe(false);
    answer = () => ({ status: 503, type: 'text/html', body: '<html>down</html>' });
    expect((await refusal(client.checkUser('1234567890'))).permanent).toBe(false);

    // sent again after a lost answer: Uyumsoft refuses the ETTN it holds, which counts as sent
    const archiveUuid = 'a8005c43-2e67-4083-9dba-b0e2a52d29ca';
    answer = (r) =>
      String(r.headers.soapaction).includes('SendInvoice')
        ? soap(`<SendInvoiceResponse><SendInvoiceResult IsSucceded="false" Message="ETTN zaten kullanılmış"/></SendInvoiceResponse>`)
        : soap(
            `<QueryOutboxInvoiceStatusResponse><QueryOutboxInvoiceStatusResult IsSucceded="true"><Value InvoiceId="${archiveUuid.toUpperCase()}" Status="EArchived"/></QueryOutboxInvoiceStatusResult></QueryOutboxInvoiceStatusResponse>`,
          );
    expect(await client.send(archiveUuid, ARCHIVE)).toEqual({ uuid: archiveUuid, envelopeId: archiveUuid });
    // an e-archive names no receiver alias, and is not looked up
    expect(seen.at(-2)!.body).toContain('EArchiveInvoiceInfo');
    expect(await client.status(archiveUuid)).toEqual({ uuid: archiveUuid, status: 'reported', final: true });
    expect((await refusal(client.send(TEMEL_UUID, WAYBILL))).permanent).toBe(true);
  });
});

describe('the MySoft adapter (REST v8, OAuth client credentials)', () => {
  it('takes a token once and keeps it until it runs out, sends the UBL as base64 of a zip to the PK alias, and tells a refusal from a failure', async () => {
    let clock = 1_000_000;
    let tokens = 0;
    let expired = false;
    answer = (r) => {
      const json = (body: unknown, status = 200) => ({ status, type: 'application/json', body: JSON.stringify(body) });
      if (r.url === '/oauth/token') return json({ access_token: `token-${++tokens}`, expires_in: 300, token_type: 'bearer' });
      if (expired) {
        expired = false;
        return json({ message: 'token expired' }, 401);
      }
      if (r.url.startsWith('/api/taxpayers/isEInvoiceUser')) return json({ succeed: true, data: true });
      if (r.url.startsWith('/api/taxpayers/getAliases'))
        return json({ succeed: true, data: { pkAliases: ['urn:mail:defaultpk@ali.test'], gbAliases: ['urn:mail:defaultgb@ali.test'] } });
      if (r.url === '/api/invoice/sendInvoiceWithUblXml') return json({ succeed: true, data: { uuid: TEMEL_UUID, envelopeId: 'env-1' } });
      if (r.url === '/api/invoice/getOutboxStatus') return json({ succeed: true, data: [{ uuid: TEMEL_UUID, status: 'REJECTED', message: 'Fiyat hatalı' }] });
      return json({ message: 'not found' }, 404);
    };
    const client = mysoftIntegrator({ url, username: 'client-id', secret: 'client-secret', senderAlias: 'urn:mail:defaultgb@defter.test' }, () => clock);
    expect(await client.send(TEMEL_UUID, TEMEL)).toEqual({ uuid: TEMEL_UUID, envelopeId: 'env-1' });
    expect(seen.map((r) => r.url.split('?')[0])).toEqual([
      '/oauth/token',
      '/api/taxpayers/isEInvoiceUser',
      '/api/taxpayers/getAliases',
      '/api/invoice/sendInvoiceWithUblXml',
    ]);
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-id',
      client_secret: 'client-secret',
    });
    expect(seen.slice(1).every((r) => r.headers.authorization === 'Bearer token-1')).toBe(true);
    const payload = JSON.parse(seen[3]!.body) as { ublXml: string; pkAlias: string; gbAlias: string };
    expect([payload.pkAlias, payload.gbAlias]).toEqual(['urn:mail:defaultpk@ali.test', 'urn:mail:defaultgb@defter.test']);
    const files = unzip(Buffer.from(payload.ublXml, 'base64'));
    expect(files.map((f) => [f.name, f.content.toString('utf8')])).toEqual([[`${TEMEL_UUID}.xml`, TEMEL]]);

    expect(await client.status(TEMEL_UUID)).toEqual({ uuid: TEMEL_UUID, status: 'rejected', final: true, reason: 'Fiyat hatalı' });
    expect(tokens).toBe(1);
    // a token near its end is taken again; one the service turned down is taken again once
    clock += 280_000;
    await client.status(TEMEL_UUID);
    expect(tokens).toBe(2);
    expired = true;
    await client.status(TEMEL_UUID);
    expect(tokens).toBe(3);

    answer = (r) => (r.url === '/oauth/token' ? { type: 'application/json', body: '{"access_token":"t","expires_in":300}' } : { status: 503, body: 'busy' });
    expect((await refusal(client.status(TEMEL_UUID))).permanent).toBe(false);
    answer = (r) =>
      r.url === '/oauth/token'
        ? { type: 'application/json', body: '{"access_token":"t","expires_in":300}' }
        : { type: 'application/json', body: '{"succeed":false,"message":"Alıcı bulunamadı"}' };
    const refused = await refusal(client.checkUser('1234567890'));
    expect([refused.permanent, refused.message]).toEqual([true, 'MySoft: Alıcı bulunamadı']);
    const wrongSecret = mysoftIntegrator({ url, username: 'x', secret: 'y', senderAlias: '' });
    answer = () => ({ status: 400, type: 'application/json', body: '{"error":"invalid_client","error_description":"Bad credentials"}' });
    expect((await refusal(wrongSecret.checkUser('1234567890'))).permanent).toBe(true);
  });

  it('sends an e-waybill to the despatch service', async () => {
    answer = (r) => ({
      type: 'application/json',
      body: r.url === '/oauth/token' ? '{"access_token":"t","expires_in":300}' : JSON.stringify({ succeed: true, data: { envelopeId: 'env-2' } }),
    });
    const uuid = '2494a84a-0552-43f1-9fe2-a0d5a837296c';
    const client = mysoftIntegrator({ url, username: 'c', secret: 's', senderAlias: '' });
    expect(await client.send(uuid, WAYBILL)).toEqual({ uuid, envelopeId: 'env-2' });
    const sent = seen.find((r) => r.url === '/api/despatch/sendDespatchWithUblXml')!;
    expect(unzip(Buffer.from((JSON.parse(sent.body) as { ublXml: string }).ublXml, 'base64'))[0]!.content.toString('utf8')).toBe(WAYBILL);
  });
});

describe('the EDM adapter (SOAP EFaturaEDMConnectorService with a session)', () => {
  it('logs in once, sends the session in every call, logs in again when it ends, and sends the zipped UBL with the sender alias', async () => {
    let sessions = 0;
    let ended = false;
    answer = (r) => {
      const op = Object.keys(bodyOf(r).Body)[0]!;
      if (op === 'LoginRequest') return soap(`<LoginResponse><SESSION_ID>session-${++sessions}</SESSION_ID></LoginResponse>`);
      if (ended) {
        ended = false;
        return fault('s:Client', 'Session timeout: oturum sona erdi');
      }
      if (op === 'CheckUserRequest')
        return soap(
          `<CheckUserResponse><USER><IDENTIFIER>12345678901</IDENTIFIER><ALIAS>urn:mail:defaultpk@ali.test</ALIAS><UNIT>PK</UNIT><TYPE>OZEL</TYPE></USER></CheckUserResponse>`,
        );
      if (op === 'SendInvoiceRequest')
        return soap(
          `<SendInvoiceResponse><REQUEST_RETURN><RETURN_CODE>0</RETURN_CODE></REQUEST_RETURN><ENVELOPE_ID>env-edm</ENVELOPE_ID></SendInvoiceResponse>`,
        );
      if (op === 'GetInvoiceStatusRequest')
        return soap(`<GetInvoiceStatusResponse><INVOICE_STATUS><STATUS>SEND - SUCCEED</STATUS></INVOICE_STATUS></GetInvoiceStatusResponse>`);
      return fault('s:Client', `unknown ${op}`);
    };
    const client = edmIntegrator({ url, username: 'edm-user', secret: 'edm-pass', senderAlias: 'urn:mail:defaultgb@defter.test' });
    expect(await client.checkUser('12345678901')).toEqual({
      isRegistered: true,
      aliases: [{ alias: 'urn:mail:defaultpk@ali.test', unit: 'PK', type: 'OZEL' }],
    });
    expect(bodyOf(seen[0]!).Body.LoginRequest).toMatchObject({ USER_NAME: 'edm-user', PASSWORD: 'edm-pass' });
    const archiveUuid = 'a8005c43-2e67-4083-9dba-b0e2a52d29ca';
    expect(await client.send(archiveUuid, ARCHIVE)).toEqual({ uuid: archiveUuid, envelopeId: 'env-edm' });
    const send = bodyOf(seen.at(-1)!).Body.SendInvoiceRequest as Record<string, Record<string, unknown>>;
    expect((send.REQUEST_HEADER as Record<string, unknown>).SESSION_ID).toBe('session-1');
    expect([send.SENDER!['@alias'], send.RECEIVER!['@vkn'], send.RECEIVER!['@alias']]).toEqual(['urn:mail:defaultgb@defter.test', '3333333888', '']);
    const content = (send.INVOICE!.CONTENT as { '#text': string })['#text'];
    expect(unzip(Buffer.from(content, 'base64'))[0]!.content.toString('utf8')).toBe(ARCHIVE);

    ended = true;
    expect(await client.status(archiveUuid)).toEqual({ uuid: archiveUuid, status: 'sentToTaxAuthority', final: false });
    expect(sessions).toBe(2);
    expect((bodyOf(seen.at(-1)!).Body.GetInvoiceStatusRequest!.REQUEST_HEADER as Record<string, unknown>).SESSION_ID).toBe('session-2');

    answer = (r) =>
      Object.keys(bodyOf(r).Body)[0] === 'LoginRequest'
        ? soap('<LoginResponse><SESSION_ID>s</SESSION_ID></LoginResponse>')
        : fault('s:Client', 'Geçersiz fatura');
    expect((await refusal(edmIntegrator({ url, username: 'u', secret: 'p', senderAlias: '' }).status(archiveUuid))).permanent).toBe(true);
    answer = () => fault('s:Server', 'Sistem meşgul');
    expect((await refusal(edmIntegrator({ url, username: 'u', secret: 'p', senderAlias: '' }).checkUser('1234567890'))).permanent).toBe(false);
  });
});

describe('every adapter reads a received document from the inbox and a sent one from the outbox', () => {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
  const RECEIVED = '<Invoice>received</Invoice>';
  const SENT = '<Invoice>sent</Invoice>';

  it('Uyumsoft: GetInboxInvoice for what came in, GetOutboxInvoice for what went out', async () => {
    answer = (r) => {
      const action = String(r.headers.soapaction).replace(/"/g, '').split('/').pop()!;
      const data = action === 'GetInboxInvoice' ? RECEIVED : action === 'GetOutboxInvoice' ? SENT : null;
      if (data === null) return fault('s:Client', `unknown ${action}`);
      return soap(`<${action}Response><${action}Result IsSucceded="true"><Value><Data>${b64(data)}</Data></Value></${action}Result></${action}Response>`);
    };
    const client = uyumsoftIntegrator({ url: `${url}/services/Integration`, username: 'u', secret: 's', senderAlias: '' });
    expect(await client.fetch(TEMEL_UUID, 'XML', 'inbox')).toBe(RECEIVED);
    expect(await client.fetch(TEMEL_UUID, 'XML', 'outbox')).toBe(SENT);
  });

  it('MySoft: getInboxXml for what came in, getOutboxXml for what went out', async () => {
    answer = (r) => {
      const json = (body: unknown, status = 200) => ({ status, type: 'application/json', body: JSON.stringify(body) });
      if (r.url === '/oauth/token') return json({ access_token: 't', expires_in: 300 });
      const path = r.url.split('?')[0];
      if (path === '/api/invoice/getInboxXml') return json({ succeed: true, data: RECEIVED });
      if (path === '/api/invoice/getOutboxXml') return json({ succeed: true, data: SENT });
      return json({ message: 'not found' }, 404);
    };
    const client = mysoftIntegrator({ url, username: 'id', secret: 'secret', senderAlias: '' });
    expect(await client.fetch(TEMEL_UUID, 'XML', 'inbox')).toBe(RECEIVED);
    expect(await client.fetch(TEMEL_UUID, 'XML', 'outbox')).toBe(SENT);
  });

  it('EDM: GetInvoice with DIRECTION IN for what came in, OUT for what went out', async () => {
    answer = (r) => {
      const body = bodyOf(r).Body;
      const op = Object.keys(body)[0]!;
      if (op === 'LoginRequest') return soap(`<LoginResponse><SESSION_ID>s</SESSION_ID></LoginResponse>`);
      const direction = (body[op]!.INVOICE_SEARCH_KEY as { DIRECTION?: string } | undefined)?.DIRECTION;
      if (op !== 'GetInvoiceRequest' || !direction) return fault('s:Client', `unknown ${op}`);
      return soap(
        `<GetInvoiceResponse><INVOICE UUID="${TEMEL_UUID}"><CONTENT>${b64(direction === 'IN' ? RECEIVED : SENT)}</CONTENT></INVOICE></GetInvoiceResponse>`,
      );
    };
    const client = edmIntegrator({ url, username: 'u', secret: 's', senderAlias: '' });
    expect(await client.fetch(TEMEL_UUID, 'XML', 'inbox')).toBe(RECEIVED);
    expect(await client.fetch(TEMEL_UUID, 'XML', 'outbox')).toBe(SENT);
  });
});
