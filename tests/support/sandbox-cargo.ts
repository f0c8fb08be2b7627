import { startSandboxProcess } from './sandbox-process';

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
  const sandbox = await startSandboxProcess('src/sandbox-cargo/main.ts', 'SANDBOX_CARGO_PORT', 'sandbox carrier', env);
  const { url, post } = sandbox;
  return {
    url,
    faults: (body: Record<string, number>) => post('/admin/faults', body),
    advance: (carrier: string, key: string, status: 'NOP' | 'IND' | 'DLV' | 'RTN') => post('/admin/advance', { carrier, key, status }),
    async shipments(): Promise<SandboxShipment[]> {
      return (await fetch(`${url}/admin/shipments`)).json() as Promise<SandboxShipment[]>;
    },
    stop: sandbox.stop,
  };
}
