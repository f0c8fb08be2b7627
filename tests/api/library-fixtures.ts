import { expect } from 'vitest';
import { call, type CallOptions, type Reply } from './client';

/** Members and copies of the library (issue #18) for the tests that lend: each call makes a new one with unique codes. */

type Caller = (method: string, path: string, opts: CallOptions) => Promise<Reply>;
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${process.pid % 1000}${++seq}`;

export async function newLibraryMember(token: string, extra: Record<string, unknown> = {}, api: Caller = call): Promise<{ id: number; cardNumber: string }> {
  const cardNumber = `K${unique()}`;
  const r = await api('POST', 'library/members', { token, body: { cardNumber, name: `Üye ${cardNumber}`, category: 'member', ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

/** A copy of `productId`, or of a new title when none is given. */
export async function newLibraryCopy(
  token: string,
  extra: Record<string, unknown> = {},
  api: Caller = call,
): Promise<{ id: number; barcode: string; productId: number }> {
  let productId = extra.productId as number | undefined;
  if (productId === undefined) {
    const locations = (await api('GET', 'locations', { token })).body.response.items;
    const p = await api('POST', 'products', {
      token,
      body: { name: `Yedek kopya ${unique()}`, unit: 'ADET', vatRate: 0, price: '10.00', locationId: locations[0].id },
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    productId = p.body.response.id as number;
  }
  const barcode = `B${unique()}`;
  const r = await api('POST', 'library/copies', { token, body: { barcode, itemType: 'book', ...extra, productId } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}
