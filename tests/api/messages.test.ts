import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageSchema, messageSettingsSchema, type MessageJson } from '../../src/domain/schemas/messages';
import { startSandboxCargo } from '../support/sandbox-cargo';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { startSandboxMail, startSandboxSms, type CaughtMail } from '../support/sandbox-mail';
import { until } from '../support/until';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Messages (issue #33): each event's message is rendered in the recipient's language, put in the outbox once however
 * often the event is seen, sent through the sandbox SMTP server (read back here with what it caught) or the sandbox
 * SMS provider, tried again after a refusal, never sent to someone who opted out; templates name only their event's
 * placeholders. The background round runs every 100 ms; nothing here sleeps.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let mail: Awaited<ReturnType<typeof startSandboxMail>>;
let sms: Awaited<ReturnType<typeof startSandboxSms>>;
let cargo: Awaited<ReturnType<typeof startSandboxCargo>>;
let integrator: Awaited<ReturnType<typeof startSandboxIntegrator>>;
let server: Server;
let admin: string;
let product: { id: number };
const RUN = `MS${Date.now().toString(36)}`;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const pause = () => call('GET', 'health', { base: server.baseUrl });
const messages = async (query = ''): Promise<MessageJson[]> =>
  (await ok(api('GET', `messages${query}`, admin))).items.map((m: unknown) => messageSchema.parse(m));
const caughtFor = async (address: string): Promise<CaughtMail[]> => (await mail.caught()).filter((m) => m.to.includes(address));
const settled = (what: string, read: () => Promise<MessageJson[]>, n = 1) =>
  until(what, read, (ms) => ms.length >= n && ms.every((m) => m.state !== 'queued'), pause, 15_000);

const customer = async (name: string, extra: Record<string, unknown>) =>
  (
    await ok(
      api('POST', 'accounts', admin, {
        name: `${RUN} ${name}`,
        kind: 'customer',
        city: 'İstanbul',
        district: 'Kadıköy',
        street: 'Moda Caddesi',
        buildingNo: '12',
        ...extra,
      }),
      201,
    )
  ).id as number;

/** A completed sales invoice to the account, shipped with the sandbox carrier: its shipment's tracking number. */
const shipInvoice = async (accountId: number) => {
  let doc = await ok(
    api('POST', 'documents', admin, {
      type: 'salesInvoice',
      accountId,
      lines: [{ productId: String(product.id), quantity: '1', unitPrice: '100', vatRate: 20 }],
    }),
    201,
  );
  for (const type of ['START', 'COMPLETE']) doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version }));
  const [out] = (await ok(api('POST', 'cargo/yurtici/shipments', admin, { documentIds: [doc.id] }))).items;
  expect(out.shipment?.trackingNumber, JSON.stringify(out)).toBeTruthy();
  return { number: doc.number as string, trackingNumber: out.shipment.trackingNumber as string };
};

const saveSettings = async (change: Record<string, unknown>) => {
  const before = messageSettingsSchema.parse(await ok(api('GET', 'messages/settings', admin)));
  const { smtpPasswordSet: _a, smsPasswordSet: _b, ...rest } = before;
  return api('PUT', 'messages/settings', admin, { ...rest, ...change });
};

