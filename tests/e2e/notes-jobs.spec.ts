import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

const RUN = `E${Date.now().toString(36)}`;

test('a quick note from the top bar: an empty title is refused in words, a saved note is in the notes list with its priority', async ({ page }) => {
  await signIn(page, 'kasa');
  await openPanel(page, '/dashboard');
  await page.getByTestId('note-button').click();
  const dialog = page.getByTestId('quick-note');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('quick-note-save').click();
  await expect(dialog.getByTestId('error-title')).toHaveText('Başlık girilmelidir.');
  await dialog.locator('#quick-note-title').fill(`${RUN} kasa fişi rulosu bitiyor`);
  await dialog.locator('#quick-note-priority').selectOption('high');
  await dialog.locator('#quick-note-text').fill('İki koli sipariş edilecek');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toHaveCount(0);
  await openPanel(page, '/not/list');
  const list = shownScreen(page).getByTestId('note-list');
  await list.locator('#note-list-search').fill(RUN);
  const row = list.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-col="priority"]')).toHaveText('Yüksek');
  await expect(row.locator('[data-col="type"]')).toHaveText('Not');
  // the note opens with its back link to the notes list
  await row.getByTestId('job-link').click();
  const form = shownScreen(page).getByTestId('job-form');
  await expect(form.locator('#f-title')).toHaveValue(`${RUN} kasa fişi rulosu bitiyor`);
  await form.getByTestId('back-link').click();
  await expect.poll(() => hashPath(page)).toBe('/not/list');
});

test('a task moves through its lifecycle: pending, started, then completed and locked, each step shown by the machine', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  await openPanel(page, '/not/gorev');
  await shownScreen(page).getByTestId('job-new').click();
  await expect.poll(() => hashPath(page)).toBe('/not/yeni?type=task');
  const form = shownScreen(page).getByTestId('job-form');
  await expect(form.locator('#f-type')).toHaveValue('task');
  await form.locator('#f-title').fill(`${RUN} sayım yap`);
  await form.locator('#f-priority').selectOption('low');
  await form.locator('#f-assigneeId').selectOption({ index: 1 });
  await form.getByTestId('job-save').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/not\/duzen\/\d+$/);
  const saved = shownScreen(page).getByTestId('job-form');
  await expect(saved.getByTestId('job-status')).toHaveText('Bekliyor');
  await expect(saved.getByTestId('job-complete')).toHaveCount(0);
  await saved.getByTestId('job-start').click();
  await expect(saved.getByTestId('job-status')).toHaveText('İşlemde');
  await expect(saved.getByTestId('job-locked')).toHaveText('İşlemdeki veya tamamlanmış iş değiştirilemez.');
  await expect(saved.getByTestId('job-cancel')).toHaveCount(0);
  await saved.getByTestId('job-complete').click();
  await expect(saved.getByTestId('job-status')).toHaveText('Tamamlandı');
  await expect(saved.locator('#f-title')).toBeDisabled();
  const id = Number(hashPath(page).split('/').pop());
  expect((await apiCall(page, token, 'GET', `documents/${id}`)).status).toBe('completed');
});

test('in Arabic on a phone a job for a customer is started from the bench, right to left and within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const customer = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items.find((a: { kind: string }) => a.kind === 'customer');
  const job = await apiCall(page, token, 'POST', 'documents', { type: 'job', kind: 'repair', title: `${RUN} تجليد`, accountId: customer.id, priority: 'high' });
  await openPanel(page, '/is/takip/islem');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bench = shownScreen(page).getByTestId('job-bench');
  await bench.locator('#job-bench-search').fill(RUN);
  const row = bench.locator(`tbody tr[data-id="${job.id}"]`);
  await expect(row.locator('[data-col="priority"]')).toHaveText('عالية');
  await row.getByTestId('bench-start').click();
  await expect(row.getByTestId('bench-complete')).toBeVisible();
  await expect(row.getByTestId('status-tag')).toHaveText('قيد المعالجة');
  expect((await apiCall(page, token, 'GET', `documents/${job.id}`)).status).toBe('inProcess');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('a job is found on its list, makes a draft sales invoice for its customer, and the sale lists the job it was made for', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const customer = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items.find((a: { kind: string }) => a.kind === 'customer');
  const job = await apiCall(page, token, 'POST', 'documents', { type: 'job', kind: 'service', title: `${RUN} cilt onarımı`, accountId: customer.id });
  await openPanel(page, '/is/takip');
  const list = shownScreen(page).getByTestId('job-list');
  await list.locator('#job-list-search').fill(RUN);
  await expect(list.locator(`tbody tr[data-id="${job.id}"]`)).toBeVisible();
  await list.locator(`tbody tr[data-id="${job.id}"]`).getByTestId('job-link').click();
  await expect.poll(() => hashPath(page)).toBe(`/is/takip/duzen/${job.id}`);

  await shownScreen(page).getByTestId('job-make-sale').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/fatura\/satis\/duzen\/\d+$/);
  const saleId = Number(hashPath(page).split('/').pop());
  const sale = await apiCall(page, token, 'GET', `documents/${saleId}`);
  expect([sale.type, sale.status, sale.accountId, String(sale.jobId)]).toEqual(['salesInvoice', 'draft', customer.id, String(job.id)]);

  await openPanel(page, '/is/satis/islem');
  const sales = shownScreen(page).getByTestId('job-sales');
  const row = sales.locator(`tbody tr[data-id="${saleId}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('sale-job-link').click();
  await expect.poll(() => hashPath(page)).toBe(`/is/takip/duzen/${job.id}`);
  await expect(shownScreen(page).getByTestId('job-sales-panel').locator(`tr[data-id="${saleId}"]`)).toContainText(sale.number);
});
