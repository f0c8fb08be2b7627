import { rmSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema, type MessageJson } from '../../src/domain/schemas/messages';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { startSandboxMail, type CaughtMail } from '../support/sandbox-mail';
import { ublAmounts } from '../support/ubl-amounts';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * The invoice's PDF (issue #33): the invoice message carries it beside its UBL, read back here from what the sandbox
 * SMTP server caught, its text read with pdf.js and held against the UBL it was sent with; a long invoice flows onto
 * further pages. The message round runs every 100 ms; nothing here sleeps.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let mail: Awaited<ReturnType<typeof startSandboxMail>>;
let integrator: Awaited<ReturnType<typeof startSandboxIntegrator>>;
let server: Server;
let admin: string;
let product: { id: number };
/** the buyer and its short invoice, which the second test downloads */
let account: number;
let shortInvoice: number;
const RUN = `PDF${Date.now().toString(36)}`;
/** a buyer's VKN, and a name with every Turkish letter that is not ASCII */
const VKN = '4540536920';
const BUYER = `${RUN} Çağrı Şişe Iğdır Ölçü`;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const pause = () => call('GET', 'health', { base: server.baseUrl });
const messages = async (query = ''): Promise<MessageJson[]> =>
  (await ok(api('GET', `messages${query}`, admin))).items.map((m: unknown) => messageSchema.parse(m));

/** A PDF's text, page by page, as pdf.js reads it: each drawn string with where it starts on the page. */
async function pdfText(data: Uint8Array): Promise<{ str: string; x: number }[][]> {
  const pdf = await getDocument({ data, useSystemFonts: false }).promise;
  const pages: { str: string; x: number }[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [{ str: item.str, x: item.transform[4] as number }] : [])));
  }
  await pdf.destroy();
  return pages;
}

/** A completed sales invoice to the account, sent as its e-document. */
async function sendInvoice(accountId: number, lines: Record<string, unknown>[]) {
  let doc = await ok(api('POST', 'documents', admin, { type: 'salesInvoice', accountId, lines }), 201);
  for (const type of ['START', 'COMPLETE'])
    doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version, paymentType: 'credit' }));
  await ok(api('POST', `documents/${doc.id}/edocument`, admin, { action: 'send' }), 202);
  return doc.id as number;
}

/** The caught invoice mails to the address, in full (their attachments' content), once `n` were sent. */
async function invoiceMails(address: string, n: number): Promise<CaughtMail[]> {
  await until(
    'the invoice messages',
    () => messages(`?event=invoice&q=${encodeURIComponent(address)}`),
    (ms) => ms.length >= n && ms.every((m) => m.state === 'sent'),
    pause,
    20_000,
  );
  const caught = (await mail.caught()).filter((m) => m.to.includes(address));
  return Promise.all(caught.map((m) => mail.one(m.id)));
}

const attachment = (m: CaughtMail, ext: string) => {
  const a = m.attachments.find((x) => x.filename.endsWith(ext));
  expect(a, `${ext} of ${m.subject}`).toBeDefined();
  return { ...a!, bytes: Buffer.from(a!.content!, 'base64') };
};
const uuidOf = (xml: string) => /<cbc:UUID>([^<]+)<\/cbc:UUID>/.exec(xml)![1]!;
const numberOf = (xml: string) => /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>\s*<cbc:ID>([^<]+)<\/cbc:ID>/.exec(xml)![1]!;

