import { z } from 'zod';
import type { MenuItem } from '../menu';

/** GET /api/menu: the user's menu (domain/menu.ts), already filtered by the server for the user's roles. */
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    mn_name: z.string(),
    mn_link: z.string().nullable(),
    mn_parent: z.number(),
    mn_icon: z.string().nullable(),
    mn_subs: z.array(menuItemSchema),
  }),
);
export const menuSchema = z.array(menuItemSchema);
export type { MenuItem };
