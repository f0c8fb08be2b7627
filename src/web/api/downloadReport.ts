import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE } from './client';
import { displayApiError } from './errorDisplay';
import { reportParams, type ReportName, type ReportQuery } from './fetchReport';
import { getToken } from './session';

/**
 * GET /api/reports/:name?format=csv: the report as a spreadsheet file in the user's language, handed to the
 * browser as a blob URL (the body is not JSON, so this call sets the client's headers itself).
 */
export async function downloadReport(name: ReportName, query: ReportQuery, separator: 'semicolon' | 'tab' = 'semicolon'): Promise<void> {
  const params = reportParams({ ...query, format: 'csv', separator });
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/reports/${name}?${params}`, { headers });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    displayApiError(res.status, res.statusText, body);
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  const file = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
