import type { Definition } from '../../../../domain/schemas/definitions';

export interface CategoryNode extends Definition {
  depth: number;
  /** "Roman › Polisiye" */
  path: string;
  /** ids of the category and all below it (none of them may become its parent) */
  subtree: Set<number>;
}

/**
 * The categories in tree order: each top category (in the order given, i.e. Turkish alphabetical) followed
 * by its sub-categories, depth first. A category whose parent is missing is shown at the top.
 */
export function categoryTree(rows: Definition[]): CategoryNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, Definition[]>();
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: CategoryNode[] = [];
  const visit = (r: Definition, depth: number, prefix: string, ancestors: CategoryNode[]) => {
    const node: CategoryNode = { ...r, depth, path: prefix ? `${prefix} › ${r.name}` : r.name, subtree: new Set([r.id]) };
    for (const a of ancestors) a.subtree.add(r.id);
    out.push(node);
    for (const c of children.get(r.id) ?? []) visit(c, depth + 1, node.path, [...ancestors, node]);
  };
  for (const r of children.get(null) ?? []) visit(r, 0, '', []);
  return out;
}
