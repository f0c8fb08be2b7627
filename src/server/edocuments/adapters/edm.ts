import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { IntegratorError, type Integrator, type RemoteState, type RemoteStatus } from '../integrator';
import { asList, sendOnce, soapCall, soapEnvelope, textOf, receiverBox, ublFacts, type ProviderConfig } from './transport';
import { zipOne } from './zip';

/**
 * EDM's SOAP `EFaturaEDMConnectorService` (integrators.md; shaped like İzibiz's session API, which is documented):
 * `Login` gives a SESSION_ID, sent in every call's REQUEST_HEADER and taken again when the service says the session
 * ended. `CheckUser`, `SendInvoice` (the UBL as base64 of a zip, SENDER and RECEIVER with their aliases),
 * `GetInvoiceStatus`, `GetInvoice`, `SendInvoiceResponseWithServerSign`. A fault whose code names the client is the
 * provider's refusal (permanent). Namespace, paths and status words are unverified.
 */
export const EDM_URLS = {
  test: 'https://test.edmbilisim.com.tr/EFaturaEDM21ea/EFaturaEDM.svc',
  live: 'https://portal2.edmbilisim.com.tr/EFaturaEDM/EFaturaEDM.svc',
};
const NS = 'http://tempuri.org/';

type Xml = Record<string, unknown>;

/** EDM's status words (İzibiz's "<step> - <state>") as Defter's remote statuses. */
function remoteStatus(text: string): RemoteStatus {
  const s = text.toUpperCase();
  if (s.includes('ACCEPT')) return 'approved';
  if (s.includes('REJECT')) return 'rejected';
  if (s.includes('REPORT')) return 'reported';
  if (/SEND\s*-\s*SUCCEED|WAIT_APPLICATION_RESPONSE|RECEIVE/.test(s)) return 'sentToTaxAuthority';
  return 'queued';
}

