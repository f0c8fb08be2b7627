import { lineProductIds, modelOnLines } from '../../domain/variants/model-lines';
import type { Queryable } from '../db/database';
import { fail } from '../http/errors';
import { modelsAmong } from './variants/variant-queries';

/**
 * Issue #29: a document line naming a model (a product with variants) is refused, 409 VR10003 naming it, on every
 * document command (the documents API, conversions, the tables, the till and the offline queue go through
 * documents/commands.ts), as src/domain/variants/model-lines.ts decides.
 */
export async function checkModelLines(q: Queryable, context: { lines?: unknown }): Promise<void> {
  const lines = Array.isArray(context.lines) ? (context.lines as { productId?: unknown }[]) : [];
  const ids = lineProductIds(lines);
  if (ids.length === 0) return;
  const models = await modelsAmong(q, ids);
  const model = modelOnLines(lines, new Set(models.map((m) => String(m.id))));
  if (model !== null) throw fail('VR10003', { product: models.find((m) => String(m.id) === model)!.name });
}
