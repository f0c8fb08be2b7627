import { spawn } from 'node:child_process';

export interface SandboxShipment {
  carrier: string;
  key: string;
  invoiceKey: string;
  trackingNumber: string;
  status: string;
  creates: number;
}

/** The sandbox carrier as `npm start` runs it: its own process, on a free port. */
export async function startSandboxCargo(env: Record<string, string> = {}) {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}src/sandbox-cargo/main.ts`], {
    cwd: root,
    env: { ...process.env, SANDBOX_CARGO_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox carrier exited (${code}): ${out}`)));
  });
  const post = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  return {
    url,
    faults: (body: Record<string, number>) => post('/admin/faults', body),
    advance: (carrier: string, key: string, status: 'NOP' | 'IND' | 'DLV' | 'RTN') => post('/admin/advance', { carrier, key, status }),
    async shipments(): Promise<SandboxShipment[]> {
      return (await fetch(`${url}/admin/shipments`)).json() as Promise<SandboxShipment[]>;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
