import { call, login } from './client';

export interface Demo {
  admin: string;
  accountant: string;
  cashier: string;
  auditor: string;
  products: { id: number; name: string; price: string; vatRate: number; stockQuantity: string }[];
  customer: { id: number };
  supplier: { id: number };
}

/** Tokens of the demo company's users and a few of its records, read through the API. */
export async function demo(): Promise<Demo> {
  const admin = await login('admin@demo.test');
  const [accountant, cashier, auditor] = await Promise.all(['muhasebe@demo.test', 'kasa@demo.test', 'denetci@demo.test'].map((e) => login(e)));
  const products = (await call('GET', 'products?limit=100', { token: admin })).body.response.items;
  const accounts = (await call('GET', 'accounts?limit=100', { token: admin })).body.response.items as { id: number; kind: string }[];
  return {
    admin,
    accountant: accountant!,
    cashier: cashier!,
    auditor: auditor!,
    products,
    customer: accounts.find((a) => a.kind === 'customer')!,
    supplier: accounts.find((a) => a.kind === 'supplier')!,
  };
}

export const stockOf = async (token: string, productId: number) => (await call('GET', `products/${productId}`, { token })).body.response.stockQuantity as string;
export const balanceOf = async (token: string, accountId: number) => (await call('GET', `accounts/${accountId}`, { token })).body.response.balance as string;
