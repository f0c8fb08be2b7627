import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const PURE_DIRS = ['machines', 'src/domain/lifecycle', 'src/domain/money'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('machines and the domain stay pure', () => {
  const all = PURE_DIRS.flatMap((d) => files(join(ROOT, d)));

  it('import nothing from src/server or src/web, nothing from node:, and no I/O library', () => {
    expect(all.length).toBeGreaterThan(10);
    for (const file of all) {
      const source = readFileSync(file, 'utf8');
      const imports = [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
      for (const spec of imports) {
        const where = relative(ROOT, file);
        expect(spec, where).not.toMatch(/src\/(server|web)|^node:|^(fs|path|http|https|net|child_process|pg|@electric-sql|hono|react|drizzle)/);
        expect(spec, where).not.toMatch(/^\.\.?\/.*(server|web)\//);
      }
    }
  });

  it('machines use no invoke and no delayed transitions', () => {
    for (const file of all.filter((f) => f.includes('/machines/'))) {
      const source = readFileSync(file, 'utf8');
      // the machine definitions; a rule's parameter may well be called `after`
      if (!source.includes('createMachine(')) continue;
      expect(source, file).not.toMatch(/\binvoke\s*:|\bafter\s*:|fromPromise|fromCallback/);
    }
  });
});
