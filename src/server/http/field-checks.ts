import type { z } from 'zod';
import { fieldErrorMap, type FieldError } from './errors';
import { fieldErrors } from './validate';

/** Checks shared by the writes of every area: zod's field errors plus the database's, reported together in one 422. */

export type Errors = Record<string, FieldError[]>;

export const addError = (errors: Errors, field: string, key: string) => void (errors[field] ??= []).push({ key });

/** True when zod already reported `field` or one of its parts (`setProducts.0.quantity`). */
export const hasError = (errors: Errors, field: string) => Object.keys(errors).some((k) => k === field || k.startsWith(`${field}.`));

/**
 * The parsed value of one field even when other fields are invalid, so that the database checks can add
 * their errors to zod's and the client hears about every invalid field in one 422.
 */
export function fieldValue<S extends z.ZodObject, K extends keyof S['shape'] & string>(
  schema: S,
  raw: unknown,
  errors: Errors,
  field: K,
): z.output<S['shape'][K]> | undefined {
  if (hasError(errors, field) || !raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = (schema.shape[field] as z.ZodType).safeParse((raw as Record<string, unknown>)[field]);
  return r.success ? (r.data as z.output<S['shape'][K]>) : undefined;
}

export function validate<S extends z.ZodObject>(schema: S, raw: unknown): { data: z.output<S> | null; errors: Errors } {
  const r = schema.safeParse(raw);
  return r.success ? { data: r.data, errors: fieldErrorMap() } : { data: null, errors: fieldErrors(r.error) };
}

/** Everything the body holds beyond the table's columns, without absent fields. */
export function attributesOf(body: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && !columns.includes(k)));
}

export const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
