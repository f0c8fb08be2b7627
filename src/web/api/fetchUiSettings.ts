import { useQuery } from '@tanstack/react-query';
import { uiSettingsSchema, type UiSettings } from '../../domain/schemas/ui-settings';
import { currentLang, type Lang } from '../i18n/lang';
import { api } from './client';
import { uiSettingsKeys } from './queryKeys';
import { STORAGE } from './session';
import { setCompanyTimeZone } from './businessDay';

/** Spec §9: the UI settings cache lives one day (or until the server's expires_at) and is kept when offline. */
export const UI_SETTINGS_MAX_AGE_MS = 86_400_000;

interface Cached {
  savedAt: number;
  expiresAt: number;
  /** the language the server named the dashboard's links in */
  lang?: Lang;
  items: UiSettings;
}

export function readUiSettingsCache(): Cached | null {
  try {
    const raw = localStorage.getItem(STORAGE.uiSettings);
    return raw ? (JSON.parse(raw) as Cached) : null;
  } catch {
    return null;
  }
}

export function writeUiSettingsCache(items: UiSettings, lang: Lang | undefined = currentLang()): void {
  const savedAt = Date.now();
  const expiresAt = Math.min(items.expires_at ?? Infinity, savedAt + UI_SETTINGS_MAX_AGE_MS);
  localStorage.setItem(STORAGE.uiSettings, JSON.stringify({ savedAt, expiresAt, lang, items } satisfies Cached));
}

interface FetchOptions {
  /** ask the server even when a kept copy is fresh (and keep its answer) */
  fresh?: boolean;
  /** a 401 (a token that no longer holds) opens no log-in dialog: the log-in page asks whether its token still holds */
  isPublic?: boolean;
}

/**
 * GET /api/modules/frontappui, or the copy kept while it is fresh or the browser is offline. A copy in another
 * language than the page's is not fresh: its links carry the names of the language it was fetched in.
 */
export async function fetchUiSettings(opts: FetchOptions = {}): Promise<UiSettings> {
  const cached = opts.fresh ? null : readUiSettingsCache();
  const fresh = cached && Date.now() < cached.expiresAt && cached.lang === currentLang();
  if (cached && (fresh || !navigator.onLine)) {
    setCompanyTimeZone(cached.items.company.timeZone);
    return cached.items;
  }
  const items = uiSettingsSchema.parse(await api<unknown>('/modules/frontappui', { isPublic: opts.isPublic }));
  writeUiSettingsCache(items);
  setCompanyTimeZone(items.company.timeZone);
  return items;
}

export function useUiSettings() {
  return useQuery({ queryKey: uiSettingsKeys.all, queryFn: () => fetchUiSettings(), staleTime: Infinity });
}

/**
 * The settings as the server gives them now, for the pages outside the panel: whether the token still holds (the
 * log-in page, `isPublic`) and whether the password has expired (the log-in and renewal pages). Not retried.
 */
export function useCurrentUiSettings({ enabled = true, isPublic = false }: { enabled?: boolean; isPublic?: boolean } = {}) {
  return useQuery({
    queryKey: uiSettingsKeys.fresh(),
    queryFn: () => fetchUiSettings({ fresh: true, isPublic }),
    enabled,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Whole days from today to the licence expiry (the server's days_left when it sends one). */
export function licenceDaysLeft(s: UiSettings): number | null {
  if (typeof s.license.days_left === 'number') return s.license.days_left;
  const exp = Date.parse(s.license.expires);
  return Number.isNaN(exp) ? null : Math.ceil((exp - Date.now()) / 86_400_000);
}
