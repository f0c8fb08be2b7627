import { describe, expect, it } from 'vitest';
import { searchArgs } from '../../src/server/masterdata/products-search';

/** What the stock search asks product_search (migration 006) for a query as typed. */
describe('searchArgs', () => {
  it('a blank query lists every card', () => {
    expect(searchArgs(undefined)).toEqual({ words: null, namePrefix: null, codePrefix: null, codes: null });
    expect(searchArgs('   ')).toEqual({ words: null, namePrefix: null, codePrefix: null, codes: null });
  });

  it('a name is folded (Turkish marks and case) and found anywhere', () => {
    expect(searchArgs('  Öğretmen   IŞIĞI ').words).toEqual(['%ogretmen isigi%']);
    expect(searchArgs('ogretmen').namePrefix).toBeNull();
  });

  it('one or two letters match the start of names only', () => {
    expect(searchArgs('Çi')).toMatchObject({ words: null, namePrefix: 'ci%' });
  });

  it("LIKE's wildcards are taken literally", () => {
    expect(searchArgs('%50_indirim').words).toEqual(['%\\%50\\_indirim%']);
    expect(searchArgs('A_B').codePrefix).toBe('a\\_b%');
  });

  it('a code matches by prefix; no code prefix for text with spaces', () => {
    expect(searchArgs('KTP00').codePrefix).toBe('ktp00%');
    expect(searchArgs('kürk manto').codePrefix).toBeNull();
  });

  it('a barcode or an ISBN in any typed form is looked up in its stored forms', () => {
    expect(searchArgs('0-8044-2957-x').codes).toEqual(expect.arrayContaining(['080442957X', '9780804429573']));
    expect(searchArgs('978-0-8044-2957-3').codes).toEqual(expect.arrayContaining(['9780804429573']));
  });
});
