import { currentLang } from '../i18n/lang';
import { keptAnswerHeaders } from '../offline/keptAnswers';
import { ApiError } from './apiError';
import { displayApiError } from './errorDisplay';
import { getToken } from './session';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** public calls (login, brand) never open the log-in dialog on 401 */
  isPublic?: boolean;
  /**
   * A form's call, whose screen shows a 422's messages where the user typed (under the fields, or in its own
   * banner): the spec §8 alert is left out, so that the messages are shown once.
   */
  formShowsErrors?: boolean;
  headers?: Record<string, string>;
}

export interface ApiResult<T> {
  data: T;
  message?: string;
}

/**
 * The one API client (spec §7, §8): base /api, bearer token from the `token` cookie, the current language in
 * Accept-Language, 60 s time-out, the `response` part of the envelope unwrapped, failures shown once here.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), ...keptAnswerHeaders(), ...opts.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: ctrl.signal,
    });
  } catch (e) {
    throw new ApiError(0, ctrl.signal.aborted ? 'Timeout' : 'Network error', { message: (e as Error).message });
  } finally {
    clearTimeout(timer);
  }

  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    displayApiError(res.status, res.statusText, body, { isPublic: !!opts.isPublic, formShowsErrors: !!opts.formShowsErrors });
    throw new ApiError(res.status, res.statusText, (body && typeof body === 'object' ? body : null) as never);
  }
  if (body && typeof body === 'object' && 'response' in body) {
    const env = body as { response: T; message?: string };
    return { data: env.response, message: env.message };
  }
  return { data: body as T };
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await request<T>(path, opts)).data;
}
