import type { ZodType } from 'zod';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * A form's body checked by its family's own request schema, the one the server parses with: each issue's message
 * (a locale key, with `|n` for a number it names) under its path joined by dots (`items.2.dueDate`), the first per
 * path, as a 422 names them. The rules stay in the schema; the screen only places what it says.
 */
export function schemaIssues(schema: ZodType, body: unknown, t: Translate): { ok: boolean; errors: Record<string, string> } {
  const checked = schema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path]) continue;
    const [key, n] = issue.message.split('|');
    errors[path] = t(key!, n === undefined ? undefined : { n });
  }
  return { ok: checked.success, errors };
}

/**
 * `schemaIssues` for a flat form: each issue under the form field of its first path segment (`rename` maps a request
 * field to the form field that shows it where the two are named apart); issues of fields the form lacks are dropped.
 */
export function schemaErrors<F extends string>(
  schema: ZodType,
  body: unknown,
  formFields: Readonly<Record<F, unknown>>,
  t: Translate,
  rename: Readonly<Partial<Record<string, F>>> = {},
): { ok: boolean; errors: Partial<Record<F, string>> } {
  const { ok, errors: byPath } = schemaIssues(schema, body, t);
  const errors: Partial<Record<F, string>> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const name = path.split('.')[0]!;
    const field = (rename[name] ?? name) as F;
    if (field in formFields && !errors[field]) errors[field] = message;
  }
  return { ok, errors };
}

/** A family's reason (a rule's decision, `cash.rateRequired`) under the form field its reasons table names. */
export function reasonError<F extends string>(
  reason: string | null,
  reasonFields: Readonly<Partial<Record<string, string>>>,
  formFields: Readonly<Record<F, unknown>>,
  t: Translate,
): Partial<Record<F, string>> {
  const field = reason ? reasonFields[reason] : undefined;
  return field && field in formFields ? ({ [field]: t(`rules.${reason}`) } as Partial<Record<F, string>>) : {};
}
