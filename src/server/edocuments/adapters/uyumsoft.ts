import { IntegratorError, type Integrator, type RemoteState, type RemoteStatus } from '../integrator';
import { asList, sendOnce, soapCall, soapEnvelope, textOf, ublFacts, ublNode, type ProviderConfig } from './transport';

/**
 * Uyumsoft's SOAP `Integration` service (integrators.md; test host efatura-test.uyumsoft.com.tr, user Uyumsoft/
 * Uyumsoft): WS-Security UsernameToken in the header, operations of the `http://tempuri.org/` namespace named by
 * their SOAPAction `http://tempuri.org/IIntegration/<operation>`. The UBL travels inline in `InvoiceInfo/Invoice`.
 * A result with IsSucceded="false" is the provider's refusal (permanent). Unverified against the live service.
 */
export const UYUMSOFT_URLS = {
  test: 'https://efatura-test.uyumsoft.com.tr/services/Integration',
  live: 'https://efatura.uyumsoft.com.tr/services/Integration',
};
const NS = 'http://tempuri.org/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';

type Xml = Record<string, unknown>;

/** Uyumsoft's outbox statuses as Defter's remote statuses. */
const STATUS: Record<string, RemoteStatus> = {
  Draft: 'queued',
  Queued: 'queued',
  Processing: 'queued',
  NotSend: 'queued',
  SentToGib: 'sentToTaxAuthority',
  WaitingForAprovement: 'sentToTaxAuthority',
  Approved: 'approved',
  Declined: 'rejected',
  Return: 'rejected',
  EArchived: 'reported',
};

export function uyumsoftIntegrator(config: ProviderConfig): Integrator {
  async function call(operation: string, fill: (op: ReturnType<typeof ublNode>) => void): Promise<Xml> {
    const envelope = soapEnvelope({
      header: (h) => {
        const token = h.ele(WSSE, 'wsse:Security').ele(WSSE, 'wsse:UsernameToken');
        token.ele(WSSE, 'wsse:Username').txt(config.username);
        token.ele(WSSE, 'wsse:Password').txt(config.secret);
      },
      body: (b) => fill(b.ele(NS, operation)),
    });
    const response = await soapCall(config.url, `${NS}IIntegration/${operation}`, envelope, config.timeoutMs);
    const result = (response[`${operation}Result`] ?? {}) as Xml;
    if (String(result['@IsSucceded']).toLowerCase() !== 'true')
      throw new IntegratorError(`Uyumsoft ${operation}: ${String(result['@Message'] ?? 'refused')}`, true);
    return result;
  }

  async function status(uuid: string): Promise<RemoteState> {
    const result = await call('QueryOutboxInvoiceStatus', (op) => op.ele(NS, 'invoiceIds').ele(NS, 'string').txt(uuid));
    const value = asList(result.Value as Xml | Xml[] | undefined).find((v) => String(v['@InvoiceId']).toLowerCase() === uuid.toLowerCase());
    if (!value) throw new IntegratorError(`Uyumsoft: unknown document ${uuid}`, true);
    const remote = STATUS[String(value['@Status'])] ?? 'queued';
    const final = remote === 'approved' || remote === 'rejected' || remote === 'reported';
    return { uuid, status: remote, final, ...(remote === 'rejected' && value['@Message'] ? { reason: String(value['@Message']) } : {}) };
  }

  const checkUser: Integrator['checkUser'] = async (vkn) => {
    const result = await call('IsEInvoiceUser', (op) => {
      op.ele(NS, 'vknTckn').txt(vkn);
      op.ele(NS, 'alias').txt('');
    });
    const isRegistered = String(result['@Value']).toLowerCase() === 'true';
    if (!isRegistered) return { isRegistered, aliases: [] };
    const aliases = await call('GetUserAliasses', (op) => op.ele(NS, 'vknTckn').txt(vkn));
    const value = (aliases.Value ?? {}) as Xml;
    const list = (node: unknown, unit: 'GB' | 'PK') =>
      asList((node as Xml | undefined)?.Alias as unknown).map((a) => ({ alias: textOf((a as Xml)?.Name ?? a), unit, type: 'OZEL' }));
    return { isRegistered, aliases: [...list(value.Senders, 'GB'), ...list(value.Receivers, 'PK')] };
  };

  return {
    checkUser,
    async send(uuid, xml) {
      const facts = ublFacts(xml);
      if (facts.kind !== 'Invoice')
        throw new IntegratorError('Uyumsoft: e-waybills go through its DespatchIntegration service, which this adapter does not speak', true);
      const archive = facts.profile === 'EARSIVFATURA';
      const alias = archive ? '' : ((await checkUser(facts.receiverVkn)).aliases.find((a) => a.unit === 'PK')?.alias ?? '');
      return sendOnce(
        uuid,
        async () => {
          const result = await call('SendInvoice', (op) => {
            const info = op.ele(NS, 'invoices').ele(NS, 'InvoiceInfo', { LocalDocumentId: uuid });
            info.ele(NS, 'Invoice').import(ublNode(xml));
            info.ele(NS, 'TargetCustomer', { VknTckn: facts.receiverVkn, Alias: alias, Title: facts.receiverName });
            if (archive) info.ele(NS, 'EArchiveInvoiceInfo', { DeliveryType: 'Electronic' });
            info.ele(NS, 'Scenario').txt('Automated');
          });
          const value = asList(result.Value as Xml | Xml[] | undefined)[0] ?? {};
          return { uuid: String(value['@Id'] ?? uuid).toLowerCase(), envelopeId: String(value['@Number'] ?? value['@Id'] ?? uuid) };
        },
        async () => (await status(uuid)) !== undefined,
      );
    },
    status,
    async listIncoming(since) {
      const result = await call('GetInboxInvoiceList', (op) => {
        const query = op.ele(NS, 'query');
        query.ele(NS, 'ExecutionStartDate').txt(since);
        query.ele(NS, 'PageIndex').txt('0');
        query.ele(NS, 'PageSize').txt('100');
        query.ele(NS, 'OnlyNewestInvoices').txt('false');
      });
      const items = asList(((result.Value as Xml | undefined)?.Items as Xml | Xml[] | undefined) ?? []);
      return items.map((i) => ({
        uuid: String(i['@InvoiceId'] ?? ''),
        number: String(i['@DocumentId'] ?? ''),
        type: String(i['@Type'] ?? ''),
        senderVkn: String(i['@TargetTcknVkn'] ?? ''),
        receivedAt: String(i['@CreateDateUtc'] ?? ''),
      }));
    },
    async respond(uuid, answer, reason) {
      await call('SendDocumentResponse', (op) => {
        const r = op.ele(NS, 'responses').ele(NS, 'DocumentResponseInfo', { InvoiceId: uuid, ResponseStatus: answer === 'KABUL' ? 'Approved' : 'Declined' });
        r.ele(NS, 'Reason').txt(reason);
      });
    },
    async fetch(uuid, format, box) {
      // GetInboxInvoice(View) is assumed to mirror the documented outbox operations
      const operation = `Get${box === 'inbox' ? 'Inbox' : 'Outbox'}Invoice${format === 'HTML' ? 'View' : ''}`;
      const result = await call(operation, (op) => op.ele(NS, 'invoiceId').txt(uuid));
      const value = (result.Value ?? {}) as Xml;
      const data = textOf(value.Html ?? value.Data ?? value);
      return format === 'HTML' ? data : Buffer.from(data, 'base64').toString('utf8');
    },
  };
}
