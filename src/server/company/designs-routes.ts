import { Hono } from 'hono';
import type { z } from 'zod';
import { DEFAULT_PRINT_DESIGN } from '../../domain/print/design';
import { DEFAULT_LABEL_DESIGN } from '../../domain/print/labels';
import { LABEL_DESIGN_ROLES, PRINT_DESIGN_ROLES } from '../../domain/roles';
import { labelDesignBody, labelDesignSchema, printDesignBody, printDesignSchema } from '../../domain/schemas/print-design';
import { requireRole } from '../auth/middleware';
import { readDesign, saveDesign, type DesignKind, type DesignRow } from './designs';
import type { AppEnv } from '../env';
import { fail } from '../http/errors';
import { parseBody } from '../http/validate';

interface DesignApi {
  path: string;
  kind: DesignKind;
  defaults: object;
  body: z.ZodType<{ version: number }>;
  view: z.ZodType;
  writers: readonly string[];
}

const DESIGNS: readonly DesignApi[] = [
  { path: '/print-design', kind: 'print', defaults: DEFAULT_PRINT_DESIGN, body: printDesignBody, view: printDesignSchema, writers: PRINT_DESIGN_ROLES },
  { path: '/label-design', kind: 'label', defaults: DEFAULT_LABEL_DESIGN, body: labelDesignBody, view: labelDesignSchema, writers: LABEL_DESIGN_ROLES },
];

/**
 * A stored design over the defaults: a field a later version added is still answered. What was stored is parsed again
 * on the way out, so a row edited by hand cannot hand the screens a paper or a font they do not know.
 */
function designJson(api: DesignApi, row: DesignRow) {
  const stored = typeof row.body === 'object' && row.body !== null ? row.body : {};
  const merged = { ...api.defaults, ...stored, version: row.version };
  const parsed = api.view.safeParse(merged);
  return parsed.success ? parsed.data : { ...api.defaults, version: row.version };
}

/**
 * GET /api/print-design and /api/label-design: every signed-in user reads them (each print and label sheet follows
 * them). PUT: admins, and the roles of src/domain/roles.ts, save a whole design guarded by its version.
 */
export function designRoutes() {
  const app = new Hono<AppEnv>();
  for (const api of DESIGNS) {
    app.get(api.path, async (c) => {
      const { companyId } = c.var.auth;
      const row = await c.var.db.company(companyId, (q) => readDesign(q, companyId, api.kind));
      if (!row) throw fail('NF10004');
      return c.json({ response: designJson(api, row) });
    });

    app.put(api.path, requireRole(...api.writers), async (c) => {
      const { companyId } = c.var.auth;
      const { version, ...design } = await parseBody(c, api.body);
      const row = await c.var.db.company(companyId, async (q) => {
        const saved = await saveDesign(q, companyId, api.kind, version, design);
        if (saved) return saved;
        if (!(await readDesign(q, companyId, api.kind))) throw fail('NF10004');
        throw fail('CO10001');
      });
      return c.json({ response: designJson(api, row) });
    });
  }
  return app;
}
