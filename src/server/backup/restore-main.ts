// `npm run restore -- FILE`: restores a company backup into this installation (the server stopped; the same DATA_DIR or DATABASE_URL).
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { dataDirHeld } from '../db/pglite-holder';
import { migrate } from '../db/migrate';
import { LANGUAGES, type Lang } from '../http/i18n';
import { RestoreRefused, restoreCompanyBackup } from './restore';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- FILE   (a company backup from POST /api/backups, with the server stopped)');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

const config = readConfig();
const held = config.databaseUrl ? null : dataDirHeld(config.dataDir);
if (held) {
  console.error(`Refused, nothing was written: ${held}.`);
  process.exit(1);
}
console.log(`Restoring ${file} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite data in ${config.dataDir}`}`);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrate(db);
  // the refusals a translation exists for speak the shell's language (LANG=tr_TR.UTF-8), English otherwise
  const shell = (process.env.LANG ?? '').slice(0, 2).toLowerCase();
  const lang: Lang = (LANGUAGES as readonly string[]).includes(shell) ? (shell as Lang) : 'en';
  const r = await restoreCompanyBackup(db, file, (m) => console.log(m), lang);
  console.log(`Restored company ${r.companyId} (${r.title}): ${r.rows} rows in ${r.tables.length} tables. Its users sign in as before.`);
} catch (e) {
  code = 1;
  if (e instanceof RestoreRefused) console.error(`Refused, nothing was written: ${e.message}`);
  else console.error('The restore failed, nothing was written:', e);
} finally {
  await db.close();
}
process.exit(code);
