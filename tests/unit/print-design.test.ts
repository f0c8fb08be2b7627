import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../src/domain/identifiers/ean';
import { DEFAULT_PRINT_DESIGN, pageSize, paperMm, printedColumns } from '../../src/domain/print/design';
import { labelSymbol } from '../../src/domain/print/labels';

const ean = (body: string) => `${body}${gs1CheckDigit(body)}`;

describe('the print design', () => {
  it('names the page as CSS does: a named paper with its orientation, a custom one by its millimetres', () => {
    expect(pageSize({ ...DEFAULT_PRINT_DESIGN, paper: 'A5', orientation: 'landscape' })).toBe('A5 landscape');
    expect(pageSize({ ...DEFAULT_PRINT_DESIGN, paper: 'custom', widthMm: 80, heightMm: 200 })).toBe('80mm 200mm');
    expect(paperMm({ ...DEFAULT_PRINT_DESIGN, paper: 'Letter', orientation: 'landscape' })).toEqual({ width: 279, height: 216 });
  });

  it('always prints the product name and the line total, in the fixed column order', () => {
    expect(printedColumns({ columns: ['total', 'code'] })).toEqual(['code', 'name', 'total']);
  });
});

describe('a label’s barcode', () => {
  it('auto: an EAN-13 (an ISBN-13 is one) as EAN-13, another code as Code 128, a code Code 128 cannot carry as QR', () => {
    expect(labelSymbol(ean('978605123456'), 'auto')).toEqual({ bcid: 'ean13', text: ean('978605123456') });
    expect(labelSymbol('STK0000004', 'auto')).toEqual({ bcid: 'code128', text: 'STK0000004' });
    expect(labelSymbol('KİTAP-ŞİİR', 'auto')).toEqual({ bcid: 'qrcode', text: 'KİTAP-ŞİİR' });
  });

  it('a chosen symbology never draws a wrong barcode: a code it cannot carry is refused with its reason', () => {
    expect(labelSymbol('STK0000004', 'ean13')).toEqual({ error: 'labels.notEan13' });
    expect(labelSymbol('8690000000001', 'isbn')).toEqual({ error: 'labels.notIsbn' });
    expect(labelSymbol('978-605-12345-6-4', 'isbn')).toEqual({ bcid: 'ean13', text: '9786051234564', caption: 'ISBN 9786051234564' });
    expect(labelSymbol('   ', 'auto')).toEqual({ error: 'labels.noCode' });
  });
});
