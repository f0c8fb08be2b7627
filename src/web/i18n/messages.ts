import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LANG, type Lang } from './lang';

type Nested = { [key: string]: string | Nested };

/** Each language is its own chunk; tr is always loaded as the fallback. */
const loaders: Record<Lang, () => Promise<{ default: Nested }>> = {
  tr: () => import('../../../locales/tr.json'),
  en: () => import('../../../locales/en.json'),
  de: () => import('../../../locales/de.json'),
  fr: () => import('../../../locales/fr.json'),
  ar: () => import('../../../locales/ar.json'),
};

/** {"a": {"b": "x"}} → {"a.b": "x"} (react-intl ids are the dotted paths). */
export function flatten(obj: Nested, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

let intl: IntlShape = createIntl({ locale: DEFAULT_LANG, messages: {} });

export async function loadIntl(lang: Lang): Promise<IntlShape> {
  const [fallback, own] = await Promise.all([loaders.tr(), lang === 'tr' ? Promise.resolve(null) : loaders[lang]()]);
  const messages = { ...flatten(fallback.default), ...(own ? flatten(own.default) : {}) };
  intl = createIntl({ locale: lang, defaultLocale: DEFAULT_LANG, messages, onError: () => undefined }, createIntlCache());
  return intl;
}

export function getIntl(): IntlShape {
  return intl;
}

/** Translate outside React (the API client's dialogs). Inside components use `useT()`. */
export function t(id: string, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id }, values) as string;
}
