import type { Queryable } from '../db/database';

/** The company's designs kept as JSON on its row: the printed documents' and the label sheet's. */
const COLUMNS = {
  print: { body: 'print_design', version: 'print_design_version' },
  label: { body: 'label_design', version: 'label_design_version' },
} as const;
export type DesignKind = keyof typeof COLUMNS;

export interface DesignRow {
  body: unknown;
  version: number;
}

export async function readDesign(q: Queryable, companyId: number, kind: DesignKind): Promise<DesignRow | undefined> {
  const c = COLUMNS[kind];
  const r = await q.query<DesignRow>(`select ${c.body} as body, ${c.version} as version from companies where id = $1`, [companyId]);
  return r.rows[0];
}

/** Saves a design if it is still at `version`; undefined when someone saved it in between. */
export async function saveDesign(q: Queryable, companyId: number, kind: DesignKind, version: number, body: object): Promise<DesignRow | undefined> {
  const c = COLUMNS[kind];
  const r = await q.query<DesignRow>(
    `update companies set ${c.body} = $3::jsonb, ${c.version} = ${c.version} + 1 where id = $1 and ${c.version} = $2 returning ${c.body} as body, ${c.version} as version`,
    [companyId, version, JSON.stringify(body)],
  );
  return r.rows[0];
}
