import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE } from './client';
import { displayApiError } from './errorDisplay';
import { getToken } from './session';

/** Exports of a big range may take a while: longer than the client's usual time-out. */
const DOWNLOAD_TIMEOUT_MS = 300_000;

/**
 * GET (or POST) /api/<path> answered by a file (a CSV or JSON export), handed to the browser as a download under the name the
 * server gives. The body is not the API's envelope, so this call sets the client's headers itself; a refusal is shown
 * and thrown as every other call's is.
 */
export async function downloadFile(path: string, fallbackName: string, method: 'GET' | 'POST' = 'GET'): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path}`, { method, headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    displayApiError(res.status, res.statusText, body);
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the browser reads the blob after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
