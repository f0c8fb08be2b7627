import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryClient } from './queryClient';
import { uiSettingsSchema, type UiSettings } from './schemas';
import { STORAGE } from './session';

/** Spec §9: the UI settings cache lives one day (or until the server's expires_at) and is kept when offline. */
export const UI_SETTINGS_MAX_AGE_MS = 86_400_000;

interface Cached {
  savedAt: number;
  expiresAt: number;
  items: UiSettings;
}

function readCache(): Cached | null {
  try {
    const raw = localStorage.getItem(STORAGE.uiSettings);
    return raw ? (JSON.parse(raw) as Cached) : null;
  } catch {
    return null;
  }
}

function writeCache(items: UiSettings): void {
  const savedAt = Date.now();
  const expiresAt = Math.min(items.expires_at ?? Infinity, savedAt + UI_SETTINGS_MAX_AGE_MS);
  localStorage.setItem(STORAGE.uiSettings, JSON.stringify({ savedAt, expiresAt, items } satisfies Cached));
}

export async function fetchUiSettings(): Promise<UiSettings> {
  const cached = readCache();
  const fresh = cached && Date.now() < cached.expiresAt;
  if (cached && (fresh || !navigator.onLine)) return cached.items;
  const items = uiSettingsSchema.parse(await api<unknown>('/modules/frontappui'));
  writeCache(items);
  return items;
}

export function useUiSettings() {
  return useQuery({ queryKey: ['uiSettings'], queryFn: fetchUiSettings, staleTime: Infinity });
}

/** POST …/license/accept (admin only, 403 PE10003 otherwise); the cache then holds status 1. */
export async function acceptLicence(): Promise<void> {
  await api('/modules/frontappui/license/accept', { method: 'POST' });
  const cached = readCache();
  if (cached) {
    const items = { ...cached.items, license: { ...cached.items.license, license_agreement_status: 1 } };
    writeCache(items);
    queryClient.setQueryData(['uiSettings'], items);
  } else {
    await queryClient.invalidateQueries({ queryKey: ['uiSettings'] });
  }
}

/** Whole days from today to the licence expiry (the server's days_left when it sends one). */
export function licenceDaysLeft(s: UiSettings): number | null {
  if (typeof s.license.days_left === 'number') return s.license.days_left;
  const exp = Date.parse(s.license.expires);
  return Number.isNaN(exp) ? null : Math.ceil((exp - Date.now()) / 86_400_000);
}
