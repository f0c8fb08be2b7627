import { ReceiptTotalsModel } from '../../domain/money/receipt-totals-model';
import type { Account } from '../../domain/schemas/accounts';
import { emptyLine, toModelLine, type EditorLine } from '../screens/common/editorLine';
import { emptyHeader, type HeaderState } from '../screens/common/headerState';

/** The sample invoice the design page prints: a customer and three books, their totals computed as the editor does. */
const SAMPLE_BOOKS: readonly [string, string, string, string][] = [
  ['9789750718533', 'Çalıkuşu', '2', '185.00'],
  ['9789750807145', 'İnce Memed', '1', '240.00'],
  ['9789750738609', 'Şeker Portakalı', '3', '120.00'],
];

const SAMPLE_ACCOUNT = {
  id: 0,
  code: 'C000001',
  name: 'Örnek Müşteri A.Ş.',
  kind: 'customer',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  iban: null,
  email: null,
  version: 1,
  currency: 'TRY',
  balance: '0',
  liraBalance: '0',
} satisfies Account;

export function sampleDocument(): { header: HeaderState; lines: EditorLine[] } {
  const lines = SAMPLE_BOOKS.map(([code, name, quantity, unitPrice]) => ({
    ...emptyLine(),
    productId: 0,
    code,
    name,
    unit: 'adet',
    quantity,
    unitPrice,
    discountRate: name === 'İnce Memed' ? '10' : '0',
    vatRate: 0,
  }));
  return { header: { ...emptyHeader(), account: SAMPLE_ACCOUNT, note: 'Örnek not' }, lines };
}

export const sampleTotals = (lines: readonly EditorLine[]) => new ReceiptTotalsModel(lines.map(toModelLine)).totals();