beforeAll(async () => {
  [mail, integrator] = await Promise.all([startSandboxMail(), startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' })]);
  server = await startOwnServer({
    smtpUrl: mail.url,
    smtpAdminUrl: mail.adminUrl,
    messagesPollMs: 100,
    messagesRetryMs: 50,
    integratorUrl: integrator.url,
    sendWorker: { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50 },
    tcmbBaseUrl: 'http://127.0.0.1:9/kurlar',
    keepData: false,
  });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  product = (await ok(api('GET', 'products?limit=1', admin))).items[0];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([mail?.stop(), integrator?.stop()]);
  if (server?.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('the invoice’s PDF', () => {
  it('is attached to the invoice message beside its UBL and says what the UBL says, in Turkish letters; a long invoice flows onto further pages, every line on one', async () => {
    const email = `${RUN}-pdf@example.com`;
    account = (
      await ok(
        api('POST', 'accounts', admin, {
          name: BUYER,
          kind: 'customer',
          taxNumber: VKN,
          taxOffice: 'Kadıköy',
          city: 'İstanbul',
          district: 'Kadıköy',
          street: 'Moda Caddesi',
          buildingNo: '12',
          postalCode: '34710',
          email,
          messageLanguage: 'tr',
        }),
        201,
      )
    ).id as number;
    const line = (quantity: string, unitPrice: string, vatRate: number, extra: Record<string, unknown> = {}) => ({
      productId: String(product.id),
      quantity,
      unitPrice,
      vatRate,
      ...extra,
    });
    shortInvoice = await sendInvoice(account, [line('3', '149.90', 20, { discountRate: '10' }), line('2', '57.35', 10), line('1', '80', 0)]);
    const LONG = 120;
    await sendInvoice(
      account,
      Array.from({ length: LONG }, (_, i) => line(String(i + 1), `${10 + i}.25`, [1, 10, 20][i % 3]!)),
    );

    const mails = await invoiceMails(email, 2);
    expect(mails).toHaveLength(2);
    const read = await Promise.all(
      mails.map(async (m) => {
        const xml = attachment(m, '.xml').bytes.toString('utf8');
        const pdf = attachment(m, '.pdf');
        expect(pdf.filename).toBe(`${numberOf(xml)}.pdf`);
        expect(pdf.contentType).toBe('application/pdf');
        expect(m.attachments.map((a) => a.filename)).toEqual([`${numberOf(xml)}.xml`, `${numberOf(xml)}.pdf`]);
        return { xml, pages: await pdfText(new Uint8Array(pdf.bytes)) };
      }),
    );
    const [short, long] = read.sort((a, b) => a.xml.length - b.xml.length);

    for (const { xml, pages } of [short!, long!]) {
      const all = pages.flat().map((t) => t.str);
      const money = ublAmounts(xml);
      expect(all).toContain(numberOf(xml));
      expect(all).toContain(uuidOf(xml));
      expect(all).toContain(VKN);
      expect(all).toContain(BUYER);
      expect(all).toEqual(expect.arrayContaining(['Alıcı', 'Satıcı', 'Ödenecek Tutar', 'Hesaplanan KDV']));
      // each VAT rate's tax and the payable amount as the UBL has them (decimal strings, the currency beside)
      for (const v of money.vat) expect(all, `VAT ${v.percent}`).toContain(`${v.tax} TRY`);
      expect(all).toContain(`${money.payable} TRY`);
    }
    // the short invoice: three rates, the 0 % one with its exemption code, the discounted line's discount
    const shortText = short!.pages.flat().map((t) => t.str);
    expect(ublAmounts(short!.xml).vat.map((v) => v.percent)).toEqual(['0', '10', '20']);
    expect(shortText.some((s) => s.startsWith('351 '))).toBe(true);
    expect(shortText).toContain(ublAmounts(short!.xml).lines[0]!.allowance!.amount);
    expect(short!.pages).toHaveLength(1);

    // the long one: more than one page, each headed by the invoice's number and the lines' header; every line once
    expect(long!.pages.length).toBeGreaterThan(1);
    for (const page of long!.pages) expect(page.map((t) => t.str)).toEqual(expect.arrayContaining([numberOf(long!.xml), 'Sıra', 'Mal Hizmet']));
    const lineNumbers = long!.pages.flatMap((page) => page.filter((t) => t.x < 60 && /^\d+$/.test(t.str)).map((t) => Number(t.str)));
    expect(lineNumbers).toEqual(Array.from({ length: LONG }, (_, i) => i + 1));
    const lineTotals = long!.pages.flat().map((t) => t.str);
    for (const l of ublAmounts(long!.xml).lines) expect(lineTotals).toContain(l.taxable);
  }, 60_000);

  it('is the same file a user downloads from the invoice, labelled in the user’s language; a waybill has none', async () => {
    const documentId = shortInvoice;
    const res = await fetch(`${server.baseUrl}documents/${documentId}/ubl/pdf`, { headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const xml = await (await fetch(`${server.baseUrl}documents/${documentId}/ubl`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(res.headers.get('content-disposition')).toContain(`${numberOf(xml)}.pdf`);
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).flat().map((t) => t.str);
    expect(text).toEqual(expect.arrayContaining([numberOf(xml), uuidOf(xml), 'Amount payable', `${ublAmounts(xml).payable} TRY`]));
    expect(text).not.toContain('Ödenecek Tutar');

    let waybill = await ok(
      api('POST', 'documents', admin, {
        type: 'salesWaybill',
        accountId: account,
        lines: [{ productId: String(product.id), quantity: '1', unitPrice: '10', vatRate: 20 }],
      }),
      201,
    );
    for (const type of ['START', 'COMPLETE']) waybill = await ok(api('POST', `documents/${waybill.id}/events`, admin, { type, version: waybill.version }));
    const refused = await fetch(`${server.baseUrl}documents/${waybill.id}/ubl/pdf`, { headers: { authorization: `Bearer ${admin}` } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ED10013');
  });
});
