import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Spec §7: the profile call sends the user's e-mail as `name` and the new password. */
export const profileBody = z.object({
  name: z.string().trim().min(1).max(254),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** The renewal form of the web app: new password and its repeat (spec §5). */
export const passwordRenewalForm = z
  .object({
    password: z.string().min(1).min(PASSWORD_MIN_LENGTH, { message: `validation.minLength|${PASSWORD_MIN_LENGTH}` }),
    repeat: z.string().min(1),
  })
  .refine((v) => v.password === v.repeat, { message: 'validation.passwordMismatch', path: ['repeat'] });
