import { XMLParser } from 'fast-xml-parser';

/** The money of a UBL-TR Invoice as its XML says it, read back for the tests that compare it with Defter's. */
export interface UblAmounts {
  lineExtension: string;
  taxExclusive: string;
  taxInclusive: string;
  allowanceTotal: string;
  payable: string;
  tax: string;
  /** the document's VAT subtotals: rate (and exemption code) → base and VAT */
  vat: { percent: string; code: string | null; base: string; tax: string }[];
  withheld: string | null;
  documentAllowance: { factor: string | null; amount: string; base: string } | null;
  lines: { allowance: { factor: string; amount: string; base: string } | null; taxable: string; tax: string }[];
  issueTime: string | null;
  customer: { id: string; scheme: string; firstName: string | null; familyName: string | null };
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  textNodeName: '#text',
  isArray: (name) => ['InvoiceLine', 'TaxSubtotal', 'AllowanceCharge', 'PartyIdentification'].includes(name),
});

type Node = Record<string, unknown>;
const text = (n: unknown): string => (typeof n === 'string' ? n : n && typeof n === 'object' ? String((n as Node)['#text'] ?? '') : '');
const opt = (n: unknown): string | null => (n === undefined ? null : text(n));

export function ublAmounts(xml: string): UblAmounts {
  const inv = (parser.parse(xml) as { Invoice: Node }).Invoice;
  const legal = inv.LegalMonetaryTotal as Node;
  const taxTotal = inv.TaxTotal as Node;
  const allowance = (a: Node) => ({ factor: opt(a.MultiplierFactorNumeric), amount: text(a.Amount), base: text(a.BaseAmount) });
  const docAllowance = (inv.AllowanceCharge as Node[] | undefined)?.[0];
  const party = (inv.AccountingCustomerParty as Node).Party as Node;
  const id = ((party.PartyIdentification as Node[])[0]!.ID ?? {}) as Node;
  const person = party.Person as Node | undefined;
  return {
    lineExtension: text(legal.LineExtensionAmount),
    taxExclusive: text(legal.TaxExclusiveAmount),
    taxInclusive: text(legal.TaxInclusiveAmount),
    allowanceTotal: text(legal.AllowanceTotalAmount),
    payable: text(legal.PayableAmount),
    tax: text(taxTotal.TaxAmount),
    vat: (taxTotal.TaxSubtotal as Node[]).map((s) => ({
      percent: text(s.Percent),
      code: opt((s.TaxCategory as Node).TaxExemptionReasonCode),
      base: text(s.TaxableAmount),
      tax: text(s.TaxAmount),
    })),
    withheld: inv.WithholdingTaxTotal ? text((inv.WithholdingTaxTotal as Node).TaxAmount) : null,
    documentAllowance: docAllowance ? allowance(docAllowance) : null,
    lines: (inv.InvoiceLine as Node[]).map((l) => {
      const a = (l.AllowanceCharge as Node[] | undefined)?.[0];
      const sub = ((l.TaxTotal as Node).TaxSubtotal as Node[])[0]!;
      return { allowance: a ? { ...allowance(a), factor: text(a.MultiplierFactorNumeric) } : null, taxable: text(sub.TaxableAmount), tax: text(sub.TaxAmount) };
    }),
    issueTime: opt(inv.IssueTime),
    customer: {
      id: text(id),
      scheme: String(id['@schemeID'] ?? ''),
      firstName: person ? text(person.FirstName) : null,
      familyName: person ? text(person.FamilyName) : null,
    },
  };
}
