import { z } from 'zod';
import { isRecord } from '../src/domain/lifecycle/rules';
import { descriptorOf } from './registry';

export type CreateDocumentBody = Record<string, unknown> & { type: string };

/**
 * POST /api/documents: the fields of the type's family (its descriptor's `create`), every bad one listed in one 422; fields the family
 * does not know are dropped, so that neither the snapshot nor the append-only journal keeps them.
 */
export const createDocumentBody = z.unknown().transform((raw, ctx): CreateDocumentBody => {
  if (!isRecord(raw)) {
    ctx.issues.push({ code: 'custom', message: 'validation.invalid', input: raw });
    return z.NEVER;
  }
  const schema = typeof raw.type === 'string' ? descriptorOf(raw.type)?.create : undefined;
  if (!schema) {
    ctx.issues.push({
      code: 'custom',
      path: ['type'],
      message: raw.type === undefined ? 'validation.required' : 'rules.document.unknownType',
      input: raw.type,
    });
    return z.NEVER;
  }
  const r = schema.safeParse(raw);
  if (!r.success) {
    for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
    return z.NEVER;
  }
  return { ...r.data, type: raw.type as string };
});
