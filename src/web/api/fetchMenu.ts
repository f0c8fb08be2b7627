import { useQuery } from '@tanstack/react-query';
import { menuSchema, type MenuItem } from '../../domain/schemas/menu';
import { api } from './client';
import { menuKeys } from './queryKeys';
import { STORAGE } from './session';

/** GET /api/menu, already filtered by the server for the user's roles and the company's integrator; the last copy is kept for offline use. */
export async function fetchMenu(): Promise<MenuItem[]> {
  if (!navigator.onLine) {
    const raw = localStorage.getItem(STORAGE.menu);
    if (raw) return JSON.parse(raw) as MenuItem[];
  }
  const menu = menuSchema.parse(await api<unknown>('/menu'));
  localStorage.setItem(STORAGE.menu, JSON.stringify(menu));
  return menu;
}

export function useMenu() {
  return useQuery({ queryKey: menuKeys.all, queryFn: fetchMenu, staleTime: Infinity });
}

export function menuHasLink(items: readonly MenuItem[], link: string): boolean {
  return items.some((i) => i.mn_link === link || menuHasLink(i.mn_subs ?? [], link));
}
