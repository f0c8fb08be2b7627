import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password policy (spec §5: at least 8 characters), for every password a user or an admin sets:
 * also at least one letter and one digit.
 */
export const passwordField = z
  .string()
  .min(1)
  .min(PASSWORD_MIN_LENGTH, { message: `validation.minLength|${PASSWORD_MIN_LENGTH}` })
  .max(200)
  // a short one is told its length only
  .refine((v) => v.length < PASSWORD_MIN_LENGTH || (/\p{L}/u.test(v) && /\p{Nd}/u.test(v)), { message: 'validation.passwordWeak' });

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Spec §7: the renewal of an expired password sends the user's e-mail as `name` and the new password. */
export const passwordRenewalBody = z.object({
  name: z.string().trim().min(1).max(254),
  password: passwordField,
});

/** A password change from the profile also asks for the current password: an open session alone may not change it. */
export const profileBody = passwordRenewalBody.extend({
  currentPassword: z.string().min(1).max(200),
});
export type ProfileBody = z.infer<typeof profileBody>;

/**
 * Which of the two a PUT /api/user/myprofile is: a user whose password has expired renews it without the current
 * one (they have just signed in with it, and may do nothing else until it is renewed); anyone else changes it.
 */
export function passwordChangeBody(expiredPassword: boolean): z.ZodType<PasswordChangeBody> {
  return expiredPassword ? passwordRenewalBody : profileBody;
}
/** `currentPassword` is there exactly when the current password was asked for. */
export type PasswordChangeBody = z.infer<typeof passwordRenewalBody> & { currentPassword?: string };

/** The renewal form of the web app: new password and its repeat (spec §5). */
export const passwordRenewalForm = z
  .object({
    password: z
      .string()
      .min(1)
      .min(PASSWORD_MIN_LENGTH, { message: `validation.minLength|${PASSWORD_MIN_LENGTH}` }),
    repeat: z.string().min(1),
  })
  .refine((v) => v.password === v.repeat, { message: 'validation.passwordMismatch', path: ['repeat'] });

/** The session token a log-in or a password change answers. */
const authorizationSchema = z.object({ access_token: z.string(), expires_in: z.number() });

/** POST /api/auth/login: the token and the user (whose expired password must be renewed first). */
export const loginResponseSchema = z.object({
  authorization: authorizationSchema,
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    expiredPassword: z.boolean(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/logout: nothing beyond the envelope. */
export const logoutResponseSchema = z.object({});

/** PUT /api/user/myprofile: the password changed, every other session ended, and this one's fresh token. */
export const passwordChangeResponseSchema = z.object({ authorization: authorizationSchema });

/** POST /api/auth/password-reset: "forgot my password" from the log-in page, the account's e-mail. */
export const passwordResetBody = z.object({ email: loginBody.shape.email });

/** POST /api/auth/password-reset/confirm: the link's token and the new password with its repeat (spec §5's rules). */
export const passwordResetConfirmBody = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: passwordField,
    repeat: z.string().min(1).max(200),
  })
  .refine((v) => v.password === v.repeat, { message: 'validation.passwordMismatch', path: ['repeat'] });

/** Both answer nothing beyond the envelope's message: the request's answer never tells whether the e-mail has a user. */
export const passwordResetResponseSchema = z.object({});
