import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxApp } from '../../src/sandbox-integrator/app';
import { buildUblInvoice, type UblInvoiceInput, type UblParty } from '../../src/server/edocuments/ubl-invoice';
import { startSandboxIntegrator } from '../support/sandbox-integrator';
import { ublFixtures } from '../support/ubl-validator';

/**
 * The sandbox integrator refuses what GİB refuses, before it takes a document: the XSD and the schematron (naming
 * GİB's rule and text), and, outside the schematron, a number out of order in its series, an ETTN given to two
 * documents and a return invoice issued by the seller of the invoice it returns.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxIntegrator>>;
let sandbox: Sandbox;

const party = (vkn: string): UblParty => ({
  name: `Firma ${vkn}`,
  taxNumber: vkn,
  taxOffice: 'Kadıköy',
  address: { street: 'Moda Cad. No: 12', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
});
// registered e-invoice users of the sandbox (SANDBOX_USERS below)
const SELLER = '1288331521';
const BUYER = '9205121120';

const invoice = (o: Partial<UblInvoiceInput> & { number: string; issueDate: string }) =>
  buildUblInvoice({
    profile: 'TEMELFATURA',
    typeCode: 'SATIS',
    uuid: randomUUID(),
    currency: 'TRY',
    supplier: party(SELLER),
    customer: party(BUYER),
    lines: [{ name: 'Kareli Defter A4', unit: 'ADET', quantity: '2', unitPrice: '42.50', vatRate: 20 }],
    ...o,
  });
const uuidOf = (xml: string) => /<cbc:UUID>([^<]*)<\/cbc:UUID>/.exec(xml)![1]!;

async function post(xml: string, uuid = uuidOf(xml), url = sandbox.url) {
  const r = await fetch(`${url}/documents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uuid, xml }) });
  return { status: r.status, body: (await r.json()) as { error?: string; rule?: string; message?: string; uuid?: string; envelopeId?: string } };
}

beforeAll(async () => {
  sandbox = await startSandboxIntegrator({ SANDBOX_USERS: `${SELLER},${BUYER}` });
});
afterAll(async () => {
  await sandbox?.stop();
});

describe("the sandbox integrator refuses what GİB's schematron and XSD refuse", () => {
  it("takes each of GİB's own samples and refuses the old ones, naming GİB's rule", async () => {
    const samples = join(ublFixtures, 'samples');
    // each sample alone, as GİB's package means them (two of them share an ETTN), its receivers registered
    const alone = async (path: string) => {
      const app = sandboxApp({ stateFile: null, users: ['12345678901', '1234567890', '3333333888', '9205121120'], gibDelayMs: 0, answerDelayMs: 0 });
      const xml = readFileSync(join(samples, path), 'utf8');
      const r = await app.request('/documents', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ uuid: uuidOf(xml).toLowerCase(), xml }),
      });
      return { status: r.status, body: (await r.json()) as { rule?: string; error?: string } };
    };
    for (const name of readdirSync(join(samples, 'pass')))
      expect([name, await alone(join('pass', name))]).toEqual([name, { status: 202, body: expect.anything() }]);
    const oldNumber = await alone('fail/TemelFatura-eskiNumara.xml');
    expect([oldNumber.status, oldNumber.body.rule]).toEqual([422, 'InvoiceIDCheck']);
    expect(oldNumber.body.error).toContain('cbc:ID');
    const twoDrivers = await alone('fail/Irsaliye-ikiSofor.xml');
    expect([twoDrivers.status, twoDrivers.body.rule]).toEqual([422, 'schematron']);
  });

  it('a 0 % VAT subtotal without an exemption reason is refused by TaxExemptionReasonCheck, with GİB’s text', async () => {
    const zero = invoice({
      number: 'ZER2026000000001',
      issueDate: '2026-03-02',
      lines: [{ name: 'Sefiller', unit: 'ADET', quantity: '1', unitPrice: '250.00', vatRate: 0 }],
    });
    const broken = zero.replace(/<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>|<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/g, '');
    const r = await post(broken);
    expect(r.status).toBe(422);
    expect(r.body.rule).toBe('TaxExemptionReasonCheck');
    expect(r.body.error).toMatch(/^TaxExemptionReasonCheck: Vergi miktarı 0 olan 0015 vergi kodlu KDV için cbc:TaxExemptionReason/);
    const status = await fetch(`${sandbox.url}/documents/${uuidOf(broken).toLowerCase()}/status`);
    expect(status.status).toBe(404);
    // with the exemption Defter gives such a line (351), GİB takes it
    expect((await post(zero)).status).toBe(202);
  });

  it('a document that is no UBL-TR at all fails the XSD', async () => {
    const r = await post(
      invoice({ number: 'XSD2026000000001', issueDate: '2026-03-02' }).replace(
        '<cbc:IssueDate>2026-03-02</cbc:IssueDate>',
        '<cbc:IssueDate>02.03.2026</cbc:IssueDate>',
      ),
    );
    expect(r.status).toBe(422);
    expect(r.body.rule).toBe('XSD');
  });
});

describe('the sandbox integrator refuses what GİB refuses outside the schematron', () => {
  it('a number lower than one already received in its series (same sender and year) is refused', async () => {
    expect((await post(invoice({ number: 'NUM2026000000005', issueDate: '2026-03-02' }))).status).toBe(202);
    const lower = await post(invoice({ number: 'NUM2026000000003', issueDate: '2026-03-02' }));
    expect([lower.status, lower.body.rule]).toEqual([422, 'SeriesNumberOrder']);
    expect(lower.body.message).toContain('NUM2026000000005');
    // another sender's series of the same letters is its own
    expect((await post(invoice({ number: 'NUM2026000000003', issueDate: '2026-03-02', supplier: party(BUYER), customer: party(SELLER) }))).status).toBe(202);
    expect((await post(invoice({ number: 'NUM2026000000006', issueDate: '2026-03-02' }))).status).toBe(202);
  });

  it('a number dated before a lower number already received in its series is refused', async () => {
    expect((await post(invoice({ number: 'DAT2026000000010', issueDate: '2026-03-10' }))).status).toBe(202);
    const earlier = await post(invoice({ number: 'DAT2026000000011', issueDate: '2026-03-09' }));
    expect([earlier.status, earlier.body.rule]).toEqual([422, 'SeriesDateOrder']);
    expect(earlier.body.message).toContain('DAT2026000000010');
    expect((await post(invoice({ number: 'DAT2026000000011', issueDate: '2026-03-10' }))).status).toBe(202);
  });

  it('an ETTN sent again with another document is refused; with the same XML it stays idempotent', async () => {
    const first = invoice({ number: 'ETT2026000000001', issueDate: '2026-03-02' });
    const taken = await post(first);
    expect(taken.status).toBe(202);
    const again = await post(first);
    expect([again.status, again.body.envelopeId]).toEqual([202, taken.body.envelopeId]);
    const otherNumber = await post(invoice({ number: 'ETT2026000000002', issueDate: '2026-03-02', uuid: uuidOf(first) }));
    expect([otherNumber.status, otherNumber.body.rule]).toEqual([422, 'DuplicateETTN']);
    const otherContent = await post(first.replace('<cbc:InvoicedQuantity unitCode="C62">2', '<cbc:InvoicedQuantity unitCode="C62">3'));
    expect([otherContent.status, otherContent.body.rule]).toEqual([422, 'DuplicateETTN']);
  });

  it('a return invoice (IADE) of an invoice its own sender issued is refused: the buyer who gives the goods back issues it', async () => {
    const sold = invoice({ number: 'SAT2026000000001', issueDate: '2026-03-02' });
    expect((await post(sold)).status).toBe(202);
    const returned = [{ number: 'SAT2026000000001', issueDate: '2026-03-02' }];
    const fromSeller = await post(invoice({ number: 'IAD2026000000001', issueDate: '2026-03-03', typeCode: 'IADE', returnedInvoices: returned }));
    expect([fromSeller.status, fromSeller.body.rule]).toEqual([422, 'ReturnInvoiceIssuer']);
    expect(fromSeller.body.message).toContain('SAT2026000000001');
    const fromBuyer = await post(
      invoice({
        number: 'IAD2026000000001',
        issueDate: '2026-03-03',
        typeCode: 'IADE',
        returnedInvoices: returned,
        supplier: party(BUYER),
        customer: party(SELLER),
      }),
    );
    expect(fromBuyer.status, JSON.stringify(fromBuyer.body)).toBe(202);
  });
});

describe('without xmllint the sandbox still checks GİB’s schematron', () => {
  it('refuses a document the schematron refuses and takes a good one, the XSD unchecked', async () => {
    // no PATH: the sandbox finds no xmllint (it is started by node's own path)
    const bare = await startSandboxIntegrator({ PATH: '/nonexistent', SANDBOX_USERS: `${SELLER},${BUYER}` });
    try {
      const zero = invoice({
        number: 'NOX2026000000001',
        issueDate: '2026-03-02',
        lines: [{ name: 'Sefiller', unit: 'ADET', quantity: '1', unitPrice: '250.00', vatRate: 0 }],
      });
      const broken = zero.replace(
        /<cbc:TaxExemptionReasonCode>[^<]*<\/cbc:TaxExemptionReasonCode>|<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/g,
        '',
      );
      const refused = await post(broken, uuidOf(broken), bare.url);
      expect([refused.status, refused.body.rule]).toEqual([422, 'TaxExemptionReasonCheck']);
      expect((await post(zero, uuidOf(zero), bare.url)).status).toBe(202);
    } finally {
      await bare.stop();
    }
  });
});
