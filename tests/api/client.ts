import { inject } from 'vitest';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export const baseUrl = () => inject('baseUrl');

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  raw?: string;
  /** another server than the run's shared one */
  base?: string;
}

export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const r = await fetch((opts.base ?? baseUrl()) + path.replace(/^\//, ''), {
    method,
    headers,
    body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await r.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: r.status, body, headers: r.headers };
}

export async function login(email: string, password = 'demo1234', base?: string): Promise<string> {
  const r = await call('POST', 'auth/login', { body: { email, password }, base });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.response.authorization.access_token;
}

/** The offline till's device the API tests use for every shared user: authorised once, named on each download. */
export const TEST_TILL = 'api-test-till';
export async function tillHeaders(token: string, base?: string): Promise<Record<string, string>> {
  const r = await call('POST', 'offline/device', { token, base, body: { deviceId: TEST_TILL } });
  if (r.status !== 200) throw new Error(`offline device: ${r.status} ${JSON.stringify(r.body)}`);
  return { 'x-defter-device': TEST_TILL };
}
