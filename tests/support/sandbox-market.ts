import { spawn } from 'node:child_process';

export interface SandboxPackage {
  id: number;
  orderNumber: string;
  status: string;
  acknowledged: number;
}

export interface SandboxInventory {
  items: Record<string, { barcode: string; quantity: number; salePrice: number; listPrice: number }>;
  /** each price-and-inventory request taken, with its items */
  received: { barcode: string; quantity: number; salePrice: number; listPrice: number }[][];
}

/** The sandbox marketplace as `npm start` runs it: its own process, on a free port. */
export async function startSandboxMarket(env: Record<string, string> = {}) {
  const root = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', `${root}src/sandbox-market/main.ts`], {
    cwd: root,
    env: { ...process.env, SANDBOX_MARKET_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`sandbox marketplace exited (${code}): ${out}`)));
  });
  const post = async (path: string, body: unknown) =>
    (await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  return {
    url,
    faults: (body: Record<string, number>) => post('/admin/faults', body),
    /** a customer's order at the marketplace */
    placeOrder: (body: {
      sellerId: string;
      customer?: { id?: number; firstName?: string; lastName?: string; email?: string; taxNumber?: string };
      lines: { barcode: string; quantity: number; price: number }[];
    }) => post('/admin/orders', body) as Promise<SandboxPackage>,
    cancel: (id: number) => post(`/admin/orders/${id}/cancel`, {}) as Promise<SandboxPackage>,
    returnOrder: (id: number) => post(`/admin/orders/${id}/return`, {}) as Promise<SandboxPackage>,
    async orders(sellerId: string): Promise<SandboxPackage[]> {
      return (await fetch(`${url}/admin/orders?sellerId=${sellerId}`)).json() as Promise<SandboxPackage[]>;
    },
    async inventory(sellerId: string): Promise<SandboxInventory> {
      return (await fetch(`${url}/admin/inventory?sellerId=${sellerId}`)).json() as Promise<SandboxInventory>;
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
