import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { gs1CheckDigit } from '../../src/domain/identifiers/ean';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { expect, test } from './kept-page';

/**
 * Sistem → Tasarım and Etiket: an invoice printed by Chromium as the design says (the PDF's paper, font and text are
 * read back with poppler), and labels of products chosen in the stock list whose barcodes zbar reads back as the
 * products' codes. The designs are set through the API and put back at the end.
 */
const put = (page: Page, token: string, path: string, data: unknown) =>
  page.request.fetch(`/api/${path}`, { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()).response;
  });

async function boughtProducts(page: Page, token: string, stamp: string) {
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const body = `869${stamp.padStart(9, '0').slice(-9)}`;
  const book = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Tasarım Kitabı ${stamp}`,
    barcode: `${body}${gs1CheckDigit(body)}`,
    unit: 'ADET',
    vatRate: 0,
    price: '185.00',
    locationId: locations[0]!.id,
  });
  const pen = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Kalem ${stamp}`,
    unit: 'ADET',
    vatRate: 20,
    price: '12.50',
    locationId: locations[0]!.id,
  });
  return { book, pen } as { book: { id: number; barcode: string; name: string }; pen: { id: number; code: string; name: string } };
}

/** A sales invoice of three books (3 × 185.00 less 10 %), completed, opened in its editor and printed to a PDF file. */
async function printedInvoice(page: Page, token: string, stamp: string, file: string) {
  const { book } = await boughtProducts(page, token, stamp);
  const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Tasarım Depo ${stamp}` });
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Tasarım Müşteri ${stamp}`, kind: 'customer' });
  const supplier = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Tasarım Tedarikçi ${stamp}`, kind: 'supplier' });
  const complete = async (body: object) => {
    let doc = await apiCall(page, token, 'POST', 'documents', body);
    for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
    return doc as { id: number; number: string };
  };
  const line = (quantity: string, unitPrice: string) => ({ productId: book.id, quantity, unitPrice, vatRate: 0, discountRate: '10' });
  await complete({ type: 'purchaseInvoice', accountId: supplier.id, warehouseId: warehouse.id, lines: [line('5', '100.00')] });
  const sale = await complete({
    type: 'salesInvoice',
    accountId: customer.id,
    warehouseId: warehouse.id,
    paymentType: 'credit',
    lines: [line('3', '185.00')],
  });

  await openPanel(page, `/fis/fatura/satis/duzen/${sale.id}`);
  await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', '1')));
  const editor = page.locator('.defter-page-slot:not([hidden])');
  await editor.getByTestId('print').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', '1');
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
  return { book, customer, sale, sheet: editor.getByTestId('print-sheet') };
}

const DESIGN = {
  paper: 'A5',
  orientation: 'landscape',
  widthMm: null,
  heightMm: null,
  fontSizePt: 9,
  hiddenFields: ['ibans'],
  columns: ['code', 'name', 'quantity', 'unitPrice', 'total'],
};

test('an invoice prints as designed: A5 landscape in Roboto, only the chosen columns, with the header and footer; the PDF says what the document says', async ({
  page,
}, testInfo) => {
  const token = await signIn(page, 'admin');
  const stamp = `${Date.now() % 1_000_000_000}`;
  const before = await apiCall(page, token, 'GET', 'print-design');
  const design = {
    ...DESIGN,
    font: 'Roboto',
    headerText: `Üst bilgi ${stamp}: çğıöşü İĞŞ`,
    footerText: `Alt bilgi ${stamp}: iade süresi 14 gün`,
  };
  const saved = await put(page, token, 'print-design', { ...design, version: before.version });
  try {
    const file = testInfo.outputPath('invoice.pdf');
    const { book, customer, sale, sheet } = await printedInvoice(page, token, stamp, file);
    await expect(sheet).toHaveAttribute('data-font', 'Roboto');

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
    expect(Math.round(Number(w))).toBe(595);
    expect(Math.round(Number(h))).toBe(420);
    expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toContain('Roboto');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [design.headerText, design.footerText, sale.number, book.name, book.barcode, customer.name, '499,50'])
      expect(text).toContain(expected);
    // 3 × 185.00 less 10 % is 499.50; the discount column was left out, so its heading does not print
    expect(text).toContain('Miktar');
    expect(text).not.toContain('İskonto %');
  } finally {
    await put(page, token, 'print-design', { ...before, version: saved.version });
  }
});

// the fonts the PDF embeds, by their PostScript names (pdffonts' first column, less the subset tag)
const embeddedFonts = (file: string) =>
  execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((row) => row.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''))
    .filter(Boolean);

for (const { font, embeds } of [
  // Wine's Tahoma, shipped with the app, has Tahoma's metrics (src/web/print/fonts/tahoma/NOTICE.md)
  { font: 'Tahoma', embeds: /^WineTahoma/ },
  // no free font has Verdana's metrics: DejaVu Sans, of Verdana's family, stands in
  { font: 'Verdana', embeds: /^DejaVuSans/ },
]) {
  test(`an invoice printed in ${font} embeds its free stand-in and prints every Turkish letter`, async ({ page }, testInfo) => {
    const token = await signIn(page, 'admin');
    const stamp = `${Date.now() % 1_000_000_000}`;
    const before = await apiCall(page, token, 'GET', 'print-design');
    const letters = 'çğıİöşü ÇĞÖŞÜ';
    const design = { ...DESIGN, font, headerText: `${font} ${stamp}: ${letters}`, footerText: `Işık, öğün, şüphe ${stamp}` };
    const saved = await put(page, token, 'print-design', { ...design, version: before.version });
    try {
      const file = testInfo.outputPath(`invoice-${font}.pdf`);
      const { sheet } = await printedInvoice(page, token, stamp, file);
      await expect(sheet).toHaveAttribute('data-font', font);
      const fonts = embeddedFonts(file);
      // Chromium on Debian has no Tahoma or Verdana of its own: what prints is the stand-in
      expect(
        fonts.some((f) => embeds.test(f)),
        fonts.join(', '),
      ).toBe(true);
      expect(fonts.filter((f) => /Tahoma|Verdana/.test(f) && !embeds.test(f))).toEqual([]);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(design.headerText);
      expect(text).toContain(design.footerText);
      for (const letter of letters.replace(' ', '')) expect(text).toContain(letter);
    } finally {
      await put(page, token, 'print-design', { ...before, version: saved.version });
    }
  });
}

test('labels of products chosen in the stock list: the barcodes printed, then the QR codes, read back as the products’ codes', async ({ page }, testInfo) => {
  const token = await signIn(page, 'admin');
  const stamp = `${Date.now() % 1_000_000_000}`;
  const { book, pen } = await boughtProducts(page, token, stamp);
  const before = await apiCall(page, token, 'GET', 'label-design');
  let saved = await put(page, token, 'label-design', { ...before, rows: 4, columns: 2, symbology: 'auto', showPrice: true });
  try {
    await openPanel(page, '/stok/list');
    const list = page.locator('.defter-page-slot:not([hidden])');
    await list.locator('input[name="search"]').fill(stamp);
    await expect(list.getByTestId('label-pick')).toHaveCount(2);
    // the checkbox's label is what a person clicks (Blueprint draws its box over the input)
    for (const box of await list.locator('[data-testid="list-table"] label.bp6-checkbox').all()) await box.click();
    await list.getByTestId('print-labels-link').click();

    const sheet = page.locator('.defter-page-slot:not([hidden])').getByTestId('label-sheet');
    await expect(sheet).toHaveCount(1);
    await expect(sheet.getByTestId('label')).toHaveCount(2);
    await expect(sheet.locator(`[data-code="${book.barcode}"]`)).toHaveAttribute('data-symbology', 'ean13');
    await expect(sheet.locator(`[data-code="${pen.code}"]`)).toHaveAttribute('data-symbology', 'code128');
    await expect(sheet).toContainText('185,00');
    const shot = testInfo.outputPath('labels.png');
    await sheet.screenshot({ path: shot });
    const read = execFileSync('zbarimg', ['--quiet', '--raw', shot], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    expect(read).toEqual([book.barcode, pen.code].sort());

    // the same sheet in QR codes
    saved = await put(page, token, 'label-design', { ...saved, symbology: 'qrcode' });
    await page.reload();
    const qrSheet = page.locator('.defter-page-slot:not([hidden])').getByTestId('label-sheet');
    await expect(qrSheet.locator(`[data-code="${book.barcode}"]`)).toHaveAttribute('data-symbology', 'qrcode');
    await expect(qrSheet.locator(`[data-code="${pen.code}"]`)).toHaveAttribute('data-symbology', 'qrcode');
    const qrShot = testInfo.outputPath('labels-qr.png');
    await qrSheet.screenshot({ path: qrShot });
    const readQr = execFileSync('zbarimg', ['--quiet', '--raw', qrShot], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    expect(readQr).toEqual([book.barcode, pen.code].sort());
  } finally {
    await put(page, token, 'label-design', { ...before, version: saved.version });
  }
});

test('the design page in Arabic on a phone: right to left, the preview scrolls inside its frame, a custom paper without a size is named by its field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'admin');
  await openPanel(page, '/sistem/tasarim');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.getByTestId('print-design-form');
  await form.locator('select[name="paper"]').selectOption('custom');
  await form.getByTestId('print-design-save').click();
  await expect(form).toContainText('يحتاج الورق المخصص إلى عرض وارتفاع.');
  await expect(page.getByTestId('print-design-preview').getByTestId('print-sheet')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
