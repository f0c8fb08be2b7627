import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The sandbox integrator as `npm start` runs it: its own process, on a free port, with its state in a temporary directory. */
export async function startSandboxIntegrator(
  env: Record<string, string> = {},
): Promise<{ url: string; admin(path: string, body?: unknown): Promise<any>; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'defter-sandbox-'));
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/sandbox-integrator/main.ts')], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_STATE: join(dir, 'state.json'), SANDBOX_SUPPLY_EVERY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox integrator exited (${code}): ${out}`)));
  });
  return {
    url,
    async admin(path, body) {
      const r = await fetch(`${url}/admin/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return r.json();
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
