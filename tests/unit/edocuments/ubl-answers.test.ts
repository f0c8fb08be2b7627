import { describe, expect, it } from 'vitest';
import { buildApplicationResponse, buildReceiptAdvice } from '../../../src/server/edocuments/ubl-answers';
import { parseAddress } from '../../../src/server/edocuments/ubl';
import { checkUbl } from '../../support/ubl-validator';

const company = { name: 'Demo Kitabevi', taxNumber: '2920084496', taxOffice: 'Kadıköy', address: parseAddress('Moda Cad. No: 12, 34710 Kadıköy / İstanbul') };
const supplier = { name: 'Kağıt Tedarik A.Ş.', taxNumber: '0010213576', address: { street: '-', district: 'Çankaya', city: 'Ankara' } };
const base = {
  number: 'UYT2026000000001',
  uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2d',
  issueDate: '2026-11-21',
  issueTime: '10:15:00',
};

describe("the receiver's answers in UBL-TR", () => {
  it("accepting and rejecting a commercial invoice are ApplicationResponses that pass GİB's XSD and schematron", async () => {
    const invoice = { uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b', issueDate: '2026-11-20' };
    const accept = buildApplicationResponse({ ...base, sender: company, receiver: supplier, invoice, answer: 'KABUL' });
    expect(await checkUbl(accept, 'ApplicationResponse')).toEqual({ xsdErrors: [], schematronErrors: [] });
    const reject = buildApplicationResponse({ ...base, sender: company, receiver: supplier, invoice, answer: 'RED', reason: 'Fiyat farkı' });
    expect(await checkUbl(reject, 'ApplicationResponse')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(reject).toContain('<cbc:ResponseCode>RED</cbc:ResponseCode>');
    expect(reject).toContain('<cbc:Description>Fiyat farkı</cbc:Description>');
    // GİB's rule the answer follows: a commercial invoice's answer carries its profile
    expect((await checkUbl(accept.replace('>TICARIFATURA<', '>TEMELFATURA<'), 'ApplicationResponse')).schematronErrors.join()).toContain('TICARIFATURA');
  }, 300_000);

  it('answering an e-waybill is a ReceiptAdvice of the quantities received and rejected, which passes the XSD and the schematron', async () => {
    const xml = buildReceiptAdvice({
      ...base,
      number: 'IRY2026000000001',
      receiver: company,
      supplier,
      despatch: { number: 'TED2026000000007', issueDate: '2026-11-20' },
      lines: [
        { lineId: '1', name: 'Fotokopi kâğıdı', unitCode: 'C62', received: '10', rejected: '0' },
        { lineId: '2', name: 'Toner', unitCode: 'C62', received: '1', rejected: '2', rejectReason: 'Kırık' },
      ],
    });
    expect(await checkUbl(xml, 'ReceiptAdvice')).toEqual({ xsdErrors: [], schematronErrors: [] });
    expect(xml).toContain('<cbc:RejectedQuantity unitCode="C62">2</cbc:RejectedQuantity>');
  }, 300_000);
});
