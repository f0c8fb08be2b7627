import type { DefinitionKind } from '../../domain/schemas/definitions';
import { turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';

interface DemoDefinition {
  kind: DefinitionKind;
  name: string;
  parent?: string;
  roles?: string[];
  attributes?: Record<string, unknown>;
}

/** The demo company's stock definitions; a parent is named before its children. */
export const DEMO_DEFINITIONS: DemoDefinition[] = [
  { kind: 'category', name: 'Roman' },
  { kind: 'category', name: 'Polisiye', parent: 'Roman' },
  { kind: 'category', name: 'Şiir' },
  { kind: 'category', name: 'Çocuk' },
  { kind: 'category', name: 'Masal', parent: 'Çocuk' },
  { kind: 'category', name: 'Kırtasiye' },
  { kind: 'category', name: 'Hizmet' },
  { kind: 'person', name: 'Orhan Pamuk', roles: ['author'], attributes: { birthYear: 1952 } },
  { kind: 'person', name: 'Deniz Kaplan', roles: ['translator'] },
  { kind: 'person', name: 'İpek Aksoy', roles: ['translator', 'editor'] },
  { kind: 'person', name: 'Kemal Aydoğan', roles: ['editor'] },
  { kind: 'manufacturer', name: 'Yapı Kredi Yayınları', attributes: { isPublisher: true, website: 'www.yapikrediyayinlari.com.tr', phone: '0212 252 47 00' } },
  { kind: 'manufacturer', name: 'Adel Kalemcilik', attributes: { isPublisher: false } },
  { kind: 'type', name: 'Kitap' },
  { kind: 'type', name: 'Kırtasiye' },
];

/**
 * Inserts DEMO_DEFINITIONS for a new demo company (seed/demo.ts, inside its one-time seeding transaction); returns
 * the id of each, keyed `kind:name`.
 */
export async function seedDemoDefinitions(q: Queryable, companyId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const d of DEMO_DEFINITIONS) {
    const r = await q.query<{ id: number }>(
      `insert into definitions (company_id, kind, name, name_key, parent_id, roles, attributes) values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id`,
      [
        companyId,
        d.kind,
        d.name,
        turkishSortKey(d.name),
        d.parent ? ids.get(`${d.kind}:${d.parent}`) : null,
        d.roles ?? [],
        JSON.stringify(d.attributes ?? {}),
      ],
    );
    ids.set(`${d.kind}:${d.name}`, r.rows[0]!.id);
  }
  return ids;
}
