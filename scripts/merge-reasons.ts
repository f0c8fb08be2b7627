// Writes the rules' messages (machines/reasons.ts and the fast-sale rules) into locales/<lang>.json under "rules".
import { readFileSync, writeFileSync } from 'node:fs';
import { REASON_MESSAGES } from '../machines/reasons';
import { SERVER_RULE_MESSAGES } from '../src/domain/documents/server-rules';

for (const lang of ['tr', 'en', 'de', 'fr', 'ar'] as const) {
  const file = `locales/${lang}.json`;
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const rules: Record<string, Record<string, string>> = {};
  for (const [code, messages] of Object.entries({ ...REASON_MESSAGES, ...SERVER_RULE_MESSAGES })) {
    const [family, rule] = code.split('.') as [string, string];
    (rules[family] ??= {})[rule] = (messages as Record<string, string>)[lang]!;
  }
  data.rules = rules;
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}
