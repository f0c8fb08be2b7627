import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, type CallOptions } from './client';
import { newLibraryCopy, newLibraryMember } from './library-fixtures';
import { startOwnServer } from './own-server';

/**
 * A ready hold past its day expires when anyone reads holds, copies or a member, not only at the counter: the test
 * moves a hold's `ready_until` into the past in the database, as the days would, on a server of its own.
 */
describe('a ready hold past its day', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let token: string;
  const api = (method: string, path: string, opts: CallOptions) => call(method, path, { ...opts, base: server.baseUrl });
  beforeAll(async () => {
    server = await startOwnServer();
    token = await login('muhasebe@demo.test', 'demo1234', server.baseUrl);
  });
  afterAll(() => server?.close());

  /** A title lent to one member and held by two; the return puts it on the holds shelf for the first. */
  async function readyHold() {
    const copy = await newLibraryCopy(token, {}, api);
    const [borrower, first, second] = [await newLibraryMember(token, {}, api), await newLibraryMember(token, {}, api), await newLibraryMember(token, {}, api)];
    expect((await api('POST', 'library/lend', { token, body: { cardNumber: borrower.cardNumber, barcode: copy.barcode } })).status).toBe(201);
    for (const m of [first, second])
      expect((await api('POST', 'library/holds', { token, body: { memberId: m.id, productId: copy.productId } })).status).toBe(201);
    const back = await api('POST', 'library/return', { token, body: { barcode: copy.barcode } });
    expect(back.body.response.holdFor).toMatchObject({ memberId: first.id, status: 'ready' });
    await server.db.system((q) => q.query(`update library_holds set ready_until = current_date - 1 where id = $1`, [back.body.response.holdFor.id]));
    return { copy, first, second, holdId: back.body.response.holdFor.id as number };
  }

  it('is expired when the holds queue is read, and its copy goes to the next member waiting', async () => {
    const { copy, second, holdId } = await readyHold();
    const queue = (await api('GET', `library/holds?productId=${copy.productId}`, { token })).body.response.items;
    expect(queue.map((h: { id: number }) => h.id)).not.toContain(holdId);
    expect(queue).toEqual([expect.objectContaining({ memberId: second.id, status: 'ready', copyId: copy.id, position: 1 })]);
  });

  it('is expired when the copies are read: the copy is reserved for the next member, not the first', async () => {
    const { copy, first, second } = await readyHold();
    const copies = (await api('GET', `library/copies?productId=${copy.productId}`, { token })).body.response.items;
    expect(copies).toEqual([expect.objectContaining({ id: copy.id, status: 'reserved' })]);
    expect((await api('GET', `library/members/${first.id}`, { token })).body.response.holds).toEqual([]);
    expect((await api('GET', `library/members/${second.id}`, { token })).body.response.holds).toEqual([
      expect.objectContaining({ status: 'ready', copyId: copy.id }),
    ]);
  });

  it('is expired when a member is read, and the last in the queue leaves the copy free', async () => {
    const copy = await newLibraryCopy(token, {}, api);
    const [borrower, only] = [await newLibraryMember(token, {}, api), await newLibraryMember(token, {}, api)];
    await api('POST', 'library/lend', { token, body: { cardNumber: borrower.cardNumber, barcode: copy.barcode } });
    await api('POST', 'library/holds', { token, body: { memberId: only.id, productId: copy.productId } });
    const back = await api('POST', 'library/return', { token, body: { barcode: copy.barcode } });
    await server.db.system((q) => q.query(`update library_holds set ready_until = current_date - 1 where id = $1`, [back.body.response.holdFor.id]));
    expect((await api('GET', `library/members/${only.id}`, { token })).body.response.holds).toEqual([]);
    expect((await api('GET', `library/copies/${copy.id}`, { token })).body.response.status).toBe('free');
  });
});
