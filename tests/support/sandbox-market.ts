import { startSandboxProcess } from './sandbox-process';

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
  const sandbox = await startSandboxProcess('src/sandbox-market/main.ts', 'SANDBOX_MARKET_PORT', 'sandbox marketplace', env);
  const { url, post } = sandbox;
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
    stop: sandbox.stop,
  };
}
