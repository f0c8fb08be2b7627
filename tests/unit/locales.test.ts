import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES as ROUTES } from '../../machines/routes';
import { MENU_SECTIONS } from '../../src/domain/navigation';
import { translate } from '../../src/server/http/i18n';

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

/** The value of a dotted key. */
const valueOf = (data: Nested, key: string) => key.split('.').reduce<unknown>((o, p) => (o as Nested)?.[p], data) as string;

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };
const PLURAL = 6;
/** Each argument of a message and whether it is a plural, from the ICU syntax tree. */
function argumentsOf(message: string, lang: string): Map<string, boolean> {
  const args = new Map<string, boolean>();
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      if (el.value !== undefined && el.type >= 1 && el.type <= 6) args.set(el.value, (args.get(el.value) ?? false) || el.type === PLURAL);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, lang, undefined, { ignoreTag: true }).getAst() as Element[]);
  return args;
}

/** The messages that count something, with the argument that counts. */
const COUNT_MESSAGES: Record<string, string[]> = {
  'errors.AU10003': ['seconds'],
  'validation.digits': ['n'],
  'validation.minLength': ['n'],
  'validation.maxLength': ['n'],
  'validation.tooDeep': ['n'],
  'layout.daysLeft': ['days'],
  'layout.unsentQuestion': ['count'],
  'stock.total': ['n'],
  'stock.totalMore': ['n'],
  'accounts.total': ['n'],
  'receiptTracking.total': ['n'],
  'definitions.total': ['n'],
  'exchangeRates.page.uploaded': ['n'],
  'receiptEditor.lineCount': ['max'],
  'waybillList.late': ['days'],
  'waybillList.daysLeft': ['days'],
  'waybillList.rule': ['days'],
  'waybillList.lateSummary': ['n'],
  'waybillList.invoiceMany': ['n'],
  'audit.running': ['total'],
  'audit.clean': ['total'],
  'audit.problemsFound': ['total', 'count'],
  'audit.checked': ['total'],
  'tables.lineCount': ['n'],
  'tables.openFor': ['minutes'],
  'offline.count': ['n'],
  'offline.shownOf': ['total'],
};

describe('messages are ICU MessageFormat, counts in the plural rules of each language', () => {
  it.each(LANGS)('every %s message parses and has the arguments of its tr.json source', (lang) => {
    const data = load(lang);
    const source = load('tr');
    const wrong: string[] = [];
    for (const key of tr) {
      const want = [...argumentsOf(valueOf(source, key), 'tr').keys()].sort();
      const have = [...argumentsOf(valueOf(data, key), lang).keys()].sort();
      if (want.join() !== have.join()) wrong.push(`${key}: ${have.join()} instead of ${want.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(LANGS)('every count message of %s chooses its words by the plural rules', (lang) => {
    const data = load(lang);
    const notPlural = Object.entries(COUNT_MESSAGES).flatMap(([key, counts]) => {
      const args = argumentsOf(valueOf(data, key), lang);
      return counts.filter((c) => args.get(c) !== true).map((c) => `${key} {${c}}`);
    });
    expect(notPlural).toEqual([]);
  });

  it.each(LANGS)('%s writes a count as it is ({n}), never with "#", which would group its digits by the language (1,250)', (lang) => {
    const data = load(lang);
    const POUND = 7;
    const hasPound = (elements: Element[]): boolean =>
      elements.some((el) => el.type === POUND || Object.values(el.options ?? {}).some((o) => hasPound(o.value)));
    const withPound = [...tr].filter((key) => hasPound(new IntlMessageFormat(valueOf(data, key), lang, undefined, { ignoreTag: true }).getAst() as Element[]));
    expect(withPound).toEqual([]);
  });

  it('one of a thing is singular, two are plural, and Arabic has its own forms for one, two, a few and many', () => {
    const en = (key: string, values: Record<string, number>) => new IntlMessageFormat(valueOf(load('en'), key), 'en').format(values);
    expect(en('receiptTracking.total', { n: 1 })).toBe('1 record in total');
    expect(en('receiptTracking.total', { n: 2 })).toBe('2 records in total');
    expect(en('layout.daysLeft', { days: 1 })).toBe('1 day left');
    expect(en('audit.problemsFound', { total: 1, count: 3 })).toBe('1 document checked, 3 problems found.');
    const de = (n: number) => new IntlMessageFormat(valueOf(load('de'), 'stock.total'), 'de').format({ n });
    expect([de(1), de(2)]).toEqual(['Insgesamt 1 Eintrag', 'Insgesamt 2 Einträge']);
    const ar = (n: number) => new IntlMessageFormat(valueOf(load('ar'), 'tables.lineCount'), 'ar').format({ n });
    expect([ar(1), ar(2), ar(3), ar(11), ar(100)]).toEqual(['بند واحد', 'بندان', '3 بنود', '11 بندًا', '100 بند']);
  });

  it("the server's messages follow the same plural rules", () => {
    expect(translate('en', 'validation.maxLength', { n: 1 })).toBe('Can be at most 1 character.');
    expect(translate('en', 'validation.maxLength', { n: '20' })).toBe('Can be at most 20 characters.');
    expect(translate('tr', 'errors.AU10003', { seconds: 30 })).toBe('Çok fazla hatalı deneme. Lütfen 30 saniye sonra tekrar deneyin.');
    expect(translate('fr', 'validation.digits', { n: 1 })).toBe('La valeur doit comporter 1 chiffre.');
  });
});

describe('Arabic titles', () => {
  /** Feminine nouns without the feminine ending ة. */
  const FEMININE = new Set(['دار']);
  it('a "new …" title agrees with its noun: جديدة after a feminine one, جديد after a masculine one', () => {
    const ar = load('ar');
    const titles = flat(ar).filter((k) => k.startsWith('route.') || /(^|\.)new$|New$/.test(k));
    const wrong = titles.flatMap((key) =>
      valueOf(ar, key)
        .split(' / ')
        .filter((part) => /جديدة?(\s|$)/.test(part))
        .filter((part) => {
          const noun = part.split(' ')[0]!;
          const feminine = noun.endsWith('ة') || FEMININE.has(noun);
          return feminine !== /جديدة(\s|$)/.test(part);
        })
        .map((part) => `${key}: ${part}`),
    );
    expect(wrong).toEqual([]);
  });
});
