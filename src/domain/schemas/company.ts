import { z } from 'zod';

/** GET /api/company: the signed-in user's company as it is printed on a receipt. */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/brand (public): the brand the host name chooses (domain/brand.ts). */
export const brandSchema = z.object({
  name: z.string(),
  color: z.string(),
  favicon: z.string(),
  logo: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type BrandInfo = z.infer<typeof brandSchema>;
