import type { Conversion } from '../../../../machines/index';

/** The wizard's page for a conversion row: `/fis/<route>/<id>`; sale or purchase → waybill share `/fis/donusum/<id>`. */
export function wizardPath(conversion: Pick<Conversion, 'route'>, sourceId: number): string {
  return conversion.route.startsWith('fisDonusum') ? `/fis/donusum/${sourceId}` : `/fis/${conversion.route}/${sourceId}`;
}

/** `/fis/siparisToSatisFatura/{id}` → `siparisToSatisFatura`: the route name a wizard page pattern stands for. */
export function wizardRouteName(pattern: string | undefined): string | null {
  const m = /^\/fis\/([A-Za-z]+)\/\{id\}$/.exec(pattern ?? '');
  return m ? m[1]! : null;
}
