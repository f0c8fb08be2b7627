import { expect } from 'vitest';

/**
 * Reads until `done` holds, for work a server does in the background (a worker's queue): between reads it asks
 * `pause` (a cheap request to the same server), which gives the worker its turn without a fixed sleep.
 * Fails after `ms` with the last value read.
 */
export async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, pause: () => Promise<unknown>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    expect(Date.now() < deadline, `${what}: ${JSON.stringify(v)}`).toBe(true);
    await pause();
  }
}
