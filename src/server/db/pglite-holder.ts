import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Who holds a PGlite data directory. PGlite is one process's database: a second process opening the same directory
 * (a restore while the server runs) would write beside it and corrupt both. The process that opens it writes its
 * pid here and removes it when it closes; PGlite's own `postmaster.pid` is there as long as any PGlite has it open.
 */
const HOLDER_FILE = 'defter-server.pid';

/** Marks `dataDir` as held by this process; the returned function lets it go. */
export function holdDataDir(dataDir: string): () => void {
  const file = join(dataDir, HOLDER_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
  };
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but is another user's
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Why `dataDir` may not be opened now, or null: a live process named in the holder file, or PGlite's own lock with
 * no holder file (a process of an older Defter, or another program). A holder file whose process is gone was left
 * by a server that stopped abruptly: PGlite recovers such a directory, so it does not count.
 */
export function dataDirHeld(dataDir: string): string | null {
  const file = join(dataDir, HOLDER_FILE);
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
      return `a running Defter server (process ${pid}) holds the data in ${dataDir}: stop it first`;
    return null;
  }
  if (existsSync(join(dataDir, 'postmaster.pid')))
    return `the database in ${dataDir} is open in another program, or was left open by one that stopped abruptly: stop the server (or start and stop it once) first`;
  return null;
}
