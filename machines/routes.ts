import { ROUTES, type RouteDef } from '../src/domain/navigation';
import { readersOf, readersOfWriters } from './access';
import { DESCRIPTORS, writersOf } from './registry';

/** The Turkish URL segment of each page of a document (docs/glossary.md). */
export const MODE_SEGMENTS = { new: 'yeni', edit: 'duzen', copy: 'kopya' } as const;
export type DocumentPageMode = keyof typeof MODE_SEGMENTS;

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The pages each document type's descriptor declares: `<base>/yeni` (in the menu), `<base>/duzen/{id}`, `<base>/kopya/{id}`.
 * A new document and a copy are its writers' pages; a stored one opens for every reader (machines/access.ts), and
 * its screen asks `mayWrite` whether to offer any action.
 */
export const DOCUMENT_ROUTES: readonly RouteDef[] = DESCRIPTORS.flatMap((d) =>
  Object.entries(d.types).flatMap(([type, t]) => {
    const route = 'route' in t ? t.route : undefined;
    if (!route) return [];
    return route.modes.map((mode): RouteDef => ({
      path: mode === 'new' ? `${route.base}/${MODE_SEGMENTS.new}` : `${route.base}/${MODE_SEGMENTS[mode]}/{id}`,
      titleKey: `route.${type}${capitalized(mode)}`,
      roles: [...(mode === 'edit' ? readersOf(type) : writersOf(type))],
      group: route.group,
      ...(mode === 'new' && route.menu ? { menu: { parent: route.menu.parent, order: route.menu.order } } : {}),
    }));
  }),
);

/**
 * The pages each family declares beyond its types' own (its list, slips, movements): a `write` page is the family's
 * writers', a `read` page its readers' too (machines/access.ts).
 */
export const FAMILY_ROUTES: readonly RouteDef[] = DESCRIPTORS.flatMap((d) =>
  ('pages' in d ? d.pages : []).map((p): RouteDef => ({
    path: p.path,
    titleKey: p.titleKey,
    roles: [...(p.access === 'write' ? d.write : readersOfWriters(d.write))],
    group: p.group,
    screen: p.screen,
    ...(p.menu ? { menu: { parent: p.menu.parent, order: p.menu.order } } : {}),
  })),
);

/** Every page of the panel: the fixed ones (src/domain/navigation.ts), the families' and the documents' own. */
export const APP_ROUTES: readonly RouteDef[] = [...ROUTES, ...FAMILY_ROUTES, ...DOCUMENT_ROUTES];

/** The document type whose pages start at `base`, with the modes it has. */
export function documentPagesAt(base: string): { type: string; modes: readonly DocumentPageMode[] } | undefined {
  for (const d of DESCRIPTORS) {
    for (const [type, t] of Object.entries(d.types)) {
      const route = 'route' in t ? t.route : undefined;
      if (route?.base === base) return { type, modes: route.modes };
    }
  }
  return undefined;
}

/** The base of a type's pages, when it has any. */
export function documentPagesOf(type: string): string | undefined {
  for (const d of DESCRIPTORS) {
    const t = (d.types as Record<string, { route?: { base: string } }>)[type];
    if (t) return t.route?.base;
  }
  return undefined;
}
