import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../src/domain/date-range';
import { calendarDate, recordIdNumber } from '../src/domain/schemas/fields';
import type { ListFilter } from './descriptor';

/**
 * A family's list filters (its descriptor's `filters`) as one query: the zod schema its endpoint parses, and the rule
 * a row of the list's view passes. A blank parameter is no filter; a bad one is a 422 on its own parameter.
 */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

/** `a,b` of the allowed values: every value must be one of them. */
const valueSet = (allowed: readonly string[]) =>
  z
    .unknown()
    .transform((v, ctx): string[] => {
      const values = typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [];
      if (values.length > 0 && values.every((s) => allowed.includes(s))) return values;
      ctx.issues.push({ code: 'custom', message: 'validation.invalid', input: v });
      return z.NEVER;
    })
    .meta({ description: `some of ${allowed.map((s) => `"${s}"`).join(', ')}, separated by commas` });

export type ListFilterValues = Record<string, string | string[] | number | undefined>;

function filterShape(f: ListFilter): z.ZodRawShape {
  switch (f.kind) {
    case 'status':
      return { [f.key]: optional(valueSet(f.values)) };
    case 'types':
      return { [f.key]: optional(z.enum(Object.keys(f.groups) as [string, ...string[]], 'validation.invalid')) };
    case 'dateRange':
      return { [f.from]: optional(calendarDate), [f.to]: optional(calendarDate) };
    case 'account':
      return { [f.key]: optional(recordIdNumber('validation.invalid')) };
    case 'text':
      return { [f.key]: optional(z.string().max(200)) };
  }
}

/** The query of a list with these filters, and `extra` parameters of its endpoint (a page, a format). */
export function listFilterQuery<E extends z.ZodRawShape = Record<never, never>>(filters: readonly ListFilter[], extra?: E) {
  const shape = Object.assign({}, ...filters.map(filterShape), extra) as Record<string, z.ZodType>;
  return z.object(shape).superRefine((q, ctx) => {
    for (const f of filters) {
      if (f.kind === 'dateRange' && !dateRangeInOrder(q[f.from] as string | undefined, q[f.to] as string | undefined)) {
        ctx.addIssue({ code: 'custom', message: DATE_ORDER_MESSAGE, path: [f.to] });
      }
    }
  }) as unknown as z.ZodType<ListFilterValues & { [K in keyof E]: z.infer<E[K]> }>;
}

const fold = (s: unknown) => (typeof s === 'string' ? s.toLocaleLowerCase('tr') : '');

/** Whether a row of the list's view passes every filter of the query (a filter not given passes all). */
export function matchesListFilters(filters: readonly ListFilter[], query: ListFilterValues, row: Record<string, unknown>): boolean {
  return filters.every((f) => {
    switch (f.kind) {
      case 'status': {
        const wanted = query[f.key] as string[] | undefined;
        return !wanted || wanted.includes(String(row[f.field]));
      }
      case 'types': {
        const group = query[f.key] as string | undefined;
        return !group || (f.groups[group] ?? []).includes(String(row[f.field]));
      }
      case 'dateRange': {
        const day = typeof row[f.field] === 'string' ? (row[f.field] as string) : '';
        const from = query[f.from] as string | undefined;
        const to = query[f.to] as string | undefined;
        return (!from || (!!day && day >= from)) && (!to || (!!day && day <= to));
      }
      case 'account': {
        const id = query[f.key];
        return id === undefined || String(row[f.field]) === String(id);
      }
      case 'text': {
        const word = fold((query[f.key] as string | undefined)?.trim());
        return !word || f.fields.some((k) => fold(row[k]).includes(word));
      }
    }
  });
}

/** The query parameters a filter sets (a date range two). */
export const listFilterParams = (f: ListFilter): readonly string[] => (f.kind === 'dateRange' ? [f.from, f.to] : [f.key]);
