import { deleteCookie, getCookie, setCookie } from '../cookies';
import { forgetKeptAnswers } from '../offline/keptAnswers';
import { isDesktopShell } from './desktopShell';

/** localStorage keys the web app owns. Logout removes all of them (spec §4). */
export const STORAGE = {
  user: 'defter.user',
  uiSettings: 'defter.uiSettings',
  menu: 'defter.menu',
  tabs: 'defter.tabs',
  offlinePrefix: 'defter.offline',
  /** the staff token in the desktop shell (spec §1: local storage there, the `token` cookie on the web) */
  token: 'defter.token',
} as const;

export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  expiredPassword: boolean;
}

export function getToken(): string | undefined {
  return (isDesktopShell() ? localStorage.getItem(STORAGE.token) : getCookie('token')) || undefined;
}

export function setToken(token: string): void {
  if (isDesktopShell()) localStorage.setItem(STORAGE.token, token);
  else setCookie('token', token, 30);
}

export function getStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE.user);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(STORAGE.user, JSON.stringify(user));
}

export function markPasswordExpired(expired: boolean): void {
  const u = getStoredUser();
  if (u) storeUser({ ...u, expiredPassword: expired });
}

/**
 * Token (cookie and desktop copy), cached menu, UI settings, open tabs and offline flags (spec §4 "logout clears …"),
 * and the API answers the service worker kept for this user.
 */
export function clearSession(): void {
  deleteCookie('token');
  localStorage.removeItem(STORAGE.token);
  forgetKeptAnswers();
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k && (k.startsWith(STORAGE.offlinePrefix) || k === STORAGE.menu || k === STORAGE.uiSettings || k === STORAGE.tabs || k === STORAGE.user)) keys.push(k);
  }
  keys.forEach((k) => localStorage.removeItem(k));
}
