import type { Context } from 'hono';
import { isStorableText } from '../../domain/text/storable';
import type { AppEnv } from '../env';
import { fieldErrorMap, invalid, type FieldError } from './errors';

/** Deeper JSON than this is refused before any schema walks it (a 5,000-deep array would overflow recursive code). */
export const MAX_JSON_DEPTH = 32;

export interface JsonBody {
  /** the raw text, for the idempotency fingerprint */
  text: string;
  json: unknown;
}

type Errors = Record<string, FieldError[]>;

/** Names no field of the API has, which code copying a body into an object would take for its prototype. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const fieldName = (path: readonly (string | number)[]) => (path.length ? path.map(String).join('.') : '_');

function add(errors: Errors, path: readonly (string | number)[], error: FieldError): void {
  const list = (errors[fieldName(path)] ??= []);
  if (!list.some((e) => e.key === error.key)) list.push(error);
}

/**
 * Every value the database could not hold or the code could not walk, by field (the path format of
 * http/validate.ts: `lines.0.note`): text with NUL or a lone surrogate (keys too), a number JSON.parse
 * made infinite (1e400), nesting deeper than MAX_JSON_DEPTH (named at its top-level field), a key naming a
 * prototype (`__proto__`, `constructor`, `prototype`: no field of the API is called so).
 */
export function unreadableFields(value: unknown): Errors {
  const errors = fieldErrorMap();
  const walk = (v: unknown, path: (string | number)[]): void => {
    if (typeof v === 'string') {
      if (!isStorableText(v)) add(errors, path, { key: 'validation.badCharacters' });
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) add(errors, path, { key: 'validation.number' });
    } else if (v !== null && typeof v === 'object') {
      if (path.length >= MAX_JSON_DEPTH) return add(errors, path.slice(0, 1), { key: 'validation.tooDeep', values: { n: MAX_JSON_DEPTH } });
      if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, i]));
      else
        for (const [key, item] of Object.entries(v)) {
          if (!isStorableText(key)) add(errors, [...path, key], { key: 'validation.badCharacters' });
          else if (PROTOTYPE_KEYS.has(key)) add(errors, [...path, key], { key: 'validation.unknownField' });
          walk(item, [...path, key]);
        }
    }
  };
  walk(value, []);
  return errors;
}

/**
 * The one reader of a JSON body: read once per request (the input guard reads it before any route, the
 * routes get the same), parsed, and refused with a 422 naming every field that cannot be stored or walked.
 * An empty body is `{}`; unreadable JSON, or JSON that is not an object, is a 422 on the whole body, never a 500.
 */
export async function readJsonBody(c: Context<AppEnv>): Promise<JsonBody> {
  const cached = c.get('jsonBody');
  if (cached) return cached;
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      throw invalid({ _: [{ key: 'validation.invalid' }] });
    }
  }
  // every call's body is an object of fields (or nothing): a bare array, string or null is nobody's input
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw invalid({ _: [{ key: 'validation.invalid' }] });
  const errors = unreadableFields(json);
  if (Object.keys(errors).length) throw invalid(errors);
  const body = { text, json };
  c.set('jsonBody', body);
  return body;
}
