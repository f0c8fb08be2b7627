import { IntegratorError, type Integrator, type RemoteState, type RemoteStatus } from '../integrator';
import { httpCall, receiverBox, sendOnce, ublFacts, type ProviderConfig } from './transport';
import { zipOne } from './zip';

/**
 * MySoft's REST API v8 (integrators.md, after the third-party SDK `mysoft-nodejs`): an OAuth client-credentials token
 * (`POST /oauth/token`, about five minutes) kept until shortly before it runs out, then JSON calls with
 * `Authorization: Bearer`. A UBL goes as the base64 of a zip holding `<ETTN>.xml` (`sendInvoiceWithUblXml`,
 * `sendDespatchWithUblXml`), with the receiver's `pkAlias`. An answer `{succeed: false, message}` is the
 * provider's refusal (permanent), a 401 drops the token and is tried once more. Paths unverified.
 */
export const MYSOFT_URLS = {
  test: 'https://edocumentapitest.mysoft.com.tr',
  live: 'https://edocumentapi.mysoft.com.tr',
};

/** MySoft's outbox statuses as Defter's remote statuses. */
const STATUS: Record<string, RemoteStatus> = {
  QUEUED: 'queued',
  PROCESSING: 'queued',
  SENT_TO_GIB: 'sentToTaxAuthority',
  DELIVERED: 'sentToTaxAuthority',
  WAITING_RESPONSE: 'sentToTaxAuthority',
  ACCEPTED: 'approved',
  REJECTED: 'rejected',
  REPORTED: 'reported',
};

interface Reply<T> {
  succeed?: boolean;
  message?: string;
  data?: T;
}

export function mysoftIntegrator(config: ProviderConfig, now: () => number = Date.now): Integrator {
  const base = config.url.replace(/\/$/, '');
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: config.username, client_secret: config.secret }).toString();
    const r = await httpCall(
      `${base}/oauth/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
      config.timeoutMs,
    );
    if (r.status >= 500) throw new IntegratorError(`MySoft token ${r.status}`, false);
    const parsed = JSON.parse(r.text || '{}') as { access_token?: string; expires_in?: number; error_description?: string };
    if (r.status !== 200 || !parsed.access_token) throw new IntegratorError(`MySoft token refused: ${parsed.error_description ?? r.status}`, true);
    // kept until 30 s before it runs out
    token = { value: parsed.access_token, until: now() + Math.max(0, (parsed.expires_in ?? 300) - 30) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<T> {
    const bearer = await accessToken();
    const r = await httpCall(
      base + path,
      {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      config.timeoutMs,
    );
    if (r.status === 401 && !retried) {
      token = undefined;
      return call(method, path, body, true);
    }
    if (r.status >= 500 || r.status === 429) throw new IntegratorError(`MySoft ${r.status}: ${r.text.slice(0, 300)}`, false);
    let reply: Reply<T>;
    try {
      reply = JSON.parse(r.text) as Reply<T>;
    } catch {
      throw new IntegratorError(`MySoft ${r.status}: no JSON answer`, false);
    }
    if (r.status >= 400 || reply.succeed === false) throw new IntegratorError(`MySoft: ${reply.message ?? r.status}`, true);
    return reply.data as T;
  }

  const checkUser: Integrator['checkUser'] = async (vkn) => {
    const isRegistered = Boolean(await call<boolean>('GET', `/api/taxpayers/isEInvoiceUser?vkn=${encodeURIComponent(vkn)}`));
    if (!isRegistered) return { isRegistered, aliases: [] };
    const aliases = await call<{ pkAliases?: string[]; gbAliases?: string[] }>('GET', `/api/taxpayers/getAliases?vkn=${encodeURIComponent(vkn)}`);
    return {
      isRegistered,
      aliases: [
        ...(aliases.gbAliases ?? []).map((alias) => ({ alias, unit: 'GB' as const, type: 'OZEL' })),
        ...(aliases.pkAliases ?? []).map((alias) => ({ alias, unit: 'PK' as const, type: 'OZEL' })),
      ],
    };
  };

  async function status(uuid: string): Promise<RemoteState> {
    const items = await call<{ uuid: string; status: string; message?: string }[]>('POST', '/api/invoice/getOutboxStatus', [uuid]);
    const item = (items ?? []).find((i) => i.uuid.toLowerCase() === uuid.toLowerCase());
    if (!item) throw new IntegratorError(`MySoft: unknown document ${uuid}`, true);
    const remote = STATUS[item.status] ?? 'queued';
    return {
      uuid,
      status: remote,
      final: ['approved', 'rejected', 'reported'].includes(remote),
      ...(item.message && remote === 'rejected' ? { reason: item.message } : {}),
    };
  }

  return {
    checkUser,
    async send(uuid, xml) {
      const facts = ublFacts(xml);
      const pkAlias = await receiverBox(facts, checkUser);
      const payload = {
        ublXml: zipOne(`${uuid}.xml`, xml).toString('base64'),
        ...(pkAlias ? { pkAlias } : {}),
        ...(config.senderAlias ? { gbAlias: config.senderAlias } : {}),
        localReferenceId: uuid,
      };
      const path = facts.kind === 'DespatchAdvice' ? '/api/despatch/sendDespatchWithUblXml' : '/api/invoice/sendInvoiceWithUblXml';
      return sendOnce(
        uuid,
        async () => {
          const sent = await call<{ uuid?: string; envelopeId?: string }>('POST', path, payload);
          return { uuid: (sent?.uuid ?? uuid).toLowerCase(), envelopeId: sent?.envelopeId ?? uuid };
        },
        async () => Boolean(await status(uuid)),
      );
    },
    status,
    async listIncoming(since) {
      const items = await call<{ uuid: string; documentNumber: string; type: string; senderVkn: string; createdAt: string }[]>(
        'GET',
        `/api/invoice/getInboxInvoiceList?startDate=${encodeURIComponent(since)}`,
      );
      return (items ?? []).map((i) => ({ uuid: i.uuid, number: i.documentNumber, type: i.type, senderVkn: i.senderVkn, receivedAt: i.createdAt }));
    },
    async respond(uuid, answer, reason) {
      await call('POST', '/api/invoice/sendApplicationResponse', { uuid, status: answer, reason });
    },
    async fetch(uuid, format, box) {
      // getInboxXml/Html are assumed to mirror the outbox's
      const from = box === 'inbox' ? 'Inbox' : 'Outbox';
      return call<string>('GET', `/api/invoice/get${from}${format === 'HTML' ? 'Html' : 'Xml'}?uuid=${encodeURIComponent(uuid)}`);
    },
  };
}