beforeAll(async () => {
  [mail, sms, cargo, integrator] = await Promise.all([
    startSandboxMail(),
    startSandboxSms(),
    startSandboxCargo({ SANDBOX_CARGO_STEP_MS: '600000' }),
    startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' }),
  ]);
  server = await startOwnServer({
    smtpUrl: mail.url,
    smtpAdminUrl: mail.adminUrl,
    smsUrl: sms.url,
    messagesPollMs: 100,
    messagesRetryMs: 50,
    cargoUrl: cargo.url,
    integratorUrl: integrator.url,
    sendWorker: { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50 },
    tcmbBaseUrl: 'http://127.0.0.1:9/kurlar',
    keepData: false,
  });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  product = (await ok(api('GET', 'products?limit=1', admin))).items[0];
  expect((await ok(api('GET', 'cargo/carriers/yurtici', admin))).carrier).toBe('yurtici');
  const carrier = await ok(api('GET', 'cargo/carriers/yurtici', admin));
  const { carrier: _c, passwordSet: _p, saved: _s, ...rest } = carrier;
  expect((await api('PUT', 'cargo/carriers/yurtici', admin, { ...rest, active: true, senderName: 'Demo Kitabevi', senderCity: 'Ankara' })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([mail?.stop(), sms?.stop(), cargo?.stop(), integrator?.stop()]);
  if (server?.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await mail.faults({});
  await sms.faults({});
});

describe('the message settings (/mesaj/ayar)', () => {
  it('never send the passwords back, refuse a stale version, and their test message reaches the SMTP server or says why not', async () => {
    const saved = await ok(saveSettings({ senderName: 'Demo Kitabevi', senderAddress: 'kitap@demo.test', smtpPassword: 'gizli', smsSender: 'DEMOKITAP' }));
    expect(saved).toMatchObject({ smtpPasswordSet: true, senderName: 'Demo Kitabevi', smsSender: 'DEMOKITAP' });
    expect(JSON.stringify(saved)).not.toContain('gizli');
    const stale = await api('PUT', 'messages/settings', admin, { ...saved, smtpPasswordSet: undefined, smsPasswordSet: undefined, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('MS10001');

    const to = `${RUN}-test@example.com`;
    expect(await ok(api('POST', 'messages/settings/test', admin, { channel: 'email', to, language: 'fr' }))).toEqual({ sent: true, error: null });
    const [caught] = await caughtFor(to);
    expect(caught?.subject).toMatch(/. : message de test$/);
    expect(caught?.from).toBe('kitap@demo.test');

    await mail.faults({ refuse: 1, refuseCode: 554, onlyTo: to });
    const refused = await ok(api('POST', 'messages/settings/test', admin, { channel: 'email', to, language: 'tr' }));
    expect(refused.sent).toBe(false);
    expect(refused.error).toContain('554');

    expect(await ok(api('POST', 'messages/settings/test', admin, { channel: 'sms', to: '0532 111 22 33' }))).toEqual({ sent: true, error: null });
    expect((await sms.sent()).find((s) => s.to === '5321112233')).toMatchObject({ from: 'DEMOKITAP' });
    await sms.faults({ refuse: 1, code: '30' });
    expect((await ok(api('POST', 'messages/settings/test', admin, { channel: 'sms', to: '05321112233' }))).error).toContain('Netgsm 30');
  });
});

describe('the templates (/mesaj/template)', () => {
  it('refuse a placeholder their event does not offer, naming it, and render a preview with the company’s newest data', async () => {
    const bad = await api('PUT', 'messages/templates/cargoTracking/tr', admin, {
      subject: '{{cargo.trackingNumber}}',
      body: 'Merhaba {{customer.nmae}} {{invoice.total}}',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.body).toEqual([expect.stringContaining('{{customer.nmae}}'), expect.stringContaining('{{invoice.total}}')]);
    expect(bad.body.errors.subject).toBeUndefined();
    const templates = await ok(api('GET', 'messages/templates', admin));
    expect(templates.items).toHaveLength(templates.events.length * 5);
    expect(templates.items.find((t: { event: string; language: string }) => t.event === 'cargoTracking' && t.language === 'ar').custom).toBe(false);

    const account = await customer('Önizleme', { email: `${RUN}-preview@example.com` });
    const shipped = await shipInvoice(account);
    const preview = await ok(
      api('POST', 'messages/templates/cargoTracking/en/preview', admin, {
        subject: 'Parcel {{cargo.trackingNumber}}',
        body: 'Dear {{customer.name}}, {{document.number}}',
      }),
    );
    expect(preview).toEqual({ subject: `Parcel ${shipped.trackingNumber}`, body: `Dear ${RUN} Önizleme, ${shipped.number}`, source: shipped.number });
  });
});

describe('the cargo tracking number event', () => {
  it('tells the account in its language once, by e-mail and SMS, even when the SMTP server refuses first and the round sees the shipment again', async () => {
    const email = `${RUN}-kunde@example.com`;
    await ok(
      api('PUT', 'messages/templates/cargoTracking/de', admin, {
        subject: 'Sendung {{cargo.trackingNumber}}',
        body: 'Hallo {{customer.name}}: {{cargo.carrier}}',
      }),
    );
    await mail.faults({ refuse: 1, refuseCode: 451, onlyTo: email });
    const account = await customer('Kunde', { email, phone: '0533 444 55 66', messageLanguage: 'de' });
    const shipped = await shipInvoice(account);
    const [sent, text] = await Promise.all([
      settled('the e-mail', () => messages(`?q=${encodeURIComponent(email)}`)),
      settled('the SMS', () => messages(`?q=${encodeURIComponent('5334445566')}`)),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ event: 'cargoTracking', channel: 'email', language: 'de', state: 'sent', attempts: 2 });
    expect(text[0]).toMatchObject({ channel: 'sms', state: 'sent' });
    const caught = await caughtFor(email);
    expect(caught.map((m) => [m.subject, m.text.trim()])).toEqual([[`Sendung ${shipped.trackingNumber}`, `Hallo ${RUN} Kunde: Yurtiçi Kargo`]]);
    expect((await sms.sent()).filter((s) => s.to === '5334445566').map((s) => s.text)).toEqual([
      `Sendung ${shipped.trackingNumber}\nHallo ${RUN} Kunde: Yurtiçi Kargo`,
    ]);
    // later rounds see the shipment again: still one message each
    await until('two more rounds', pause, () => true, pause);
    expect(await caughtFor(email)).toHaveLength(1);
  });

  it('never writes to an account that opted out of e-mail, nor by SMS to one that opted out of SMS', async () => {
    const email = `${RUN}-hayir@example.com`;
    const account = await customer('Hayır', {
      email,
      phone: '0535 777 88 99',
      emailConsent: false,
      smsConsent: true,
      consentAt: '2026-11-01',
      consentHow: 'written',
    });
    await shipInvoice(account);
    const [text] = await settled('the SMS', () => messages(`?q=5357778899`));
    expect(text).toMatchObject({ channel: 'sms', state: 'sent', language: 'tr' });
    expect(await messages(`?q=${encodeURIComponent(email)}`)).toEqual([]);
    expect(await caughtFor(email)).toEqual([]);
    const card = await ok(api('GET', `accounts/${account}`, admin));
    expect(card).toMatchObject({ emailConsent: false, smsConsent: true, consentAt: '2026-11-01', consentHow: 'written' });
  });

  it('a recipient the SMTP server refuses bounces; a resend tries it again', async () => {
    const email = `bounce-${RUN}@example.com`;
    await shipInvoice(await customer('Sekme', { email }));
    const [bounced] = await settled('the bounce', () => messages(`?q=${encodeURIComponent(email)}&state=bounced`));
    expect(bounced?.reason).toContain('550');
    const again = await ok(api('POST', `messages/${bounced!.id}/resend`, admin, {}));
    expect(again).toMatchObject({ state: 'bounced', attempts: 1 });
    expect((await api('POST', `messages/${(await messages('?state=sent'))[0]!.id}/resend`, admin, {})).body.code).toBe('MS10004');
  });
});

describe('the statement event', () => {
  it('sends the account’s statement once per request, its moves attached as a CSV file', async () => {
    const email = `${RUN}-ekstre@example.com`;
    const account = await customer('Ekstre', { email, messageLanguage: 'en' });
    const shipped = await shipInvoice(account);
    // the connection dropped mid-message: tried again, and caught once
    await mail.faults({ drop: 1, onlyTo: email });
    const body = { accountId: account, requestId: `${RUN}-statement-1` };
    const [first, second] = await Promise.all([
      ok(api('POST', 'messages/statement', admin, body), 201),
      ok(api('POST', 'messages/statement', admin, body), 201),
    ]);
    expect(second.items[0].id).toBe(first.items[0].id);
    const [sent] = await settled('the statement', () => messages(`?event=statement&q=${encodeURIComponent(email)}`));
    expect(sent).toMatchObject({ state: 'sent', language: 'en', attachments: ['statement'] });
    // the invoice's shipment told the account its tracking number too
    const caught = (await caughtFor(email)).filter((m) => m.subject.startsWith('Your account statement from '));
    expect(caught).toHaveLength(1);
    expect(caught[0]!.text).toContain('Balance: 120.00 TRY');
    const full = await mail.one(caught[0]!.id);
    expect(full.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^ekstre-.+\.csv$/)]);
    const csv = Buffer.from(full.attachments[0]!.content!, 'base64').toString('utf8');
    expect(csv).toContain(`${shipped.number};`);
    expect(csv).toContain(';120.00');
    const mailbox = await ok(api('GET', 'messages/mailbox', admin));
    expect(mailbox.items.find((m: { id: number }) => m.id === caught[0]!.id).attachments[0].filename).toMatch(/\.csv$/);
    const noEmail = await api('POST', 'messages/statement', admin, { accountId: await customer('Adressiz', {}), requestId: `${RUN}-statement-2` });
    expect(noEmail.body.code).toBe('MS10002');
  });
});

describe('the B2B order confirmation', () => {
  /** The demo's product published in the shop, a cargo option, and a dealer's log-in on a new account: its bearer header. */
  const dealer = async (name: string, email: string, card: Record<string, unknown>) => {
    const accountId = await customer(name, card);
    await ok(api('PUT', `b2b/dealers/${accountId}`, admin, { email, password: 'bayi1234' }));
    const token = (await ok(call('POST', 'shop/login', { base: server.baseUrl, body: { email, password: 'bayi1234' } }))).token as string;
    return { authorization: `Bearer ${token}` };
  };
  const place = async (headers: Record<string, string>, cargoOptionId: number, key: string) =>
    ok(
      call('POST', 'shop/orders', {
        base: server.baseUrl,
        headers: { ...headers, 'idempotency-key': key },
        body: { lines: [{ productId: product.id, quantity: '2' }], deliveryAddress: 'Moda, Kadıköy', cargoOptionId, paymentType: 'onAccount' },
      }),
      201,
    );

  it('tells the dealer once, in its language, when its shop order becomes a sales order; never a dealer that opted out', async () => {
    const settings = await ok(api('GET', 'b2b/settings', admin));
    await ok(
      api('PUT', 'b2b/settings', admin, {
        ...settings,
        publishAll: false,
        publishedProductIds: [product.id],
        publishedGroupIds: [],
        minimumOrder: '0.00',
        onAccountOffered: true,
      }),
    );
    const cargoId = (await ok(api('POST', 'b2b/cargo-options', admin, { name: `${RUN} Kargo`, price: '30.00', freeAbove: '100000.00' }), 201)).id as number;
    const email = `${RUN}-bayi@example.com`.toLowerCase();
    const order = await place(await dealer('Bayi', email, { messageLanguage: 'fr' }), cargoId, `${RUN}-order-1`);
    const [sent] = await settled('the confirmation', () => messages(`?event=b2bOrder&q=${encodeURIComponent(email)}`));
    expect(sent).toMatchObject({ event: 'b2bOrder', channel: 'email', language: 'fr', state: 'sent' });
    const caught = await caughtFor(email);
    expect(caught.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(` : votre commande ${order.number} a été reçue$`))]);
    expect(caught[0]!.text).toContain(`Cher client ${RUN} Bayi,`);
    expect(caught[0]!.text).toContain(`Montant : ${order.total} TRY`);
    expect(caught[0]!.text).toContain(`Transport : ${RUN} Kargo`);
    // later rounds see the order again: still one message
    await until('two more rounds', pause, () => true, pause);
    expect(await caughtFor(email)).toHaveLength(1);
    expect(await messages(`?event=b2bOrder&q=${encodeURIComponent(email)}`)).toHaveLength(1);

    const no = `${RUN}-bayi-hayir@example.com`.toLowerCase();
    await place(await dealer('Bayi Hayır', no, { emailConsent: false, consentAt: '2026-11-01', consentHow: 'written' }), cargoId, `${RUN}-order-2`);
    const later = `${RUN}-bayi-sonra@example.com`.toLowerCase();
    await place(await dealer('Bayi Sonra', later, {}), cargoId, `${RUN}-order-3`);
    await settled('the later dealer’s confirmation', () => messages(`?event=b2bOrder&q=${encodeURIComponent(later)}`));
    expect(await messages(`?event=b2bOrder&q=${encodeURIComponent(no)}`)).toEqual([]);
    expect(await caughtFor(no)).toEqual([]);
  });
});

describe('the invoice to the customer', () => {
  it('sends an e-archive invoice the integrator accepted once, in the customer’s language, its UBL and PDF attached; never to one who opted out', async () => {
    const person = { personType: 'individual', taxNumber: '10010405214', postalCode: '34710' };
    const email = `${RUN}-fatura@example.com`;
    const account = await customer('Fatura', { ...person, email, messageLanguage: 'en' });
    const no = `${RUN}-fatura-hayir@example.com`;
    const refused = await customer('Fatura Hayır', { ...person, email: no, emailConsent: false, consentAt: '2026-11-01', consentHow: 'online' });
    const invoices: { id: number; number: string }[] = [];
    for (const accountId of [account, refused]) {
      let doc = await ok(
        api('POST', 'documents', admin, {
          type: 'salesInvoice',
          accountId,
          lines: [{ productId: String(product.id), quantity: '1', unitPrice: '100', vatRate: 20 }],
        }),
        201,
      );
      for (const type of ['START', 'COMPLETE'])
        doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version, paymentType: 'credit' }));
      await ok(api('POST', `documents/${doc.id}/edocument`, admin, { action: 'send' }), 202);
      invoices.push(doc);
    }
    const [sent] = await settled('the invoice', () => messages(`?event=invoice&q=${encodeURIComponent(email)}`));
    expect(sent).toMatchObject({ channel: 'email', language: 'en', state: 'sent', attachments: ['invoice'] });
    const caught = (await caughtFor(email)).filter((m) => m.subject.includes('your invoice'));
    expect(caught).toHaveLength(1);
    const gibNumber = /your invoice (\S+)$/.exec(caught[0]!.subject)?.[1] ?? '';
    expect(gibNumber).toMatch(/^[A-Z0-9]{3}20\d{2}\d{9}$/);
    expect(caught[0]!.text).toContain(`Dear ${RUN} Fatura,`);
    expect(caught[0]!.text).toContain('Total: 120.00 TRY');
    const full = await mail.one(caught[0]!.id);
    expect(full.attachments.map((a) => a.filename)).toEqual([`${gibNumber}.xml`, `${gibNumber}.pdf`]);
    const [xml, pdf] = full.attachments.map((a) => Buffer.from(a.content!, 'base64'));
    expect(xml!.toString('utf8')).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
    expect(xml!.toString('utf8')).toContain(`<cbc:ID>${gibNumber}</cbc:ID>`);
    // the invoice's printed view (what it says is read back in invoice-pdf.test.ts)
    expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // later rounds see the accepted e-document again: still one message
    await until('two more rounds', pause, () => true, pause);
    expect(await messages(`?event=invoice&q=${encodeURIComponent(email)}`)).toHaveLength(1);
    expect((await caughtFor(email)).filter((m) => m.subject.includes('your invoice'))).toHaveLength(1);
    expect(await messages(`?event=invoice&q=${encodeURIComponent(no)}`)).toEqual([]);
    expect(await caughtFor(no)).toEqual([]);
  });
});

describe('the library member’s consent', () => {
  it('keeps a library member’s KVKK consent on their card, as the member form sends it', async () => {
    const body = { cardNumber: `${RUN}-1`, name: `${RUN} Okur`, category: 'member', email: `${RUN}-okur@example.com` };
    const made = await ok(
      api('POST', 'library/members', admin, { ...body, emailConsent: false, smsConsent: true, consentAt: '2026-11-02', consentHow: 'written' }),
      201,
    );
    expect(made).toMatchObject({ emailConsent: false, smsConsent: true, consentAt: '2026-11-02', consentHow: 'written' });
    // the form sends its choices as text: '' is "not asked"
    await ok(api('PUT', `library/members/${made.id}`, admin, { ...body, emailConsent: 'true', smsConsent: '', consentAt: '2026-11-03', consentHow: 'online' }));
    expect(await ok(api('GET', `library/members/${made.id}`, admin))).toMatchObject({
      emailConsent: true,
      smsConsent: null,
      consentAt: '2026-11-03',
      consentHow: 'online',
    });
    const bad = await api('POST', 'library/members', admin, { ...body, cardNumber: `${RUN}-2`, emailConsent: 'maybe', consentHow: 'telepathy' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['consentHow', 'emailConsent']);
  });
});
