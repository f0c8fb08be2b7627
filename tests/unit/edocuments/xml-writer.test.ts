import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { XmlDocument } from '../../../src/server/edocuments/xml-writer';

describe('the UBL builders’ XML writer', () => {
  it('escapes what markup would read, drops what XML 1.0 cannot carry, and a parser reads back what was written', () => {
    const doc = new XmlDocument();
    const root = doc.ele('urn:x', 'Invoice');
    root.ele('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'Note').att('lang', 'a"b<c').txt('Kırtasiye & <Defter>\u0007 bitti');
    root.ele('urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2', 'Note').txt('ikinci\u0000');
    const xml = doc.end();
    expect(xml).not.toMatch(/[\u0000\u0007]/);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(parsed.Invoice['cbc:Note'][0]).toEqual({ '#text': 'Kırtasiye & <Defter> bitti', '@_lang': 'a"b<c' });
    expect(parsed.Invoice['cbc:Note'][1]).toBe('ikinci');
  });
});
