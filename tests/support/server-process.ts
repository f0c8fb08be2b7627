import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * The server as `npm start` runs it once the sandbox is up: `src/server/main.ts` in a process of its own, on a free
 * port, configured by `env` (DATABASE_URL, INTEGRATOR_URL, …) over the test run's environment.
 */
export async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+?):(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[2]}/api/`);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${out}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
