import { Hono } from 'hono';
import { catalogueJobBody, catalogueSettingsBody } from '../../domain/schemas/catalogue';
import { requireRole } from '../auth/middleware';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { parseBody } from '../http/validate';
import { askJob, findJob, foreignPlaces, listJobs, offersOf, readSettings, saveSettings } from './publishing-queries';

/**
 * /modul/katalog/*: the company's settings for the catalogue link (ayar), asking a publishing run (stokguncelle:
 * prices, miktarguncelle: quantities; run by publisher.ts in the background) and following it (islem), and what
 * the companies publish of an entry, for other channels to read. Admins and managers write; every user reads.
 */
export function cataloguePublishingRoutes() {
  const app = new Hono<AppEnv>();
  const mayWrite = requireRole('manager');

  app.get('/catalogue/settings', async (c) => c.json({ response: await c.var.db.company(c.var.auth.companyId, (q) => readSettings(q)) }));

  app.put('/catalogue/settings', mayWrite, async (c) => {
    const body = await parseBody(c, catalogueSettingsBody);
    const saved = await c.var.db.company(c.var.auth.companyId, async (q) => {
      if ((await readSettings(q, true)).version !== body.version) throw fail('DC10009');
      const foreign = await foreignPlaces(q, body);
      const errors = Object.fromEntries(
        Object.entries(foreign)
          .filter(([, bad]) => bad)
          .map(([field]) => [field, [{ key: 'validation.invalid' }]]),
      );
      if (Object.keys(errors).length) throw invalid(errors);
      await saveSettings(q, c.var.auth.companyId, body);
      return readSettings(q);
    });
    return c.json({ response: saved });
  });

  app.get('/catalogue/jobs', async (c) => c.json({ response: { items: await c.var.db.company(c.var.auth.companyId, listJobs) } }));

  app.get('/catalogue/jobs/:id{[0-9]+}', async (c) => {
    const id = idParam(c);
    const job = await c.var.db.company(c.var.auth.companyId, (q) => findJob(q, id));
    if (!job) throw fail('NF10004');
    return c.json({ response: job });
  });

  // asking again while a run of the kind is open answers that run (200), not a second one
  app.post('/catalogue/jobs', mayWrite, async (c) => {
    const { kind } = await parseBody(c, catalogueJobBody);
    const { job, created } = await c.var.db.company(c.var.auth.companyId, async (q) => {
      const asked = await askJob(q, c.var.auth.companyId, kind, c.var.auth.id);
      return { job: (await findJob(q, asked.id))!, created: asked.created };
    });
    return c.json({ response: job }, created ? 201 : 200);
  });

  app.get('/catalogue/entries/:id{[0-9]+}/offers', async (c) => {
    const id = idParam(c);
    const items = await c.var.db.company(c.var.auth.companyId, (q) => offersOf(q, id));
    return c.json({ response: { items } });
  });

  return app;
}
