import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { buildUblInvoice } from '../../../src/server/edocuments/ubl-invoice';
import { largeUblInvoice } from '../../support/large-ubl-invoice';
import { checkUbl } from '../../support/ubl-validator';

describe('a UBL-TR invoice of 1250 lines, the most a receipt holds', () => {
  it('passes GİB XSD and schematron, with every line written and its total before VAT equal to the sum of its lines', async () => {
    const input = largeUblInvoice(1250);
    const xml = buildUblInvoice(input);
    expect(await checkUbl(xml, 'Invoice')).toEqual({ xsdErrors: [], schematronErrors: [] });

    expect(xml).toContain('<cbc:LineCountNumeric>1250</cbc:LineCountNumeric>');
    const lineIds = [...xml.matchAll(/<cac:InvoiceLine>\s*<cbc:ID>(\d+)<\/cbc:ID>/g)].map((m) => Number(m[1]));
    expect(lineIds).toEqual(Array.from({ length: 1250 }, (_, i) => i + 1));
    // the document's amount before VAT equals the sum of its lines' nets (after their discounts), to the kuruş
    const lineNets = [...xml.matchAll(/<\/cbc:InvoicedQuantity>\s*<cbc:LineExtensionAmount currencyID="TRY">([^<]+)</g)].map((m) => m[1]!);
    expect(lineNets).toHaveLength(1250);
    const sum = lineNets.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
    expect(/<cbc:TaxExclusiveAmount currencyID="TRY">([^<]+)</.exec(xml)?.[1]).toBe(sum);
    // one withholding line in ten
    expect(xml.match(/<cbc:TaxTypeCode>613<\/cbc:TaxTypeCode>/g)?.length).toBeGreaterThanOrEqual(125);
  }, 300_000);
});
