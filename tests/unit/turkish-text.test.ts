import { describe, expect, it } from 'vitest';
import { compareTurkish, foldForSearch, toTurkishLower, turkishSortKey } from '../../src/domain/text/turkish';

describe('Turkish text', () => {
  it('lower-cases I to ı and İ to i', () => {
    expect(toTurkishLower('IŞIK İNCE')).toBe('ışık ince');
  });

  it('sorts in the Turkish alphabet, case-insensitive', () => {
    const names = ['Zeytin', 'çanta', 'Cam', 'ışık', 'İnce', 'Öykü', 'Orhan', 'şeker', 'Su', 'ğ', 'Gül', 'üzüm', 'Uzun', '10 Kalem'];
    expect([...names].sort(compareTurkish)).toEqual([
      '10 Kalem',
      'Cam',
      'çanta',
      'Gül',
      'ğ',
      'ışık',
      'İnce',
      'Orhan',
      'Öykü',
      'Su',
      'şeker',
      'Uzun',
      'üzüm',
      'Zeytin',
    ]);
  });

  it('gives keys that sort the same byte-wise', () => {
    const names = ['Çiçek', 'Cevdet', 'Ilgaz', 'İlker', 'Dursun'];
    const byKey = [...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1));
    expect(byKey).toEqual(['Cevdet', 'Çiçek', 'Dursun', 'Ilgaz', 'İlker']);
  });

  it('folds marks away for search', () => {
    expect(foldForSearch('Öğretmen ŞİİR Işık')).toBe('ogretmen siir isik');
  });
});