export function edmIntegrator(config: ProviderConfig): Integrator {
  let session: string | undefined;
  let txn = 0;

  const requestHeader = (op: XMLBuilder, sessionId: string) => {
    const h = op.ele('REQUEST_HEADER');
    h.ele('SESSION_ID').txt(sessionId);
    h.ele('CLIENT_TXN_ID').txt(`defter-${Date.now()}-${++txn}`);
    h.ele('ACTION_DATE').txt(new Date().toISOString());
    h.ele('APPLICATION_NAME').txt('Defter');
    h.ele('COMPRESSED').txt('N');
  };

  async function login(): Promise<string> {
    const envelope = soapEnvelope({
      body: (b) => {
        const op = b.ele(NS, 'LoginRequest');
        requestHeader(op, '-1');
        op.ele('USER_NAME').txt(config.username);
        op.ele('PASSWORD').txt(config.secret);
      },
    });
    const answer = await soapCall(config.url, `${NS}Login`, envelope, config.timeoutMs);
    const id = textOf(answer.SESSION_ID);
    if (!id) throw new IntegratorError('EDM Login gave no SESSION_ID', true);
    session = id;
    return id;
  }

  async function call(operation: string, fill: (op: XMLBuilder) => void, again = true): Promise<Xml> {
    const sessionId = session ?? (await login());
    const envelope = soapEnvelope({
      body: (b) => {
        const op = b.ele(NS, `${operation}Request`);
        requestHeader(op, sessionId);
        fill(op);
      },
    });
    try {
      return await soapCall(config.url, `${NS}${operation}`, envelope, config.timeoutMs);
    } catch (e) {
      // a session that ended is taken again once
      if (again && e instanceof IntegratorError && /session|oturum/i.test(e.message)) {
        session = undefined;
        return call(operation, fill, false);
      }
      throw e;
    }
  }

  const checkUser: Integrator['checkUser'] = async (vkn) => {
    const answer = await call('CheckUser', (op) => {
      op.ele('USER').ele('IDENTIFIER').txt(vkn);
      op.ele('DOCUMENT_TYPE').txt('INVOICE');
    });
    const users = asList(answer.USER as Xml | Xml[] | undefined);
    const aliases = users
      .filter((u) => textOf(u.ALIAS))
      .map((u) => ({ alias: textOf(u.ALIAS), unit: (textOf(u.UNIT) === 'GB' ? 'GB' : 'PK') as 'GB' | 'PK', type: textOf(u.TYPE) || 'OZEL' }));
    return { isRegistered: users.length > 0, aliases };
  };

  async function status(uuid: string): Promise<RemoteState> {
    const answer = await call('GetInvoiceStatus', (op) => op.ele('INVOICE', { UUID: uuid }));
    const status = (answer.INVOICE_STATUS ?? {}) as Xml;
    const text = textOf(status.STATUS);
    if (!text) throw new IntegratorError(`EDM: unknown document ${uuid}`, true);
    const remote = remoteStatus(text);
    const reason = textOf(status.STATUS_DESCRIPTION);
    return { uuid, status: remote, final: ['approved', 'rejected', 'reported'].includes(remote), ...(remote === 'rejected' && reason ? { reason } : {}) };
  }

  return {
    checkUser,
    async send(uuid, xml) {
      const facts = ublFacts(xml);
      const receiverAlias = facts.kind === 'DespatchAdvice' ? '' : ((await receiverBox(facts, checkUser)) ?? '');
      return sendOnce(
        uuid,
        async () => {
          const answer = await call(facts.kind === 'DespatchAdvice' ? 'SendDespatch' : 'SendInvoice', (op) => {
            op.ele('SENDER', { vkn: facts.senderVkn, alias: config.senderAlias });
            op.ele('RECEIVER', { vkn: facts.receiverVkn, alias: receiverAlias });
            const doc = op.ele(facts.kind === 'DespatchAdvice' ? 'DESPATCHADVICE' : 'INVOICE', { UUID: uuid, ID: facts.number });
            doc.ele('CONTENT', { FILENAME: `${uuid}.zip` }).txt(zipOne(`${uuid}.xml`, xml).toString('base64'));
          });
          const result = textOf((answer.REQUEST_RETURN as Xml | undefined)?.RETURN_CODE);
          if (result && result !== '0') throw new IntegratorError(`EDM refused the document (${result})`, true);
          return { uuid, envelopeId: textOf(answer.ENVELOPE_ID) || uuid };
        },
        async () => Boolean(await status(uuid)),
      );
    },
    status,
    async listIncoming(since) {
      const answer = await call('GetInvoice', (op) => {
        const search = op.ele('INVOICE_SEARCH_KEY');
        search.ele('START_DATE').txt(since);
        search.ele('DIRECTION').txt('IN');
        search.ele('READ_INCLUDED').txt('true');
        op.ele('HEADER_ONLY').txt('Y');
      });
      return asList(answer.INVOICE as Xml | Xml[] | undefined).map((i) => {
        const h = (i.HEADER ?? {}) as Xml;
        return {
          uuid: String(i['@UUID'] ?? ''),
          number: String(i['@ID'] ?? ''),
          type: textOf(h.PROFILEID),
          senderVkn: textOf(h.SENDER),
          receivedAt: textOf(h.ISSUE_DATE),
        };
      });
    },
    async respond(uuid, answer, reason) {
      await call('SendInvoiceResponseWithServerSign', (op) => {
        op.ele('STATUS').txt(answer);
        op.ele('INVOICE', { UUID: uuid });
        op.ele('DESCRIPTION').txt(reason);
      });
    },
    async fetch(uuid, format, box) {
      const answer = await call('GetInvoice', (op) => {
        const search = op.ele('INVOICE_SEARCH_KEY');
        search.ele('UUID').txt(uuid);
        search.ele('DIRECTION').txt(box === 'inbox' ? 'IN' : 'OUT');
        op.ele('HEADER_ONLY').txt('N');
        op.ele('CONTENT_TYPE').txt(format === 'HTML' ? 'HTML' : 'XML');
      });
      const content = textOf(((asList(answer.INVOICE as Xml | Xml[] | undefined)[0] ?? {}) as Xml).CONTENT);
      return Buffer.from(content, 'base64').toString('utf8');
    },
  };
}
