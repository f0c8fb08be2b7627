import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import { fieldErrorMap, invalid, type FieldError } from './errors';
import { readJsonBody } from './json-body';

/** Maps zod issues to the 422 `errors` object: every invalid field, each with its locale keys. */
export function fieldErrors(error: z.ZodError): Record<string, FieldError[]> {
  const out = fieldErrorMap();
  for (const issue of error.issues) {
    // a field the call does not take is named itself, not the object it was sent in
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) (out[[...issue.path, key].map(String).join('.')] ??= []).push({ key: 'validation.unknownField' });
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[field] ??= []).push(issueToError(issue));
  }
  return out;
}

function issueToError(issue: z.core.$ZodIssue): FieldError {
  if (issue.message.startsWith('validation.') || issue.message.startsWith('rules.')) {
    const [key, ...rest] = issue.message.split('|');
    return { key: key ?? issue.message, values: rest.length ? { n: rest.join('|') } : undefined };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? { key: 'validation.required' }
        : { key: issue.expected === 'number' ? 'validation.number' : 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'validation.required' };
      return { key: issue.origin === 'string' ? 'validation.minLength' : 'validation.invalid', values: { n: Number(issue.minimum) } };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'validation.maxLength' : 'validation.invalid', values: { n: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(fieldErrors(r.error));
  return r.data;
}

/** The request's JSON body (http/json-body.ts): unreadable or unstorable input is a 422, never a 500. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return (await readJsonBody(c)).json;
}

export async function parseBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await jsonBody(c));
}
