import { spawn } from 'node:child_process';

/**
 * A sandbox as `npm start` runs it: `main` in its own process on a free port (`portVar` 0), its address read from its
 * "listening on" line; with the admin calls every sandbox's helper builds on.
 */
export async function startSandboxProcess(main: string, portVar: string, name: string, env: Record<string, string> = {}) {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}${main}`], {
    cwd: root,
    env: { ...process.env, [portVar]: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${out}`)));
  });
  return {
    url,
    post: async (path: string, body: unknown) =>
      (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
    get: async <T>(path: string) => (await fetch(`${url}${path}`)).json() as Promise<T>,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
