import { z } from 'zod';

/** The shapes the web reads, parsed at the HTTP boundary (architecture: every boundary parses with zod). */
export const loginUserSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()).default([]),
  expiredPassword: z.union([z.boolean(), z.number()]).transform((v) => v === true || v === 1),
});

const authorizationSchema = z.looseObject({ access_token: z.string(), expires_in: z.number().optional() });

export const loginResponseSchema = z.looseObject({
  authorization: authorizationSchema,
  user: loginUserSchema,
});

/** PUT /api/user/myprofile: the password changed, every other session ended, and this one's fresh token. */
export const passwordChangeResponseSchema = z.looseObject({ authorization: authorizationSchema });

export const uiSettingsSchema = z.looseObject({
  dashboard: z.looseObject({ links: z.array(z.looseObject({ mn_name: z.string(), mn_link: z.string().nullable() })).default([]) }).default({ links: [] }),
  license: z.looseObject({
    license_agreement_status: z.coerce.number(),
    owner: z.string().optional().default(''),
    expires: z.string().optional().default(''),
    days_left: z.number().optional(),
  }),
  app: z.looseObject({ license_owner: z.string().optional(), license_expires: z.string().optional() }).optional(),
  authorizedUser: z.looseObject({
    id: z.union([z.number(), z.string()]),
    name: z.string(),
    email: z.string(),
    clientIp: z.string().optional().default(''),
    roles: z.array(z.string()).default([]),
    permissions: z.array(z.string()).default([]),
  }),
  company: z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() }).optional(),
  expires_at: z.number().optional(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export interface MenuItem {
  id: number | string;
  mn_name: string;
  mn_link: string | null;
  mn_parent: number | string;
  mn_icon?: string | null;
  mn_subs: MenuItem[];
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]),
    mn_name: z.string(),
    mn_link: z.string().nullable(),
    mn_parent: z.union([z.number(), z.string()]).default(0),
    mn_icon: z.string().nullable().optional(),
    mn_subs: z.array(menuItemSchema).default([]),
  }),
) as z.ZodType<MenuItem>;
export const menuSchema = z.array(menuItemSchema);

export const brandSchema = z.looseObject({
  name: z.string(),
  color: z.string().optional(),
  favicon: z.string().optional(),
  logo: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type BrandInfo = z.infer<typeof brandSchema>;
