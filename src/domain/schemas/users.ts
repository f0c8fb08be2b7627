import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../roles';
import { passwordField } from './auth';

const ip = z.union([z.ipv4(), z.ipv6()]);
const isRole = (r: string): boolean => (ROLES as readonly string[]).includes(r);
const isPermission = (p: string): boolean => (PERMISSIONS as readonly string[]).includes(p);

const name = z.string().trim().min(1).max(120);
const email = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());
const roles = z
  .array(z.string().max(40))
  .max(ROLES.length)
  .refine((v) => v.length > 0, { message: 'validation.userRolesRequired' })
  .refine((v) => v.every(isRole), { message: 'validation.unknownRole' })
  .transform((v) => [...new Set(v)]);
const permissions = z
  .array(z.string().max(40))
  .max(PERMISSIONS.length)
  .refine((v) => v.every(isPermission), { message: 'validation.unknownPermission' })
  .transform((v) => [...new Set(v)]);
/** Spec §5: authorised IPs, comma separated (an empty list: anywhere); stored as "a,b" without spaces. */
const authorizedIps = z
  .string()
  .max(4000)
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length <= 100 && list.every((p) => ip.safeParse(p).success), { message: 'validation.ipList' })
  .transform((list) => list.join(','));

/** POST /api/users: the user signs in at once with this password (unless `expiredPassword` asks for a renewal first). */
export const createUserBody = z.strictObject({
  name,
  email,
  password: passwordField,
  roles,
  permissions: permissions.optional(),
  authorizedIps: authorizedIps.optional(),
  expiredPassword: z.boolean().optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** PUT /api/users/:id: what is sent changes; a new password ends the user's sessions, and so does `active: false`. */
export const updateUserBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  name: name.optional(),
  email: email.optional(),
  password: passwordField.optional(),
  roles: roles.optional(),
  permissions: permissions.optional(),
  authorizedIps: authorizedIps.optional(),
  expiredPassword: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** POST /api/users/:id/copies: a new user with the roles, permissions and authorised IPs of `:id`. */
export const copyUserBody = z.strictObject({ name, email, password: passwordField });
export type CopyUserBody = z.infer<typeof copyUserBody>;

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  authorizedIps: z.string(),
  expiredPassword: z.boolean(),
  active: z.boolean(),
  version: z.number(),
});
export type UserView = z.infer<typeof userSchema>;

export const userPageSchema = z.object({ items: z.array(userSchema), total: z.number() });

/** GET /api/colleagues: the company's active users by name, for every signed-in user (a task's assignee). */
export const colleagueSchema = z.object({ id: z.number(), name: z.string() });
export const colleaguePageSchema = z.object({ items: z.array(colleagueSchema) });
export type Colleague = z.infer<typeof colleagueSchema>;
