import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * e-Belgeler screens a person can trust: the preview says the profile and type the UBL will have (the server's), the
 * UBL and the invoice's PDF download as files named by its GİB number, the lists write dates the Turkish way, and the sandbox company has
 * its incoming e-waybills page.
 */

const DAY = /^\d{2}\.\d{2}\.\d{4}$/;

async function completedInvoice(page: Page, token: string): Promise<{ id: number; number: string }> {
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  // Selin Arslan, whom the sandbox does not know as an e-invoice user: her invoices are e-Arşiv sales
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; taxNumber: string }[];
  let doc = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: accounts.find((a) => a.taxNumber === '17291716060')!.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '25.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE'])
    doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version, paymentType: 'credit' });
  return doc;
}

/** Clicks (or presses) what downloads the UBL, and gives the file's name and text. */
async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; xml: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), xml: readFileSync((await file.path())!, 'utf8') };
}

test('the preview shows the profile and type the UBL will have, the UBL downloads named by its GİB number, and the lists write dates dd.mm.yyyy', async ({
  page,
}) => {
  const token = await signIn(page, 'muhasebe');
  const invoice = await completedInvoice(page, token);
  await openPanel(page, '/modul/uyumsoftefatura/gonder');
  const row = shownScreen(page).locator(`[data-testid="edocument-waiting"][data-id="${invoice.id}"]`);
  await expect(row.locator('td').nth(4)).toHaveText(DAY);

  await row.getByTestId('edocument-preview').click();
  await expect(page.getByTestId('ubl-profile')).toHaveText('EARSIVFATURA');
  await expect(page.getByTestId('ubl-type')).toHaveText('SATIS');
  await expect(page.getByTestId('ubl-headline')).toContainText('Senaryo');
  // before it is sent: a draft number (serial 0), which the file is named by, and the XML says the same
  const draft = await downloaded(page, () => page.getByTestId('ubl-download').click());
  expect(draft.name).toMatch(/^DFA\d{4}0{9}\.xml$/);
  expect(draft.xml).toContain('<cbc:ProfileID>EARSIVFATURA</cbc:ProfileID>');
  expect(draft.xml).toContain('<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>');
  expect(draft.xml).toContain(`<cbc:ID>${draft.name.replace('.xml', '')}</cbc:ID>`);
  // the invoice's PDF beside it, named by the same number
  const pdf = await downloaded(page, () => page.getByTestId('ubl-download-pdf').click());
  expect(pdf.name).toBe(draft.name.replace('.xml', '.pdf'));
  expect(pdf.xml.startsWith('%PDF-')).toBe(true);
  await page.getByTestId('ubl-close').click();

  // sent: the outgoing list writes its day the Turkish way, and its button downloads the UBL named by its GİB number
  const e = await apiCall(page, token, 'POST', `documents/${invoice.id}/edocument`, { action: 'send' });
  await openPanel(page, '/modul/uyumsoftefatura/giden');
  const sent = shownScreen(page).locator(`[data-testid="edocument-row"][data-source="${invoice.id}"]`);
  await expect(sent).toContainText(e.number);
  await expect(sent.locator('td').nth(4)).toHaveText(DAY);
  // reachable by the keyboard: focused and pressed
  const file = await downloaded(page, async () => {
    await sent.getByTestId('edocument-download').focus();
    await page.keyboard.press('Enter');
  });
  expect(file.name).toBe(`${e.number}.xml`);
  expect(file.xml).toContain(`<cbc:ID>${e.number}</cbc:ID>`);
});

test('the sandbox company lists the e-waybills the sandbox sent it on its incoming e-waybill page, dated dd.mm.yyyy; in Arabic right to left', async ({
  page,
}) => {
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  let uuid: string | undefined;
  await expect
    .poll(async () => (uuid = ((await apiCall(page, token, 'GET', 'edocuments?direction=incoming&kind=waybill')).items as { uuid: string }[])[0]?.uuid), {
      timeout: 30_000,
      message: 'an e-waybill from the sandbox',
    })
    .toBeTruthy();
  await openPanel(page, '/modul/uyumsoftefatura/gelen');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const link = page.getByTestId('sidebar').locator('a[href="#/modul/uyumsoftefatura/irsaliye/gelen"]');
  await expect(link).toHaveText('إشعارات الشحن الإلكترونية الواردة');
  await link.click();
  const screen = shownScreen(page).getByTestId('edocument-incoming');
  await expect(screen).toHaveAttribute('data-route', '/modul/uyumsoftefatura/irsaliye/gelen');
  await expect(shownScreen(page).getByTestId('integrator-not-used')).toHaveCount(0);
  const row = screen.locator(`[data-testid="incoming-row"][data-uuid="${uuid}"]`);
  await expect(row).toContainText('Anadolu Yayın Dağıtım A.Ş.');
  await expect(row.locator('td').nth(3)).toHaveText(DAY);
});
