import { mergedRows, variantsOf, type FieldRow, type JsonSchema } from './schema-fields';

export const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function fieldTable(rows: FieldRow[]): string[] {
  return [
    '| field | type | required | limits |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| \`${cell(r.name)}\` | ${cell(r.type)} | ${r.required ? 'yes' : ''} | ${cell(r.limits)} |`),
  ];
}

/** A schema's fields under a title: one table, one per shape of a union, or a sentence when it has no fields. */
export function schemaBlock(title: string, schema: JsonSchema, output?: JsonSchema): string[] {
  const variants = variantsOf(schema);
  if (variants.length) {
    const outputs = output ? variantsOf(output) : [];
    const out = [`${title}, one of ${variants.length} shapes:`, ''];
    variants.forEach((v, i) => out.push(`Shape ${i + 1}:`, '', ...fieldTable(mergedRows(v, outputs[i])), ''));
    return out;
  }
  const rows = mergedRows(schema, output);
  if (!rows.length) return [`${title}: ${schemaSummary(schema)}.`, ''];
  return [`${title}:`, '', ...fieldTable(rows), ''];
}

function schemaSummary(schema: JsonSchema): string {
  if (schema.type === 'object') return schema.additionalProperties === false ? 'an empty object' : 'an object';
  return Object.keys(schema).filter((k) => k !== '$schema').length ? 'see the schema' : 'any JSON';
}
