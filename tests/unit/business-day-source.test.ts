import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue #26: "today" is the company's business day, decided once in src/domain/clock/. The UTC day of an instant
// (`toISOString().slice(0, 10)`, `.split('T')[0]`) and the database's own day (`current_date`) put a document made
// after midnight in Türkiye on the day before; none of them may come back into src/ outside the clock module.
const root = fileURLToPath(new URL('../..', import.meta.url));
const CLOCK_MODULE = 'src/domain/clock/';

const UTC_DAY = [
  /toISOString\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*10\s*\)/,
  /toISOString\(\)\s*\.\s*split\(\s*['"`]T['"`]\s*\)\s*\[\s*0\s*\]/,
  /toJSON\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*10\s*\)/,
];
const DATABASE_DAY = /\bcurrent_date\b|\bnow\(\)\s+at\s+time\s+zone\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

const files = sourceFiles(join(root, 'src')).map((path) => ({ file: relative(root, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

describe('one clock, one business day (issue #26)', () => {
  it('no code in src/ outside the clock module takes the UTC day of an instant as a day', () => {
    const found = files.filter(({ file, text }) => !file.startsWith(CLOCK_MODULE) && UTC_DAY.some((re) => re.test(text))).map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it("no server code asks the database for today's date (current_date, now() at time zone)", () => {
    const found = files.filter(({ file, text }) => file.startsWith('src/server/') && DATABASE_DAY.test(text)).map(({ file }) => file);
    expect(found).toEqual([]);
  });

  it('the check sees the forms it forbids', () => {
    expect(UTC_DAY.some((re) => re.test('const today = new Date().toISOString().slice(0, 10);'))).toBe(true);
    expect(UTC_DAY.some((re) => re.test("const today = new Date().toISOString().split('T')[0];"))).toBe(true);
    expect(DATABASE_DAY.test('values ($1, (current_date + 365))')).toBe(true);
  });
});
