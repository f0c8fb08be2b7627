import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';

/** An embedded database in memory, of this test's own, migrated and holding the demo: a migration test rewrites it freely. */
export async function freshDemoDatabase(): Promise<Database> {
  const db = await openDatabase({ databaseUrl: null, dataDir: null });
  await migrate(db);
  await seedDemoIfEmpty(db);
  return db;
}
