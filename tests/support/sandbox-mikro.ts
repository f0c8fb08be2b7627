import { spawn } from 'node:child_process';

export interface SandboxMikroDocument {
  kind: 'invoice' | 'order';
  series: string;
  sequence: number;
  key: string;
  number: string;
  accountCode: string;
  lines: number;
}

/** The sandbox Mikro as `npm start` runs it: its own process, on a free port. */
export async function startSandboxMikro(env: Record<string, string> = {}) {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}src/sandbox-mikro/main.ts`], {
    cwd: root,
    env: { ...process.env, SANDBOX_MIKRO_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox Mikro exited (${code}): ${out}`)));
  });
  const post = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const get = async <T>(path: string) => (await fetch(`${url}${path}`)).json() as Promise<T>;
  return {
    url,
    faults: (body: Record<string, number>) => post('/admin/faults', body),
    /** a Mikro user changes a stock card or an account on Mikro's side */
    changeStock: (code: string, change: { name?: string; price?: string }) => post('/admin/stock', { code, ...change }),
    changeAccount: (code: string, change: { name?: string }) => post('/admin/account', { code, ...change }),
    documents: () => get<SandboxMikroDocument[]>('/admin/documents'),
    stock: () => get<{ code: string; name: string; price: string; saves: number }[]>('/admin/stock'),
    accounts: () => get<{ code: string; name: string; saves: number }[]>('/admin/accounts'),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
