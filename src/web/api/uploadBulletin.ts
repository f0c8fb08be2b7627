import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successEnvelope } from '../../domain/schemas/envelope';
import { uploadedBulletinSchema, type UploadedBulletin } from '../../domain/schemas/rates';
import { currentLang } from '../i18n/lang';
import { ApiError } from './apiError';
import { API_BASE, REQUEST_TIMEOUT_MS } from './client';
import { displayApiError } from './errorDisplay';
import { exchangeRateKeys } from './queryKeys';
import { getToken } from './session';

/**
 * POST /api/exchange-rates/bulletin: a TCMB bulletin file sent as it is (its bytes are ISO-8859-9, so it
 * cannot travel as JSON text); 201 stored, 200 stored before, 422 {errors: {file}} for another file.
 * The shared client sends JSON only, so this call sets the same headers itself.
 */
export async function uploadBulletin(file: Blob): Promise<UploadedBulletin> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), 'Content-Type': 'application/xml' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/exchange-rates/bulletin`, { method: 'POST', headers, body: file, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (e) {
    throw new ApiError(0, 'Network error', { message: (e as Error).message });
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    displayApiError(res.status, res.statusText, body, { formShowsErrors: true });
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  return successEnvelope(uploadedBulletinSchema).parse(body).response;
}

export function useUploadBulletin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadBulletin, onSuccess: () => qc.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}
