import { z } from 'zod';
import { trimMessage, trimRoute, trimStack } from '../client-errors';

/**
 * POST /api/client-errors: an uncaught error of the browser. Nothing else is taken: an unknown field (an e-mail,
 * a name) is a 422, and the user is the session's.
 */
export const clientErrorBody = z.strictObject({
  message: z.string().min(1).max(5000).transform(trimMessage).pipe(z.string().min(1)),
  stack: z.string().max(12_000).nullable().optional().transform(trimStack),
  route: z.string().max(2000).transform(trimRoute),
  appVersion: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[0-9A-Za-z.+-]+$/, { message: 'validation.invalid' }),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;

/** GET /api/client-errors (admins): the company's latest reports, newest first. */
export const clientErrorSchema = z.object({
  id: z.number(),
  userId: z.number(),
  message: z.string(),
  stack: z.string().nullable(),
  route: z.string(),
  appVersion: z.string(),
  createdAt: z.string(),
});
export type ClientErrorView = z.infer<typeof clientErrorSchema>;
export const clientErrorListSchema = z.object({ items: z.array(clientErrorSchema) });
export const clientErrorSavedSchema = z.object({ id: z.number() });
