// `npm run backup:all -- FILE` and `npm run restore:all -- FILE`: the whole installation, with the server stopped (DATA_DIR or DATABASE_URL).
import { readConfig } from '../config';
import { dataDirHeld } from '../db/pglite-holder';
import { InstallationRefused, backupInstallation, restoreInstallation } from './installation';

const [command, file, ...rest] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file || rest.length) {
  console.error('Usage: npm run backup:all -- FILE   or   npm run restore:all -- FILE   (with the server stopped)');
  process.exit(2);
}

const config = readConfig();
const held = config.databaseUrl ? null : dataDirHeld(config.dataDir);
if (held) {
  console.error(`Refused: ${held}.`);
  process.exit(1);
}
const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite data in ${config.dataDir}`;
const log = (m: string) => console.log(m);
try {
  if (command === 'backup') {
    console.log(`Backing up ${where} into ${file}`);
    await backupInstallation(config, file, log);
  } else {
    console.log(`Restoring ${file} into ${where}`);
    const { companies } = await restoreInstallation(config, file, log);
    console.log(`Restored: ${companies} ${companies === 1 ? 'company' : 'companies'}. Start the server as before (npm start).`);
  }
} catch (e) {
  if (e instanceof InstallationRefused) console.error(`Refused: ${e.message}`);
  else console.error(`The ${command} failed:`, e);
  process.exit(1);
}
process.exit(0);
