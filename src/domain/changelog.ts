/** One version's update notes (CHANGELOG.md). `id` counts the versions from the oldest (1), so it stays as new ones are added. */
export interface Release {
  id: number;
  version: string;
  /** YYYY-MM-DD */
  date: string;
  notes: string[];
}

const HEADING = /^##\s+(\d+\.\d+\.\d+)\s+[—-]\s+(\d{4}-\d{2}-\d{2})\s*$/;

/** The releases of a changelog's text, newest first: each `## <version> — <date>` heading and its `- ` lines. */
export function parseChangelog(text: string): Release[] {
  const found: Omit<Release, 'id'>[] = [];
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    if (heading) found.push({ version: heading[1]!, date: heading[2]!, notes: [] });
    else if (found.length && /^\s*-\s+/.test(line)) found[found.length - 1]!.notes.push(line.replace(/^\s*-\s+/, '').trim());
    else if (found.length && /^\s{2,}\S/.test(line) && found[found.length - 1]!.notes.length) {
      // a note's continuation line
      const notes = found[found.length - 1]!.notes;
      notes[notes.length - 1] += ` ${line.trim()}`;
    }
  }
  return found.map((r, i) => ({ ...r, id: found.length - i }));
}

/** A release as the page shows it: its notes and the language they are written in. */
export interface ShownRelease extends Release {
  lang: string;
}

/**
 * The releases of the source changelog (English, CHANGELOG.md) in a language: each version's notes from the
 * translation's entry of the same version, else the source's, marked English.
 */
export function releasesIn(source: readonly Release[], translation: { lang: string; releases: readonly Release[] } | null): ShownRelease[] {
  return source.map((r) => {
    const own = translation?.releases.find((t) => t.version === r.version && t.notes.length > 0);
    return own ? { ...r, notes: own.notes, lang: translation!.lang } : { ...r, lang: 'en' };
  });
}
