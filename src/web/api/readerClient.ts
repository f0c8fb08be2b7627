import { currentLang } from '../i18n/lang';
import { ApiError, isEnvelope } from './apiError';

/**
 * The reader area's client (/okuyucu): its own session token (a reader's, kept in this tab's sessionStorage), never
 * the staff token or the staff's log-in dialog; a refusal is thrown for the page to show in the reader's language.
 */
const TOKEN_KEY = 'defter.readerToken';

export const getReaderToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);
export function setReaderToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}

export async function readerApi<T>(path: string, opts: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang() };
  const token = getReaderToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api/reader${path}`, { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // an ended session: the page asks for the card again
    if (res.status === 401) setReaderToken(null);
    throw new ApiError(res.status, res.statusText, isEnvelope(body) ? body : null);
  }
  return (body as { response: T }).response;
}
