import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChangelog, releasesIn } from '../../src/domain/changelog';
import pkg from '../../package.json';

describe('the update notes come from CHANGELOG.md', () => {
  it('reads each version with its date and notes, newest first, numbered from the oldest', () => {
    const text = '# Changelog\n\n## 1.2.0 — 2026-02-01\n\n- New thing\n  that goes on\n- Fix\n\n## 1.1.0 - 2026-01-01\n- First\n';
    expect(parseChangelog(text)).toEqual([
      { id: 2, version: '1.2.0', date: '2026-02-01', notes: ['New thing that goes on', 'Fix'] },
      { id: 1, version: '1.1.0', date: '2026-01-01', notes: ['First'] },
    ]);
  });

  it("the repository's changelog names the package's version first, with notes", () => {
    const releases = parseChangelog(readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8'));
    expect(releases[0]!.version).toBe(pkg.version);
    expect(releases.every((r) => r.notes.length > 0)).toBe(true);
  });

  it('every version of CHANGELOG.md has its notes in Turkish, German, French and Arabic, note for note', () => {
    const read = (path: string) => parseChangelog(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
    const source = read('CHANGELOG.md');
    for (const lang of ['tr', 'de', 'fr', 'ar']) {
      const shown = releasesIn(source, { lang, releases: read(`locales/changelog/${lang}.md`) });
      expect(shown.map((r) => [r.version, r.date, r.lang, r.notes.length])).toEqual(source.map((r) => [r.version, r.date, lang, r.notes.length]));
    }
  });

  it('a version a language has no text for is shown in English, and says so', () => {
    const source = parseChangelog('## 1.1.0 — 2026-02-01\n- New\n- Fix\n\n## 1.0.0 — 2026-01-01\n- First\n');
    const tr = parseChangelog('## 1.0.0 — 2026-01-01\n- İlk\n');
    expect(releasesIn(source, { lang: 'tr', releases: tr })).toEqual([
      { id: 2, version: '1.1.0', date: '2026-02-01', notes: ['New', 'Fix'], lang: 'en' },
      { id: 1, version: '1.0.0', date: '2026-01-01', notes: ['İlk'], lang: 'tr' },
    ]);
    expect(releasesIn(source, null).map((r) => r.lang)).toEqual(['en', 'en']);
  });
});
