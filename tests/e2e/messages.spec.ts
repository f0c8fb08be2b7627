import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Messages (issue #33): a manager sends a test e-mail from /mesaj/ayar through the sandbox SMTP server, previews a
 * template with the company's newest data on /mesaj/template (an unknown placeholder is refused, named), and finds an
 * account's statement e-mail sent on /mesaj/list and caught in the sandbox's mailbox.
 */
test('a manager sends a test message, previews a template with real data, and finds the sent statement in the list and the mailbox', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const run = Date.now().toString(36);
  const email = `ekstre-${run}@example.com`;
  const product = (await apiCall(page, token, 'GET', 'products?limit=1')).items[0];
  const customer = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Mesajlı Kitapçı ${run}`, email });
  let invoice = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesInvoice',
    accountId: customer.id,
    lines: [{ productId: product.id, quantity: '1', unitPrice: '30.00', vatRate: 20 }],
  });
  for (const type of ['START', 'COMPLETE']) invoice = await apiCall(page, token, 'POST', `documents/${invoice.id}/events`, { type, version: invoice.version });

  // /mesaj/ayar: the test message reaches the sandbox SMTP server
  await openPanel(page, '/mesaj/ayar');
  const settings = shownScreen(page).getByTestId('message-settings');
  const testForm = settings.getByTestId('message-test');
  await testForm.getByRole('textbox', { name: 'Alıcı (e-posta veya cep telefonu)' }).fill(`deneme-${run}@example.com`);
  await testForm.getByTestId('message-test-send').click();
  await expect(testForm.getByTestId('message-test-result')).toHaveText('Deneme mesajı gönderildi.');

  // /mesaj/template: the statement's template, refused with an unknown placeholder, previewed with the newest account
  await openPanel(page, '/mesaj/template');
  const templates = shownScreen(page).getByTestId('message-templates');
  await templates.getByRole('combobox', { name: 'Olay' }).selectOption('statement');
  const form = templates.locator('[data-testid="template-form"][data-event="statement"]');
  await form.getByRole('textbox', { name: 'Konu' }).fill('Ekstre {{customer.nmae}}');
  await form.getByTestId('template-preview').click();
  await expect(form.getByText('{{customer.nmae}}')).toBeVisible();
  await form.getByRole('textbox', { name: 'Konu' }).fill('Ekstre: {{customer.name}}');
  await form.getByTestId('template-preview').click();
  await expect(form.getByTestId('template-preview-subject')).toHaveText(`Ekstre: Mesajlı Kitapçı ${run}`);
  await expect(form.getByTestId('template-preview-body')).toContainText('36.00');

  // the statement sent: in the list, sent, and in the sandbox's mailbox
  await apiCall(page, token, 'POST', 'messages/statement', { accountId: customer.id, requestId: `e2e-${run}` });
  await openPanel(page, '/mesaj/list');
  const list = shownScreen(page).getByTestId('message-list');
  await list.getByTestId('message-search').fill(email);
  await expect(list.locator(`[data-testid="message-row"][data-recipient="${email}"]`)).toHaveAttribute('data-state', 'sent', { timeout: 15_000 });
  await list.getByTestId('message-mailbox-link').click();
  const mailbox = shownScreen(page).getByTestId('message-mailbox');
  await expect(mailbox.getByTestId('mailbox-row').filter({ hasText: email })).toContainText('ekstre-');
});
