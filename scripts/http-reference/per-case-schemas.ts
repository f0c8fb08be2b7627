import { z } from 'zod';
import { DESCRIPTORS } from '../../machines/registry';
import { REPORTS } from '../../src/server/reports/registry';
import { jsonSchemas } from './route-facts';
import { schemaBlock } from './schema-block';

const DOCUMENTS = 'Document bodies';
const REPORT_FILTERS = 'Report filters';

/** Bodies chosen per request from a registry (the document's type, the report's name): the section that lists them. */
export const PER_CASE_SCHEMAS: Readonly<Record<string, string>> = {
  createDocumentBody: DOCUMENTS,
  editBodyFor: DOCUMENTS,
  eventBodyFor: DOCUMENTS,
  'def.filters': REPORT_FILTERS,
};

/** The registries' schemas: each document family's creation body and events, each report's filters. */
export function perCaseSections(): string[] {
  const out = [`## ${DOCUMENTS}`, ''];
  out.push(
    '`POST /api/documents` takes the creation body of its `type`; `POST /api/documents/:id/events` takes `type`, `version`',
    'and the fields of that event; `PATCH /api/documents/:id` is the `EDIT` event. Each family is a descriptor of',
    '`machines/registry.ts`.',
    '',
  );
  for (const d of DESCRIPTORS) {
    out.push(
      `### ${d.family.family}`,
      '',
      `Types: ${Object.keys(d.types)
        .map((t) => `\`${t}\``)
        .join(', ')}. Written by: admin, ${d.write.join(', ')}.`,
      '',
    );
    const create = jsonSchemas(d.create);
    out.push(...schemaBlock('Creation', create.schema, create.output));
    for (const [event, shape] of Object.entries(d.events)) {
      const fields = jsonSchemas(z.object(shape));
      out.push(...schemaBlock(`Event \`${event}\``, fields.schema, fields.output));
    }
  }
  out.push(`## ${REPORT_FILTERS}`, '', '`GET /api/reports/:name` takes the filters of its report (`src/server/reports/registry.ts`).', '');
  for (const [name, report] of Object.entries(REPORTS)) {
    const filters = jsonSchemas(report.filters as z.ZodType);
    out.push(...schemaBlock(`\`${name}\``, filters.schema, filters.output));
  }
  return out;
}
