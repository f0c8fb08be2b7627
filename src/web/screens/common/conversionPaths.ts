import type { Conversion } from '../../../../machines/index';
import { ROUTES } from '../../../domain/navigation';

/** The wizard's page pattern for a conversion row: `/fis/<route>/{id}`; sale or purchase → waybill share `/fis/donusum/{id}`. */
function wizardPattern(conversion: Pick<Conversion, 'route'>): string {
  return conversion.route.startsWith('fisDonusum') ? '/fis/donusum/{id}' : `/fis/${conversion.route}/{id}`;
}

/** The wizard's page for a conversion row and one source. */
export function wizardPath(conversion: Pick<Conversion, 'route'>, sourceId: number): string {
  return wizardPattern(conversion).replace('{id}', String(sourceId));
}

/** The locale key naming a conversion: the title of its wizard's page in the route table. */
export function wizardTitleKey(conversion: Pick<Conversion, 'route'>): string {
  return ROUTES.find((r) => r.path === wizardPattern(conversion))?.titleKey ?? 'route.conversions';
}

/** `/fis/siparisToSatisFatura/{id}` → `siparisToSatisFatura`: the route name a wizard page pattern stands for. */
export function wizardRouteName(pattern: string | undefined): string | null {
  const m = /^\/fis\/([A-Za-z]+)\/\{id\}$/.exec(pattern ?? '');
  return m ? m[1]! : null;
}
