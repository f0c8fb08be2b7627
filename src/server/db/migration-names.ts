/**
 * How a migration file is named. The first ones are numbered (`001_platform.sql` … `098_…`, three digits); a new one
 * is named by the UTC minute it was written (`202611290731_cash_box_limits.sql`, `npm run migration:new -- <name>`),
 * so two branches never pick the same name. The numbered ones apply first, by number; the dated ones after them, by
 * date. Applied migrations are recorded by their whole file name, so both kinds sit side by side in one table.
 */
const NUMBERED = /^(\d{3})_[a-z0-9_]+\.sql$/;
const DATED = /^(\d{12})_[a-z0-9_]+\.sql$/;
const NAME = /^[a-z][a-z0-9_]*$/;

export const MIGRATION_NAMING =
  'a new migration is named YYYYMMDDHHMM_name.sql (the UTC minute it was written, a lower-case name of letters, digits and _; npm run migration:new -- <name> makes one); the older ones are numbered NNN_name.sql';

/** The migration files of a folder listing in the order they apply; a name of neither form, or a prefix twice, is refused. */
export function migrationOrder(files: readonly string[]): string[] {
  const problems: string[] = [];
  const byPrefix = new Map<string, string>();
  for (const file of files) {
    const prefix = migrationPrefix(file);
    if (prefix === null) {
      problems.push(`"${file}" is not a migration name: ${MIGRATION_NAMING}.`);
      continue;
    }
    const other = byPrefix.get(prefix);
    if (other) problems.push(`"${other}" and "${file}" share the prefix ${prefix}: rename the newer one (npm run migration:new gives a free prefix).`);
    else byPrefix.set(prefix, file);
  }
  if (problems.length > 0) throw new Error(`Defter will not start: the migrations folder holds names it cannot order.\n${problems.join('\n')}`);
  // a numbered prefix (3 digits) sorts before every dated one (12 digits); within a kind, as written
  return [...byPrefix.entries()].sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)).map(([, file]) => file);
}

/** The number or UTC minute a migration file is named by; null when it is neither form (or no real minute). */
function migrationPrefix(file: string): string | null {
  const numbered = NUMBERED.exec(file);
  if (numbered) return numbered[1]!;
  const dated = DATED.exec(file);
  if (!dated || minutePrefix(prefixDate(dated[1]!)) !== dated[1]) return null;
  return dated[1]!;
}

function prefixDate(prefix: string): Date {
  const [y, mo, d, h, mi] = [prefix.slice(0, 4), prefix.slice(4, 6), prefix.slice(6, 8), prefix.slice(8, 10), prefix.slice(10, 12)].map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
}

/** `YYYYMMDDHHMM` of a moment, in UTC. */
export function minutePrefix(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

/**
 * The file name of a new migration written at `now`: the first free minute from then on, so a second migration
 * written in the same minute still gets a prefix of its own.
 */
export function newMigrationFile(name: string, now: Date, existing: readonly string[]): string {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a migration name: lower-case letters, digits and _, starting with a letter (cash_box_limits).`);
  const taken = new Set(existing.map(migrationPrefix));
  let at = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  while (taken.has(minutePrefix(at))) at = new Date(at.getTime() + 60_000);
  return `${minutePrefix(at)}_${name}.sql`;
}
