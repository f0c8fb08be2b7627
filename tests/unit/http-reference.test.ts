import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('the HTTP reference (docs/http-reference.md) is generated from the server, never written by hand', () => {
  it('has one entry for every call the server registers, and none for a call it does not', () => {
    const app = createApp({ db: {} as never, signingKey: new Uint8Array(32) });
    const registered = new Set(app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`));
    const reference = readFileSync(`${root}docs/http-reference.md`, 'utf8');
    const documented = [...reference.matchAll(/^### `([A-Z]+ \/api\/[^`]*)`$/gm)].map((m) => m[1]);
    expect(documented.toSorted()).toEqual([...registered].toSorted());
  });

  it('is what `npm run docs:http` writes from today’s routes, roles, schemas and error codes', async () => {
    const check = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/http-reference.ts', '--check'], { cwd: root });
    await expect(check.then((r) => r.stdout)).resolves.toContain('docs/http-reference.md is current');
  }, 300_000);
});
