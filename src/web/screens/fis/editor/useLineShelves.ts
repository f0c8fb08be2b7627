import { useMemo } from 'react';
import { walkingOrder } from '../../../../domain/warehouse/shelf-rules';
import { useLocations } from '../../../api/fetchLocations';
import { useProductLocations } from '../../../api/warehouse';
import { useT } from '../../../i18n/useT';
import type { LineShelves } from './LocationCell';

/**
 * The location column's choices for a receipt that moves stock in `warehouseId` (null: no column): the warehouse's
 * locations in the walking order and the products' default locations there (read by those who may read them; the
 * card's own location names the home otherwise), with the server's refusals by line.
 */
export function useLineShelves(warehouseId: number | null, errors: Readonly<Record<string, string>>): LineShelves | undefined {
  const t = useT();
  const all = useLocations().data;
  const homes = useProductLocations(warehouseId).data;
  return useMemo(() => {
    if (warehouseId === null) return undefined;
    return {
      locations: (all ?? []).filter((l) => l.warehouseId === warehouseId).sort(walkingOrder),
      homes: new Map((homes ?? []).map((h) => [h.productId, h.locationId])),
      errors,
      homeLabel: (name: string) => t('receiptEditor.locationHome', { name }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` is a new function each render
  }, [warehouseId, all, homes, errors]);
}

/** The server's refusals of lines' locations (`lines.N.locationId`, N counting the lines sent), by the editor's line keys. */
export function locationErrorsOf(errors: Record<string, string[]> | undefined, sentKeys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const m = /^lines\.(\d+)\.locationId$/.exec(field);
    const key = m ? sentKeys[Number(m[1])] : undefined;
    if (key && messages[0]) out[key] = messages[0];
  }
  return out;
}
