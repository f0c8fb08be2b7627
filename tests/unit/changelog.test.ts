import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from '../../src/domain/changelog';
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
});
