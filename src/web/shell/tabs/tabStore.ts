import { useSyncExternalStore } from 'react';
import { STORAGE } from '../../api/session';

/** The open-page tabs (spec §2): at most 5 by default (or a per-view size); the oldest is dropped. */
export const MAX_TABS = 5;

const listeners = new Set<() => void>();
let tabs: string[] = read();

function read(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE.tabs) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function write(next: string[]): void {
  tabs = next;
  localStorage.setItem(STORAGE.tabs, JSON.stringify(next));
  listeners.forEach((l) => l());
}

export function openTab(path: string, max = MAX_TABS): void {
  if (tabs.includes(path)) return;
  write([...tabs, path].slice(-max));
}

/** Removes a tab; answers where to go when it was the active one: the last tab left, or home. */
export function closeTab(path: string): string | null {
  write(tabs.filter((p) => p !== path));
  return tabs.length ? tabs[tabs.length - 1] : null;
}

export function useTabs(): string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => tabs,
  );
}

/** After logout the storage key is gone: start empty. */
export function resetTabs(): void {
  tabs = [];
  listeners.forEach((l) => l());
}
