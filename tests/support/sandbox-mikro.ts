import { startSandboxProcess } from './sandbox-process';

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
  const sandbox = await startSandboxProcess('src/sandbox-mikro/main.ts', 'SANDBOX_MIKRO_PORT', 'sandbox Mikro', env);
  const { url, post, get } = sandbox;
  return {
    url,
    faults: (body: Record<string, number>) => post('/admin/faults', body),
    /** a Mikro user changes a stock card or an account on Mikro's side */
    changeStock: (code: string, change: { name?: string; price?: string }) => post('/admin/stock', { code, ...change }),
    changeAccount: (code: string, change: { name?: string }) => post('/admin/account', { code, ...change }),
    documents: () => get<SandboxMikroDocument[]>('/admin/documents'),
    stock: () => get<{ code: string; name: string; price: string; saves: number }[]>('/admin/stock'),
    accounts: () => get<{ code: string; name: string; saves: number }[]>('/admin/accounts'),
    stop: sandbox.stop,
  };
}
