import type { QrMenuLanguage } from '../../domain/qr-menu/limits';
import type { PublicMenu } from '../../domain/schemas/qr-menu';
import type { Queryable } from '../db/database';
import { listMenuItems, type MenuItemRow } from './settings-queries';

type Settings = { languages: QrMenuLanguage[]; groupIds: number[] };

/** Whether the menu shows the product: chosen for it, and in a chosen group (or no group chosen, or the product in none). */
const shown = (s: Settings, item: Pick<MenuItemRow, 'groupId'>) => s.groupIds.length === 0 || item.groupId === null || s.groupIds.includes(item.groupId);

/** The products the guests see, with one unit's price with VAT. */
export async function shownItems(q: Queryable, s: Settings) {
  return (await listMenuItems(q)).filter((item) => shown(s, item));
}

/**
 * The menu's groups in the settings' order (the others after, by name; products in no group last), each with its
 * products in the menu's order: names and notes in the guest's language where given, else the product's name.
 */
export async function publicGroups(q: Queryable, s: Settings, lang: QrMenuLanguage, photoUrl: (productId: number) => string): Promise<PublicMenu['groups']> {
  const items = await shownItems(q, s);
  const groupIds = [...new Set(items.map((i) => i.groupId).filter((id): id is number => id !== null))];
  const names = new Map(
    (await q.query<{ id: number; name: string }>(`select id, name from definitions where kind = 'category' and id = any($1::integer[])`, [groupIds])).rows.map(
      (r) => [r.id, r.name],
    ),
  );
  const rank = (id: number | null) => (id === null ? Number.MAX_SAFE_INTEGER : s.groupIds.includes(id) ? s.groupIds.indexOf(id) : s.groupIds.length);
  const order = [...groupIds, ...(items.some((i) => i.groupId === null) ? [null] : [])].sort(
    (a, b) => rank(a) - rank(b) || (names.get(a ?? 0) ?? '').localeCompare(names.get(b ?? 0) ?? '', 'tr'),
  );
  return order.map((id) => ({
    id,
    name: id === null ? '' : (names.get(id) ?? ''),
    items: items
      .filter((i) => i.groupId === id)
      .map((i) => {
        const text = i.texts[lang];
        return {
          productId: i.productId,
          name: text?.name || i.name,
          note: text?.note ?? '',
          allergens: i.allergens,
          price: i.gross,
          vatRate: i.vatRate,
          photo: i.hasPhoto ? photoUrl(i.productId) : null,
        };
      }),
  }));
}
