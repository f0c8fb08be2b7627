// `npm run demo:large`: years of a bookshop's life in the installation named by DATA_DIR (PGlite) or DATABASE_URL
// (PostgreSQL), then a check of what was written. LARGE_DOCUMENTS and LARGE_YEARS change its size.
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { seedDemoIfEmpty } from '../demo';
import { buildLargeDemo, largeDemoExists } from './build';
import { verifyLargeDemo } from './verify';
import { setServerClock } from '../../clock';

const config = readConfig();
setServerClock(config.clock);
const documents = Number(process.env.LARGE_DOCUMENTS || 200_000);
const years = Number(process.env.LARGE_YEARS || 3);

function diskUse(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) total += e.isDirectory() ? diskUse(join(dir, e.name)) : statSync(join(dir, e.name)).size;
  return total;
}

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  await seedDemoIfEmpty(db);
  if (await largeDemoExists(db)) {
    console.error('The large demo was already built on this data: start from an empty DATA_DIR or database.');
    process.exitCode = 1;
  } else {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`Building ${documents.toLocaleString('en')} documents over ${years} years into ${where}`);
    const started = performance.now();
    let last = 0;
    const result = await buildLargeDemo(db, {
      documents,
      years,
      onProgress(p) {
        const now = performance.now();
        if (now - last < 2000 && p.documents < p.total) return;
        last = now;
        const s = (now - started) / 1000;
        const rate = p.documents / s;
        console.log(
          `  ${p.day}  ${p.documents.toLocaleString('en')}/${p.total.toLocaleString('en')} documents, ${p.stockMoves.toLocaleString('en')} stock moves` +
            `  ${Math.round(rate)} documents/s, ${Math.round(p.stockMoves / s)} moves/s, ${Math.round((p.total - p.documents) / rate)} s left` +
            `  (engine ${(p.engineMs / 1000).toFixed(0)} s, database ${(p.writeMs / 1000).toFixed(0)} s)`,
        );
      },
    });
    const built = (performance.now() - started) / 1000;
    console.log(`Built ${result.documents.toLocaleString('en')} documents and ${result.stockMoves.toLocaleString('en')} stock moves in ${built.toFixed(0)} s`);
    console.log('Checking: sampled documents verify and replay to their ledgers, stock values follow the moving average, day totals equal the ledgers…');
    const checkStarted = performance.now();
    const problems = await verifyLargeDemo(db, result);
    console.log(`Checked in ${((performance.now() - checkStarted) / 1000).toFixed(0)} s: ${problems.length ? `${problems.length} problems` : 'no problems'}`);
    for (const p of problems.slice(0, 20)) console.log(`  ${p.what} ${p.id ?? ''} ${p.detail}`);
    if (problems.length) process.exitCode = 1;
  }
} finally {
  await db.close();
}
if (!config.databaseUrl) console.log(`Disk: ${(diskUse(config.dataDir) / 1024 ** 3).toFixed(2)} GB in ${config.dataDir}`);
