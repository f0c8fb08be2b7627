import { z } from 'zod';
import { isRecord } from '../src/domain/lifecycle/rules';
import { version } from '../src/domain/schemas/fields';
import { descriptorOf } from './registry';

type Shape = z.ZodRawShape;

/** The event's name when the family reads fields from it (its descriptor's `events`), else '' (no fields). */
function knownEvent(docType: string, event: string): string {
  const events = descriptorOf(docType)?.events;
  return events && Object.hasOwn(events, event) ? event : '';
}
const fieldsOf = (docType: string, event: string): Shape => descriptorOf(docType)?.events[knownEvent(docType, event)] ?? {};

const eventType = z.string().regex(/^[A-Z][A-Z_]{0,39}$/, { message: 'validation.invalid' });

const schemas = new Map<string, z.ZodType<Record<string, unknown> & { version: number }>>();
function cached(key: string, make: () => z.ZodType<Record<string, unknown> & { version: number }>) {
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = make()));
  return schema;
}

/**
 * POST /api/documents/:id/events on a document of `docType`: `type`, `version` and the fields that event
 * of that family reads. Unknown fields are dropped: the journal keeps only what the machine was given.
 */
export function eventBodyFor(docType: string, body: unknown) {
  const event = knownEvent(docType, isRecord(body) && typeof body.type === 'string' ? body.type : '');
  return cached(`${docType} ${event}`, () => z.object({ type: eventType, version, ...fieldsOf(docType, event) }) as never) as z.ZodType<
    Record<string, unknown> & { type: string; version: number }
  >;
}

/** PATCH /api/documents/:id (the EDIT event): `version` and the fields EDIT of that family reads. */
export function editBodyFor(docType: string) {
  return cached(`${docType} PATCH`, () => z.object({ version, ...fieldsOf(docType, 'EDIT') }) as never);
}
