import type { UblInvoiceInput } from '../../src/server/edocuments/ubl-invoice';

/**
 * A 1250-line commercial invoice (the most a receipt holds) mixing VAT rates, prices with and without VAT, discounts
 * and a withholding line in ten: what the bench times and what GİB's XSD and schematron must accept.
 */
export function largeUblInvoice(n = 1250): UblInvoiceInput {
  const rates = [1, 10, 20];
  return {
    profile: 'TICARIFATURA',
    typeCode: 'TEVKIFAT',
    number: 'DFT2026000000001',
    uuid: '3f2b8a4e-1c1d-4e5f-9a6b-7c8d9e0f1a2b',
    issueDate: '2026-11-20',
    currency: 'TRY',
    supplier: {
      name: 'Demo Kitabevi',
      taxNumber: '2920084496',
      address: { street: 'Moda Cad. 12', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
    },
    customer: { name: 'Okur Kültür Merkezi', taxNumber: '4540536920', address: { street: 'Moda Cad.', district: 'Kadıköy', city: 'İstanbul' } },
    lines: Array.from({ length: n }, (_, i) => ({
      name: `Ürün ${i + 1}`,
      unit: i % 7 === 0 ? 'KG' : 'ADET',
      quantity: String(1 + (i % 17)),
      unitPrice: `${10 + (i % 450)}.${String((i * 37) % 100).padStart(2, '0')}`,
      discountRate: i % 5 === 0 ? '7.5' : '0',
      vatRate: rates[i % 3]!,
      priceIncludesVat: i % 2 === 0,
      ...(i % 10 === 0 ? { withholdingCode: '613', withholdingPercent: 90 } : {}),
    })),
  };
}
