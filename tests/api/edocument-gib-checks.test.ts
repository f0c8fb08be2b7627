import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edocumentPageSchema, type edocumentSchema } from '../../src/domain/schemas/edocuments';
import { istanbulToday } from '../../src/server/rates/istanbul-day';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { checkUbl } from '../support/ubl-validator';

/**
 * GİB is part of the system: the sandbox integrator refuses what GİB refuses, a refusal stays on the e-document
 * (`lastError`, naming GİB's rule) which never reaches the tax authority; Defter builds what GİB takes (a 0 % VAT line
 * names its exemption) and numbers a series in date order (ED10007, ED10008), under the series' lock.
 */
type Server = Awaited<ReturnType<typeof startOwnServer>>;
type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;
type Edocument = ReturnType<typeof edocumentSchema.parse>;

let sandbox: Sandbox;
let server: Server;
let admin: string;
let productId: number;
let registeredBuyer: number;
let person: number;

const FAST = { idleMs: 20, backoffMs: 20, maxBackoffMs: 200, statusPollMs: 50, leaseMs: 10_000 };
const api = (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token: admin, body, base: server.baseUrl, lang });

/** `days` after Istanbul's today (negative: before). */
const day = (days: number) => {
  const d = new Date(`${istanbulToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  sandbox = await startSandboxIntegrator({ SANDBOX_GIB_DELAY_MS: '100' });
  server = await startOwnServer({ integratorUrl: sandbox.url, sendWorker: FAST, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  productId = (await api('GET', 'products?limit=1')).body.response.items[0].id;
  const address = { city: 'İstanbul', district: 'Kadıköy', street: 'Moda Cad.', buildingNo: '12', postalCode: '34710' };
  const buyer = await api('POST', 'accounts', {
    kind: 'customer',
    name: 'E-Fatura Alıcısı',
    taxNumber: '0010213576',
    taxOffice: 'Kadıköy',
    einvoiceAlias: 'urn:mail:defaultpk@example.com',
    ...address,
  });
  expect(buyer.status, JSON.stringify(buyer.body)).toBe(201);
  registeredBuyer = buyer.body.response.id;
  const p = await api('POST', 'accounts', { kind: 'customer', name: 'Ayşe Demir', personType: 'individual', taxNumber: '10010405214', ...address });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  person = p.body.response.id;
});

afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});

type Line = { productId: number; quantity: string; unitPrice: string; vatRate: number; returnOfId?: string; returnOfLineId?: string };

async function completed(accountId: number, o: { type?: string; date?: string; lines?: Line[]; supplierInvoiceNumber?: string } = {}) {
  let r = await api('POST', 'documents', {
    type: o.type ?? 'salesInvoice',
    accountId,
    ...(o.date ? { date: o.date } : {}),
    ...(o.supplierInvoiceNumber ? { supplierInvoiceNumber: o.supplierInvoiceNumber } : {}),
    lines: o.lines ?? [{ productId, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  for (const type of ['START', 'COMPLETE']) {
    r = await api('POST', `documents/${r.body.response.id}/events`, { type, version: r.body.response.version, paymentType: 'credit' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return r.body.response as { id: number; date: string; lines: { id: string }[] };
}

const send = (id: number, lang?: string) => api('POST', `documents/${id}/edocument`, { action: 'send' }, lang);

async function outgoing(): Promise<Edocument[]> {
  const r = await api('GET', 'edocuments?direction=outgoing&limit=500');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return edocumentPageSchema.parse(r.body.response).items;
}

/** Polls the API until `done` holds of the e-document; fails with what it saw at the deadline. */
async function waitFor(id: number, done: (e: Edocument) => boolean, what: string): Promise<Edocument> {
  const until = Date.now() + 45_000;
  for (;;) {
    const e = (await outgoing()).find((x) => x.id === id);
    if (e && done(e)) return e;
    expect(Date.now() < until, `${what}: ${JSON.stringify(e)}`).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('what GİB refuses never reaches the tax authority, and the e-document says why', () => {
  it('a sales invoice with a 0 % VAT line (a book) reaches sentToTaxAuthority, and its UBL passes GİB’s XSD and schematron', async () => {
    const invoice = await completed(registeredBuyer, {
      lines: [
        { productId, quantity: '2', unitPrice: '250.00', vatRate: 0 },
        { productId, quantity: '1', unitPrice: '42.50', vatRate: 20 },
      ],
    });
    const r = await send(invoice.id);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const e = await waitFor(r.body.response.id, (x) => x.status === 'sentToTaxAuthority' || x.lastError !== undefined, 'not at the tax authority');
    expect([e.status, e.lastError]).toEqual(['sentToTaxAuthority', undefined]);
    const xml = (await (await fetch(`${sandbox.url}/documents/${e.uuid}`)).json()).content as string;
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>351</cbc:TaxExemptionReasonCode>');
    expect(xml).toContain('<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>');
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });
  });

  it('a return naming an invoice the company issued itself (GİB: the one who gives the goods back issues it) is held with lastError naming GİB’s rule, never at the tax authority', async () => {
    const sale = await completed(registeredBuyer);
    const sold = await send(sale.id);
    await waitFor(sold.body.response.id, (x) => x.status === 'sentToTaxAuthority', 'the sale not at the tax authority');
    // a sales return is never the company's own e-invoice: Defter refuses to send it at all
    const salesReturn = await completed(registeredBuyer, {
      type: 'salesReturn',
      lines: [{ productId, quantity: '1', unitPrice: '10.00', vatRate: 20, returnOfId: String(sale.id), returnOfLineId: sale.lines[0]!.id }],
    });
    expect((await send(salesReturn.id)).body.code).toBe('ED10012');
    // a purchase whose supplier's number was typed as the company's own sale: its return names an invoice GİB has from the company
    const purchase = await completed(registeredBuyer, { type: 'purchaseInvoice', supplierInvoiceNumber: sold.body.response.number });
    const back = await completed(registeredBuyer, {
      type: 'purchaseReturn',
      lines: [{ productId, quantity: '1', unitPrice: '10.00', vatRate: 20, returnOfId: String(purchase.id), returnOfLineId: purchase.lines[0]!.id }],
    });
    const r = await send(back.id);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const e = await waitFor(r.body.response.id, (x) => x.lastError !== undefined, 'no refusal kept');
    expect(e.lastError).toMatch(/^integrator 422: ReturnInvoiceIssuer: İade faturası malı iade eden tarafından düzenlenir/);
    expect(e.lastError).toContain(sold.body.response.number);
    // held: it stays refused, and GİB never had it
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await outgoing()).find((x) => x.id === e.id)!;
    expect([after.status, after.lastError]).toEqual(['queued', e.lastError]);
    const atSandbox = (await sandbox.admin('documents')).items as { uuid: string }[];
    expect(atSandbox.filter((d) => d.uuid === e.uuid)).toEqual([]);
  });
});

describe('numbers follow dates within a GİB series', () => {
  it('an invoice dated before the last one numbered in its series is refused (409 ED10007, in the user’s language) and takes no number; the next one takes the next number', async () => {
    const today = await completed(person, { date: day(0) });
    const first = await send(today.id);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const back = await completed(person, { date: day(-1) });
    const refused = await send(back.id, 'tr');
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10007']);
    expect(refused.body.message).toBe(
      `${day(-1)} tarihli belge gönderilemez: serisinde son numarayı alan ${first.body.response.number} ${day(0)} tarihlidir ve GİB numaraları tarih sırasını izler. Belgenin tarihini ${day(0)} veya sonrası yapın.`,
    );
    expect((await send(back.id, 'en')).body.message).toContain('GİB numbers follow dates');
    expect((await outgoing()).filter((e) => e.sourceId === back.id)).toEqual([]);
    const preview = await api('GET', `documents/${back.id}/ubl`);
    expect(preview.body).toContain('000000000</cbc:ID>');
    // the refused send took no number: the next invoice takes the one after the first
    const next = await send((await completed(person, { date: day(0) })).id);
    expect(Number(next.body.response.number.slice(7))).toBe(Number(first.body.response.number.slice(7)) + 1);
  });

  it('an invoice dated after today (Istanbul’s day) is refused (409 ED10008) and takes no number', async () => {
    const later = await completed(person, { date: day(1) });
    const refused = await send(later.id, 'tr');
    expect([refused.status, refused.body.code]).toEqual([409, 'ED10008']);
    expect(refused.body.message).toBe(`${day(1)} tarihli belge gönderilemez: tarihi bugünden (${day(0)}) sonradır.`);
    expect((await outgoing()).filter((e) => e.sourceId === later.id)).toEqual([]);
  });

  it('invoices of several dates sent at once: each number dated no earlier than the lower ones, the refused ones numberless, no number skipped', async () => {
    // a series of its own (new letters for the e-archive), so that the order in which the sends meet decides
    const settings = (await api('GET', 'integrator-settings')).body.response;
    const { secretSet: _secret, ...kept } = settings;
    const renamed = await api('PUT', 'integrator-settings', { ...kept, archivePrefix: 'PAR' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const dates = [day(-2), day(0), day(-1), day(0), day(-2), day(-1), day(0), day(-2), day(-1), day(-2)];
    const docs = await Promise.all(dates.map((date) => completed(person, { date })));
    const replies = await Promise.all(docs.map((d) => send(d.id)));
    const numbered: { number: string; date: string }[] = [];
    for (const [i, r] of replies.entries()) {
      if (r.status === 202) numbered.push({ number: r.body.response.number, date: dates[i]! });
      else {
        expect([r.status, r.body.code], JSON.stringify(r.body)).toEqual([409, 'ED10007']);
        expect((await outgoing()).filter((e) => e.sourceId === docs[i]!.id)).toEqual([]);
      }
    }
    expect(numbered.length).toBeGreaterThan(0);
    expect(numbered.every((n) => n.number.startsWith('PAR'))).toBe(true);
    numbered.sort((a, b) => a.number.localeCompare(b.number));
    for (let i = 1; i < numbered.length; i++) {
      expect(numbered[i]!.date >= numbered[i - 1]!.date, JSON.stringify(numbered)).toBe(true);
      expect(Number(numbered[i]!.number.slice(7))).toBe(Number(numbered[i - 1]!.number.slice(7)) + 1);
    }
    expect(Number(numbered[0]!.number.slice(7))).toBe(1);
  });
});
