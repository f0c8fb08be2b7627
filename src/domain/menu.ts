import { MENU_SECTIONS, type RouteDef } from './navigation';
import { mayDefine, type RightsHolder } from './authorities';
import { mayKeepCatalogue, type CatalogueActor } from './catalogue/keeper';
import { pageInCompanyMenu, type IntegratorKey } from './edocuments/integrators';
import { allowedByRoles } from './roles';

export interface MenuItem {
  id: number;
  mn_name: string;
  mn_link: string | null;
  mn_parent: number;
  mn_icon: string | null;
  mn_subs: MenuItem[];
}

const SECTION_ID_BASE = 1;
const ROUTE_ID_BASE = 100;

/** What the company uses that narrows the menu: its e-document integrator (the others' pages are hidden). */
export interface MenuCompany {
  integrator?: IntegratorKey;
}

/**
 * A route is in the user's menu when their roles allow it, for one that creates a definition they hold the
 * definition authority (spec §6), for a provider's page they are the provider, and for an integrator's page the
 * company uses that integrator.
 */
const shownTo = (r: RouteDef, user: RightsHolder & CatalogueActor, company: MenuCompany) =>
  allowedByRoles(r.roles, user.roles) &&
  (!r.definition || mayDefine(user)) &&
  (!r.providerOnly || mayKeepCatalogue(user)) &&
  pageInCompanyMenu(r.path, company.integrator);

/**
 * The user's menu (spec §2 and §3 "Menu item"): sections and links from the navigation table shown to the user
 * (`shownTo`, with what the company uses), children filtered the same way; a section left without children is dropped. `leadSection`
 * (the brand's, brand.ts) comes first when the user has it: on a library host the library leads.
 */
export function buildMenu(
  routes: readonly RouteDef[],
  user: RightsHolder & CatalogueActor,
  name: (titleKey: string) => string,
  leadSection?: string,
  company: MenuCompany = {},
): MenuItem[] {
  const sectionIds = new Map(MENU_SECTIONS.map((s, i) => [s.id, SECTION_ID_BASE + i]));
  const items: { order: number; item: MenuItem }[] = [];
  for (const section of MENU_SECTIONS) {
    if (!allowedByRoles(section.roles, user.roles)) continue;
    const id = sectionIds.get(section.id)!;
    const subs = routes
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.menu?.parent === section.id && shownTo(r, user, company))
      .sort((a, b) => a.r.menu!.order - b.r.menu!.order)
      .map(({ r, i }) => ({ id: ROUTE_ID_BASE + i, mn_name: name(r.titleKey), mn_link: r.path, mn_parent: id, mn_icon: r.menu?.icon ?? null, mn_subs: [] }));
    if (subs.length === 0) continue;
    items.push({
      order: section.id === leadSection ? Number.NEGATIVE_INFINITY : section.order,
      item: { id, mn_name: name(section.titleKey), mn_link: null, mn_parent: 0, mn_icon: section.icon ?? null, mn_subs: subs },
    });
  }
  routes.forEach((r, i) => {
    if (r.menu && r.menu.parent === null && shownTo(r, user, company)) {
      items.push({
        order: r.menu.order,
        item: { id: ROUTE_ID_BASE + i, mn_name: name(r.titleKey), mn_link: r.path, mn_parent: 0, mn_icon: r.menu.icon ?? null, mn_subs: [] },
      });
    }
  });
  return items.sort((a, b) => a.order - b.order).map((x) => x.item);
}

export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => [i, ...flattenMenu(i.mn_subs)]);
}
