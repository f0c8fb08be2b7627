import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES as ROUTES } from '../../machines/routes';
import { MENU_SECTIONS } from '../../src/domain/navigation';

type Nested = { [k: string]: string | Nested };
const root = join(import.meta.dirname, '..', '..');
const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;

const flat = (o: Nested, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [p + k] : flat(v, `${p}${k}.`)));
const load = (lang: string) => JSON.parse(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8')) as Nested;
const tr = new Set(flat(load('tr')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'public' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** Keys the web uses: t('…'), useDocumentTitle('…'), { id: '…' } and any literal naming a locale section. */
const SECTIONS = Object.keys(load('tr')).join('|');
const PATTERNS = [
  /(?<![\w.$])t\(\s*['"]([^'"]+)['"]/g,
  /useDocumentTitle\(\s*['"]([^'"]+)['"]/g,
  /\bid:\s*['"]([^'"]+)['"]/g,
  new RegExp(`['"]((?:${SECTIONS})\\.[A-Za-z0-9_.]+)['"]`, 'g'),
];

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(join(root, 'src', 'web'))) {
    const text = readFileSync(file, 'utf8');
    for (const re of PATTERNS) for (const m of text.matchAll(re)) used.set(m[1], file.slice(root.length + 1));
  }
  return used;
}

describe('locales', () => {
  it.each(LANGS.filter((l) => l !== 'tr'))('%s has every key of tr.json, none empty', (lang) => {
    const data = load(lang);
    const have = new Set(flat(data));
    expect([...tr].filter((k) => !have.has(k))).toEqual([]);
    const empty = flat(data).filter((k) => !k.split('.').reduce<unknown>((o, p) => (o as Nested)?.[p], data));
    expect(empty).toEqual([]);
  });

  it('every key the web app uses is in tr.json', () => {
    const missing = [...usedKeys()].filter(([k]) => !tr.has(k)).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it('finds the keys it should (the scan is not silently empty)', () => {
    const used = usedKeys();
    for (const k of ['login.submit', 'app.error.badRequestTitle', 'layout.logout', 'licence.accept']) expect(used.has(k)).toBe(true);
  });

  it('every route and menu title, theme and dynamic key exists', () => {
    const dynamic = [
      ...ROUTES.map((r) => r.titleKey),
      ...MENU_SECTIONS.map((s) => s.titleKey),
      'theme.light',
      'theme.dark',
      'theme.kum',
      'route.login',
      'route.notFound',
      'route.unauthorized',
    ];
    expect(dynamic.filter((k) => !tr.has(k))).toEqual([]);
  });
});
