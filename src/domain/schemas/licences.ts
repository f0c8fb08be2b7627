import { z } from 'zod';
import { LICENCE_EXTENSION_MAX_MONTHS } from '../licences';
import { userSchema } from './users';

/** GET /api/licences/companies: each company the caller may see (licence scope), with its licence. */
export const licenceCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  licenceOwner: z.string(),
  /** YYYY-MM-DD */
  licenceExpires: z.string(),
  daysLeft: z.number(),
  /** 1: the licence agreement was accepted (spec §6); 0: the agreement screen replaces the panel */
  agreementStatus: z.number(),
  userCount: z.number(),
});
export type LicenceCompany = z.infer<typeof licenceCompanySchema>;
export const licenceCompanyListSchema = z.object({ items: z.array(licenceCompanySchema) });

/** POST /api/licences/companies/:id/extensions (the provider only): the licence runs `months` longer. */
export const licenceExtensionBody = z.strictObject({
  months: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(1, { message: 'validation.licenceMonths' })
    .max(LICENCE_EXTENSION_MAX_MONTHS, { message: 'validation.licenceMonths' }),
});

/** GET /api/licences/companies/:id/users: a company's users, as /sistem/kullanici lists them. */
export const licenceUserListSchema = z.object({ company: licenceCompanySchema, items: z.array(userSchema) });
