import { z } from 'zod';

/**
 * Sistem → Cari Grupları (/sistem/tclnt): the company's current-account groups. The spec names the page without its
 * content; we read it as the groups an account belongs to (one at most), used to filter the account list and the
 * account reports (caribakiye, cariislem).
 */
export const accountGroupBody = z.strictObject({
  name: z.string({ message: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.maxLength|60'),
});
export type AccountGroupBody = z.infer<typeof accountGroupBody>;

/** A group as GET /api/account-groups lists it and a save answers it; `accounts`: how many accounts are in it. */
export const accountGroupSchema = z.object({ id: z.number(), name: z.string(), accounts: z.number() });
export type AccountGroup = z.infer<typeof accountGroupSchema>;
export const accountGroupListSchema = z.object({ items: z.array(accountGroupSchema) });
