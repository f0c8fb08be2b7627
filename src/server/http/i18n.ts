import { IntlMessageFormat } from 'intl-messageformat';
import tr from '../../../locales/tr.json';
import en from '../../../locales/en.json';
import de from '../../../locales/de.json';
import fr from '../../../locales/fr.json';
import ar from '../../../locales/ar.json';

export const LANGUAGES = ['tr', 'en', 'de', 'fr', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

const catalogues: Record<Lang, unknown> = { tr, en, de, fr, ar };

/** Picks the first supported language of an Accept-Language header; Turkish otherwise. */
export function pickLanguage(header: string | undefined | null): Lang {
  if (!header) return 'tr';
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: (tag ?? '').trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.lang && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of wanted) if ((LANGUAGES as readonly string[]).includes(lang)) return lang as Lang;
  return 'tr';
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(catalogues.tr, key) !== undefined;
}

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The message for `key` in `lang`, falling back to Turkish, formatted as ICU MessageFormat the way the web app's
 * react-intl does (`{name}` placeholders, `{n, plural, one {…} other {…}}` counts); a value left out stays `{name}`.
 */
export function translate(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const own = lookup(catalogues[lang], key);
  const text = own ?? lookup(catalogues.tr, key);
  if (text === undefined) return key;
  const locale = own === undefined ? 'tr' : lang;
  const id = `${locale}\u0000${key}`;
  let format = compiled.get(id);
  if (!format) compiled.set(id, (format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true })));
  try {
    return String(format.format(values));
  } catch {
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
  }
}
