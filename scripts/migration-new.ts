// `npm run migration:new -- <name>`: writes src/server/db/migrations/<UTC minute>_<name>.sql with the header every
// migration opens with, and prints its path (the naming: src/server/db/migration-names.ts).
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, migrationNames } from '../src/server/db/migrate';
import { newMigrationFile } from '../src/server/db/migration-names';

const HEADER = `-- Issue #NN: what this migration changes and why, in plain words. A company table has company_id, row-level
-- security and grants to defter_app like its neighbours, and the company backup (src/server/backup/) carries it;
-- the SQL runs on PostgreSQL 15 and PGlite.
`;

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('usage: npm run migration:new -- <name>   (lower-case letters, digits and _: cash_box_limits)');
  process.exit(1);
}
try {
  const file = newMigrationFile(name, new Date(), migrationNames());
  const path = join(MIGRATIONS_DIR, file);
  writeFileSync(path, HEADER, { flag: 'wx' });
  console.log(relative(process.cwd(), path));
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
