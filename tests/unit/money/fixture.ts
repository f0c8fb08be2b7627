import { readFileSync } from 'node:fs';

/** The shared public vectors (tests/fixtures, copies of the specification's fixtures), the money sections. */
export interface TotalsCase {
  name: string;
  lines: { qty: string; unit?: string; price: string; vat: number; withholding?: { code: string; percent: number }; otvPerUnit?: string }[];
  expect: Record<string, string>;
  src: string;
}

export interface MoneyFixture {
  totals: TotalsCase[];
  kdvRates: { from?: string; until?: string; rates: number[] }[];
  codeLists: { withholdingPercents: Record<string, number[]>; withholdingAllowedTypes: string[]; invoiceTypeCode: string[] };
  tcmb: {
    sample: Record<string, unknown> & { Tarih: string; Bulten_No: string; localFile: string };
    weekendRule: string;
  };
  formatting_node20_icu78: Record<string, string>;
}

const dir = new URL('../../fixtures/', import.meta.url);
export const turkey: MoneyFixture = JSON.parse(readFileSync(new URL('turkey.json', dir), 'utf8'));
/** The real bulletin of 2015-12-04 (tests/fixtures), decoded the way a caller does (it is served as ISO-8859-9). */
export const tcmbXml: string = new TextDecoder('iso-8859-9').decode(readFileSync(new URL('../../fixtures/tcmb-today-2015-12-04.xml', import.meta.url)));
