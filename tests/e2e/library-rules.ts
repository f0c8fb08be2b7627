import { expect, type APIRequestContext } from '@playwright/test';

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
