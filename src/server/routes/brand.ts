import { Hono } from 'hono';
import { brandForHost } from '../../domain/brand';
import type { AppEnv } from '../env';
import { requestHost } from '../http/request-host';
import type { z } from 'zod';
import type { brandSchema } from '../../domain/schemas/company';

export function brandRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/brand', (c) => {
    const { key: _key, leadSection: _lead, ...brand } = brandForHost(requestHost(c));
    return c.json({ response: brand satisfies z.input<typeof brandSchema> });
  });
  return app;
}
