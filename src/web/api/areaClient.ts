import { currentLang } from '../i18n/lang';
import { ApiError, isEnvelope } from './apiError';

export interface AreaCallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The client of an area outside the panel (the reader area /okuyucu, the dealers' shop /magaza): its own session
 * token (kept in this tab's sessionStorage under `tokenKey`), never the staff token or the staff's log-in dialog; a
 * refusal is thrown for the page to show in the visitor's language, and a 401 forgets the token so the page asks
 * to sign in again.
 */
export function areaClient(prefix: string, tokenKey: string) {
  const getToken = (): string | null => sessionStorage.getItem(tokenKey);
  const setToken = (token: string | null): void => {
    if (token) sessionStorage.setItem(tokenKey, token);
    else sessionStorage.removeItem(tokenKey);
  };
  async function call<T>(path: string, opts: AreaCallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), ...opts.headers };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${prefix}${path}`, { method: opts.method ?? 'GET', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    } catch (e) {
      throw new ApiError(0, 'Network error', { message: (e as Error).message });
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      if (res.status === 401) setToken(null);
      throw new ApiError(res.status, res.statusText, isEnvelope(body) ? body : null);
    }
    return (body as { response: T }).response;
  }
  return { getToken, setToken, call };
}
