import { Hono } from 'hono';
import type { z } from 'zod';
import { DESCRIPTORS } from '../../../machines/registry';
import { formatNumber } from '../../domain/documents/numbering';
import type { PaymentType } from '../../domain/documents/payment-types';
import type { PayableRoundingMode } from '../../domain/money/payable-rounding';
import { documentSettingsBody, type ROUNDING_STEP_CHOICES, type documentSettingsSchema } from '../../domain/schemas/document-settings';
import { requireRole } from '../auth/middleware';
import { findDocumentSettings, listSeriesCounters, updateDocumentSettings, type DocumentSettingsRow } from './queries';
import type { Queryable } from '../db/database';
import { warehouseExists } from '../definitions/public';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import { parseBody } from '../http/validate';
import { companyToday } from '../clock';

const SERIES_TYPES = DESCRIPTORS.flatMap((d) => Object.entries(d.types));

/** The prefixes to keep: those of known types that differ from their family's; an unknown type is a 422 on its key. */
function ownPrefixes(asked: Record<string, string>): Record<string, string> {
  const errors: Record<string, { key: string }[]> = {};
  const own: Record<string, string> = {};
  for (const [type, prefix] of Object.entries(asked)) {
    const t = SERIES_TYPES.find(([name]) => name === type)?.[1];
    if (!t) errors[`seriesPrefixes.${type}`] = [{ key: 'validation.unknownField' }];
    else if (prefix !== t.prefix) own[type] = prefix;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return own;
}

async function settingsJson(q: Queryable, row: DocumentSettingsRow) {
  const year = Number((await companyToday(q)).slice(0, 4));
  const issued = await listSeriesCounters(q, year);
  const series = SERIES_TYPES.map(([type, t]) => {
    const prefix = row.series_prefixes[type] ?? t.prefix;
    return { type, prefix, defaultPrefix: t.prefix, issued: issued.get(type) ?? 0, nextNumber: formatNumber(prefix, year, (issued.get(type) ?? 0) + 1) };
  });
  return {
    defaultWarehouseId: row.default_warehouse_id,
    defaultPaymentType: row.default_payment_type as PaymentType | null,
    version: row.document_settings_version,
    roundingStep: (row.payable_rounding_step ?? 'none') as (typeof ROUNDING_STEP_CHOICES)[number],
    roundingMode: row.payable_rounding_mode as PayableRoundingMode,
    series,
  } satisfies z.input<typeof documentSettingsSchema>;
}

/**
 * GET /api/document-settings (every signed-in user: the editors start from its defaults) and PUT (admins):
 * Sistem → Evrak Ayarları. Of the number series only the prefix is set here: numbers come from one counter row per
 * type and year, taken under its lock by each creation, so they never skip or repeat.
 */
export function documentSettingsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/document-settings', async (c) => {
    const { companyId } = c.var.auth;
    const body = await c.var.db.company(companyId, async (q) => {
      const row = await findDocumentSettings(q, companyId);
      if (!row) throw fail('NF10004');
      return settingsJson(q, row);
    });
    return c.json({ response: body });
  });

  app.put('/document-settings', requireRole(), async (c) => {
    const { companyId } = c.var.auth;
    const body = await parseBody(c, documentSettingsBody);
    const saved = await c.var.db.company(companyId, async (q) => {
      if (body.defaultWarehouseId !== null && !(await warehouseExists(q, body.defaultWarehouseId))) {
        throw invalid({ defaultWarehouseId: [{ key: 'validation.warehouseNotFound' }] });
      }
      const seriesPrefixes = body.seriesPrefixes ? ownPrefixes(body.seriesPrefixes) : undefined;
      const roundingStep = body.roundingStep === 'none' ? null : body.roundingStep;
      const row = await updateDocumentSettings(q, companyId, body.version, { ...body, seriesPrefixes, roundingStep });
      if (!row) throw fail('CO10001');
      return settingsJson(q, row);
    });
    return c.json({ response: saved });
  });
  return app;
}
