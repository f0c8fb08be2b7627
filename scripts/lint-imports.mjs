#!/usr/bin/env node
// The import rules of the house (architecture.md), checked on every source file:
// - machines/, flows/ and src/domain/ import nothing from src/web/ or src/server/, and no module that does I/O;
// - src/web/ and src/server/ never import each other.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const PURE = ['machines', 'flows', 'src/domain'];
const IO_MODULES = /^(node:|fs$|path$|child_process$|net$|http$|https$|crypto$|os$|pg$|@electric-sql\/pglite|hono|@hono\/|react-dom|idb)/;

function* files(dir) {
  let entries = [];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(e.name)) yield p;
  }
}

const importRe = /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const area = (file) => (file.startsWith('src/web/') ? 'web' : file.startsWith('src/server/') ? 'server' : PURE.some((p) => file.startsWith(p + '/')) ? 'pure' : 'other');

const problems = [];
for (const top of ['machines', 'flows', 'src']) {
  for (const file of files(top)) {
    const from = area(file);
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const target = spec.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), spec)) : null;
      const to = target ? area(target + '/') : 'package';
      if (from === 'pure' && (to === 'web' || to === 'server')) problems.push(`${file}: imports ${spec} (pure code may not import ${to} code)`);
      if (from === 'pure' && !target && IO_MODULES.test(spec)) problems.push(`${file}: imports ${spec} (pure code may not do I/O)`);
      if (from === 'web' && to === 'server') problems.push(`${file}: imports ${spec} (the web app may not import the server)`);
      if (from === 'server' && to === 'web') problems.push(`${file}: imports ${spec} (the server may not import the web app)`);
    }
  }
}
if (problems.length) {
  console.error(`Import rules broken (${problems.length}):\n` + problems.map((p) => `  ${p}`).join('\n'));
  process.exit(1);
}
console.log('import rules: 0 problems');
