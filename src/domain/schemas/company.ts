import { z } from 'zod';

/** GET /api/company (and PUT's answer): the signed-in user's company as its documents print it (Sistem → Firma Ayarları). */
export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  mersis: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ibans: z.array(z.string()),
  /** a data URL of the logo, or null */
  logo: z.string().nullable(),
  /** the IANA zone whose calendar dates the company's documents (src/domain/clock) */
  timeZone: z.string(),
  version: z.number(),
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
