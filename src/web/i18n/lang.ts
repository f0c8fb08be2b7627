import { getCookie, setCookie } from '../cookies';

export const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'tr';

/** The language names as each language writes its own (shown in the switchers). */
export const LANG_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', fr: 'Français', ar: 'العربية' };

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

let booted: Lang | null = null;

/** The cookie `lang` as the page loaded it, else tr (default and fallback). A change always reloads the page. */
export function currentLang(): Lang {
  if (!booted) {
    const v = getCookie('lang');
    booted = isLang(v) ? v : DEFAULT_LANG;
  }
  return booted;
}

export function isRtl(lang: Lang): boolean {
  return lang === 'ar';
}

export function applyLangToDocument(lang: Lang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
}

/** Spec §1: the choice is kept in a cookie and the page reloads on change. */
export function changeLang(lang: Lang): void {
  setCookie('lang', lang);
  window.location.reload();
}
