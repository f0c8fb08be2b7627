/** A JSON Schema (draft 2020-12) as zod's `z.toJSONSchema` writes it: only the parts the reference shows. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  limits: string;
}

const MAX_DEPTH = 3;
const MAX_ENUM = 12;
const MAX_PATTERN = 80;

/** The fields of an object schema, nested objects and arrays of objects flattened to `a.b` and `lines[].c`. */
export function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const object = objectOf(schema);
  if (!object?.properties) return [];
  const rows: FieldRow[] = [];
  for (const [key, prop] of Object.entries(object.properties)) {
    const name = `${prefix}${key}`;
    rows.push({ name, type: typeText(prop), required: object.required?.includes(key) ?? false, limits: limitsText(prop) });
    if (depth + 1 >= MAX_DEPTH) continue;
    const inner = withoutNull(prop);
    if (objectOf(inner)?.properties) rows.push(...fieldRows(inner, `${name}.`, depth + 1));
    else if (inner.items && objectOf(inner.items)?.properties) rows.push(...fieldRows(inner.items, `${name}[].`, depth + 1));
  }
  return rows;
}

/** The variants of a top-level union of objects (a body whose shape depends on a field such as `type`). */
export function variantsOf(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  return options && options.length > 1 && options.every((o) => objectOf(o)?.properties) ? options : [];
}

function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.allOf) {
    const parts = schema.allOf.map(objectOf).filter((s): s is JsonSchema => !!s);
    if (parts.length === 0) return undefined;
    return { properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) };
  }
  return undefined;
}

function withoutNull(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  const rest = options?.filter((o) => o.type !== 'null');
  return rest && rest.length === 1 ? rest[0]! : schema;
}

export function typeText(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) {
    const values = schema.enum.map((v) => JSON.stringify(v));
    return values.length > MAX_ENUM ? `${values.slice(0, MAX_ENUM).join(' | ')} … (${values.length})` : values.join(' | ');
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map(typeText))].join(' or ');
  if (schema.allOf) return schema.allOf.map(typeText).join(' and ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') return `array of ${schema.items ? typeText(schema.items) : 'any'}`;
  if (type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeText(schema.additionalProperties)}`;
  }
  if (type === 'string' && schema.format) return `string (${schema.format})`;
  return type ?? schema.description ?? 'any';
}

export function limitsText(schema: JsonSchema): string {
  const s = withoutNull(schema);
  const parts: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) parts.push(`${min}–${max}${unit}`);
    else if (min !== undefined) parts.push(`≥ ${min}${unit}`);
    else if (max !== undefined) parts.push(`≤ ${max}${unit}`);
  };
  range(s.minLength, s.maxLength, ' characters');
  range(s.minimum, s.maximum, '');
  if (s.exclusiveMinimum !== undefined) parts.push(`> ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) parts.push(`< ${s.exclusiveMaximum}`);
  range(s.minItems, s.maxItems, ' items');
  // a format names what the pattern spells out (a date, an e-mail); a very long pattern is left to the schema
  if (s.pattern && !s.format) parts.push(s.pattern.length <= MAX_PATTERN ? `\`${s.pattern}\`` : 'a pattern (see the schema)');
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join(', ');
}

/**
 * The rows of a schema as the client sends it (`io: 'input'`), where a field zod cannot describe on its way in (an id
 * read by a preprocessor, a coerced number) takes what it becomes (`io: 'output'`): `integer, 1–2147483647`, not `any`.
 */
export function mergedRows(input: JsonSchema, output: JsonSchema | undefined): FieldRow[] {
  const inRows = fieldRows(input);
  if (!output) return inRows;
  const byName = new Map(inRows.map((r) => [r.name, r]));
  const outRows = fieldRows(output);
  const rows = outRows.map((out) => {
    const row = byName.get(out.name);
    return row && row.type !== 'any' ? row : { ...out, required: row?.required ?? out.required };
  });
  const named = new Set(rows.map((r) => r.name));
  return [...rows, ...inRows.filter((r) => !named.has(r.name))];
}
