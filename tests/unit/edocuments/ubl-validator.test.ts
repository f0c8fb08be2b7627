import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUbl, inputsHash, shippedSef, ublFixtures } from '../../support/ubl-validator';

const sample = (name: string) => readFileSync(join(ublFixtures, 'samples', name), 'utf8');

describe("the UBL-TR check holds GİB's XSD and schematron", () => {
  it("passes GİB's own samples and fails the old ones, naming the broken rule", async () => {
    for (const [name, root, type] of [
      ['pass/TemelFatura.xml', 'Invoice', 'efatura'],
      ['pass/EArsivFatura.xml', 'Invoice', 'earchive'],
      ['pass/IadeFatura.xml', 'Invoice', 'efatura'],
      ['pass/Irsaliye.xml', 'DespatchAdvice', 'efatura'],
    ] as const) {
      expect(await checkUbl(sample(name), root, type), name).toEqual({ xsdErrors: [], schematronErrors: [] });
    }

    const oldNumber = await checkUbl(sample('fail/TemelFatura-eskiNumara.xml'), 'Invoice');
    expect(oldNumber.xsdErrors).toEqual([]);
    expect(oldNumber.schematronErrors.length).toBeGreaterThan(0);

    const twoDrivers = await checkUbl(sample('fail/Irsaliye-ikiSofor.xml'), 'DespatchAdvice');
    expect(twoDrivers.schematronErrors.length).toBeGreaterThan(0);

    const threeDecimals = sample('pass/TemelFatura.xml').replace(/(<cbc:PayableAmount currencyID="TRY">)(\d+)\.(\d+)/, '$1$2.$3' + '1');
    expect((await checkUbl(threeDecimals, 'Invoice')).schematronErrors.length).toBeGreaterThan(0);

    expect((await checkUbl('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>', 'Invoice')).xsdErrors.length).toBeGreaterThan(0);
  }, 300_000);
});

describe('the compiled schematron ships with the sandbox integrator', () => {
  it("is the one of today's schematron, compiler and SaxonJS, so no run compiles it (refresh: src/sandbox-integrator/gib/README.md)", () => {
    expect(existsSync(shippedSef(inputsHash())), shippedSef(inputsHash())).toBe(true);
  });
});
