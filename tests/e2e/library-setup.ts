import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './helpers';

/**
 * The loan rules the library's browser tests lend under: five loans of fourteen days for anyone, but a teacher may
 * have one book, fined 1,25 a day after three days' grace, at most 10,00; a ready hold waits four days.
 */
export async function putTeacherRules(request: APIRequestContext, token: string): Promise<void> {
  const rule = { loanDays: 14, graceDays: 3, maxLoans: 5, maxRenewals: 3, holdsAllowed: true, finePerDay: '0.00', fineCap: '0.00' };
  const put = await request.fetch('/api/library/rules', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    data: {
      defaultRule: rule,
      cells: [{ ...rule, memberCategory: 'teacher', itemType: 'book', maxLoans: 1, finePerDay: '1.25', fineCap: '10.00' }],
      holdExpiryDays: 4,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
}

let seq = 0;
/** A card number or barcode no other test run has used. */
export const uniqueCode = (prefix: string) => `${prefix}${Date.now() % 1_000_000}${++seq}`;

/** Makes library members of one category and titles with one copy each, through the API as the librarian would. */
export async function libraryMaker(page: Page, token: string, category: 'member' | 'teacher') {
  const member = (name: string) => apiCall(page, token, 'POST', 'library/members', { cardNumber: uniqueCode('E2E'), name, category });
  const locations = await apiCall(page, token, 'GET', 'locations');
  const copy = async (title: string) => {
    const product = await apiCall(page, token, 'POST', 'products', {
      name: `${title} ${uniqueCode('')}`,
      unit: 'ADET',
      vatRate: 0,
      price: '10.00',
      locationId: locations.items[0].id,
    });
    return apiCall(page, token, 'POST', 'library/copies', { productId: product.id, barcode: uniqueCode('C'), itemType: 'book' });
  };
  return { member, copy };
}
