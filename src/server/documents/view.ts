import { descriptorOf, familyForType } from '../../../machines/index';
import { ID_FIELDS, apiId } from '../../domain/documents/id-fields';
import type { DocumentRow } from './store';

const ID_LIST_FIELDS = new Set(['sourceIds']);
const INTERNAL = new Set(['lineSeq']);

/** Ids travel as numbers in the API; the machines keep them as strings in their JSON context. */
function apiValue(key: string, value: unknown): unknown {
  if (ID_FIELDS.has(key)) return apiId(key, value);
  if (ID_LIST_FIELDS.has(key) && Array.isArray(value)) return value.map((v) => apiValue(key.slice(0, -1), v));
  if (Array.isArray(value)) return value.map((v) => apiObject(v));
  return value;
}

function apiObject(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !INTERNAL.has(k))
      .map(([k, v]) => [k, apiValue(k, v)]),
  );
}

/**
 * The document as the API shows it: the row's identity, the machine's context, and what may happen next.
 * `beside` adds figures read from other rows now (a receipt's stock going below zero), shown as the context is.
 */
export function documentView(doc: DocumentRow, beside: Record<string, unknown> = {}) {
  const family = familyForType(doc.type);
  const context = doc.snapshot.context as Record<string, unknown>;
  const view: Record<string, unknown> = {
    ...(apiObject(context) as Record<string, unknown>),
    ...(apiObject(beside) as Record<string, unknown>),
    id: doc.id,
    type: doc.type,
    number: doc.number,
    status: doc.status,
    version: doc.version,
    sourceId: doc.sourceId,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    allowedEvents: family ? family.allowedEvents(doc.snapshot) : [],
  };
  return Object.assign(view, descriptorOf(doc.type)?.derived?.(context as Record<string, unknown>));
}
