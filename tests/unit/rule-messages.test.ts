import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REASON_CODES, REASON_MESSAGES } from '../../machines/index';
import { SERVER_RULE_MESSAGES } from '../../src/domain/documents/server-rules';

const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as { rules: Record<string, Record<string, string>> };

/** The refusal messages the API sends come from locales/: they must say exactly what the rule tables say. */
describe('rule messages in locales/', () => {
  const all = { ...REASON_MESSAGES, ...SERVER_RULE_MESSAGES } as Record<string, Record<string, string>>;
  it('every lifecycle reason code has messages', () => {
    for (const code of REASON_CODES) expect(all[code], code).toBeDefined();
  });
  it.each(LANGS)('%s.json carries every rule message (run `npx tsx scripts/merge-reasons.ts` after changing them)', (lang) => {
    const rules = locale(lang).rules;
    for (const [code, messages] of Object.entries(all)) {
      const [family, rule] = code.split('.') as [string, string];
      expect(rules[family]?.[rule], `${lang} ${code}`).toBe(messages[lang]);
    }
  });
});
