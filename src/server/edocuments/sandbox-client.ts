import { IntegratorError, type Answer, type IncomingHeader, type Integrator, type RegisteredUser, type RemoteState, type SendReceipt } from './integrator';

/** The HTTP client of the sandbox integrator (src/sandbox-integrator/): the integrator interface as JSON calls. */
export function sandboxIntegrator(baseUrl: string, timeoutMs = 5000): Integrator {
  const base = baseUrl.replace(/\/$/, '');

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let r: Response;
    try {
      r = await fetch(base + path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new IntegratorError(`integrator unreachable: ${e instanceof Error ? e.message : String(e)}`, false);
    }
    const text = await r.text().catch(() => '');
    if (!r.ok) {
      let message = text.slice(0, 500) || r.statusText;
      try {
        message = (JSON.parse(text) as { error?: string }).error ?? message;
      } catch {
        /* not JSON */
      }
      throw new IntegratorError(`integrator ${r.status}: ${message}`, r.status >= 400 && r.status < 500);
    }
    try {
      return (text ? JSON.parse(text) : undefined) as T;
    } catch {
      throw new IntegratorError('integrator answered no JSON', false);
    }
  }

  return {
    checkUser: (vkn) => call<RegisteredUser>('GET', `/users/${encodeURIComponent(vkn)}`),
    send: (uuid, xml) => call<SendReceipt>('POST', '/documents', { uuid, xml }),
    status: (uuid) => call<RemoteState>('GET', `/documents/${encodeURIComponent(uuid)}/status`),
    listIncoming: async (since) => (await call<{ items: IncomingHeader[] }>('GET', `/incoming?since=${encodeURIComponent(since)}`)).items,
    respond: async (uuid, answer: Answer, reason, document) => {
      await call('POST', `/documents/${encodeURIComponent(uuid)}/response`, { answer, reason, document });
    },
    fetch: async (uuid, format) => (await call<{ content: string }>('GET', `/documents/${encodeURIComponent(uuid)}?format=${format}`)).content,
  };
}
