import { Hono } from 'hono';
import { brandForHost } from '../../domain/brand';
import type { AppEnv } from '../env';
import type { z } from 'zod';
import type { brandSchema } from '../../domain/schemas/company';

export function brandRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/brand', (c) => {
    const { key: _key, ...brand } = brandForHost(c.req.header('x-forwarded-host') ?? c.req.header('host'));
    return c.json({ response: brand satisfies z.input<typeof brandSchema> });
  });
  return app;
}
