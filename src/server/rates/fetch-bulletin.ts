import { parseTcmbBulletin, TcmbParseError, type TcmbBulletin } from '../../domain/money/tcmb';
import { decodeBulletin } from './decode';

export const FETCH_TIMEOUT_MS = 5_000;

/** TCMB could not be asked (no network, time-out, a server error, an answer that is no bulletin). */
export class TcmbUnreachable extends Error {
  constructor(message: string) {
    super(`TCMB: ${message}`);
    this.name = 'TcmbUnreachable';
  }
}

export type FetchedBulletin = { kind: 'found'; bulletin: TcmbBulletin } | { kind: 'missing' };

/** today.xml for today, else the archive file /YYYYMM/DDMMYYYY.xml. */
export function bulletinUrl(baseUrl: string, day: string, today: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (day === today) return `${base}/today.xml`;
  const [y, m, d] = day.split('-');
  return `${base}/${y}${m}/${d}${m}${y}.xml`;
}

/**
 * The bulletin TCMB published for `day`. No file (404) is `missing`: TCMB publishes none on weekends and
 * holidays. today.xml may still hold the previous bulletin before the day's one comes out (15:30); the
 * caller sees that by its date.
 */
export async function fetchBulletin(baseUrl: string, day: string, today: string): Promise<FetchedBulletin> {
  const url = bulletinUrl(baseUrl, day, today);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/xml, text/xml' } });
  } catch (e) {
    throw new TcmbUnreachable(`${url}: ${(e as Error).message}`);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return { kind: 'missing' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new TcmbUnreachable(`${url}: HTTP ${res.status}`);
  }
  try {
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { kind: 'found', bulletin: parseTcmbBulletin(decodeBulletin(bytes, res.headers.get('content-type'))) };
  } catch (e) {
    if (e instanceof TcmbParseError) throw new TcmbUnreachable(`${url}: ${e.message}`);
    throw new TcmbUnreachable(`${url}: ${(e as Error).message}`);
  }
}
