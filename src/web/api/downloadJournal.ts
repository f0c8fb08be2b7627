import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE } from './client';
import { displayApiError } from './errorDisplay';
import { getToken } from './session';

export type ExportFormat = 'csv-semicolon' | 'csv-tab' | 'json';

/** Downloads of a big range may take a while: longer than the client's usual time-out. */
const EXPORT_TIMEOUT_MS = 300_000;

/**
 * GET /api/audit/journal?from=&to=&format=&separator=: the journal of a range as a file. The body is not
 * JSON, so this call sets the client's headers itself and hands the file to the browser as a blob URL.
 */
export async function downloadJournal(range: { from?: string; to?: string }, kind: ExportFormat): Promise<void> {
  const params = new URLSearchParams({ format: kind === 'json' ? 'json' : 'csv', separator: kind === 'csv-tab' ? 'tab' : 'semicolon' });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/audit/journal?${params}`, { headers, signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS) });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    displayApiError(res.status, res.statusText, body);
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'journal';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
