/**
 * What Defter asks of an e-document integrator (integrators.md "A suggested adapter interface"). Every adapter
 * speaks it; the sandbox integrator speaks it over HTTP (sandbox-client.ts).
 */

export type RemoteStatus = 'queued' | 'sentToTaxAuthority' | 'reported' | 'approved' | 'rejected';
export type Answer = 'KABUL' | 'RED';
export type DocumentBox = 'outbox' | 'inbox';

export interface RegisteredUser {
  isRegistered: boolean;
  aliases: { alias: string; unit: 'GB' | 'PK'; type: string }[];
}

export interface SendReceipt {
  uuid: string;
  envelopeId: string;
}

export interface RemoteState {
  uuid: string;
  status: RemoteStatus;
  /** nothing more will happen to the document at the tax authority */
  final: boolean;
  answer?: Answer;
  reason?: string;
}

export interface IncomingHeader {
  uuid: string;
  number: string;
  /** Invoice, DespatchAdvice or ApplicationResponse (a buyer's answer to the company's commercial invoice) */
  type: string;
  senderVkn: string;
  receivedAt: string;
  /** to whom: an integrator that serves several companies names the receiver's VKN */
  receiverVkn?: string;
  profile?: string;
}

export interface Integrator {
  checkUser(vkn: string): Promise<RegisteredUser>;
  /** idempotent by UUID: sending a UUID again returns the first receipt and makes no second document */
  send(uuid: string, xml: string): Promise<SendReceipt>;
  status(uuid: string): Promise<RemoteState>;
  listIncoming(since: string): Promise<IncomingHeader[]>;
  /** the receiver's answer to an incoming document; `document` is its UBL (ApplicationResponse or ReceiptAdvice) where the integrator takes one */
  respond(uuid: string, answer: Answer, reason: string, document?: string): Promise<void>;
  /** a document's content: one the company sent (`outbox`) or one it received (`inbox`), which integrators keep apart */
  fetch(uuid: string, format: 'XML' | 'HTML', box: DocumentBox): Promise<string>;
}

/**
 * An integrator's refusal. `permanent`: the document itself is refused (a receiver who is no e-invoice user), sending it
 * again changes nothing; otherwise (5xx, a lost answer, a timeout) a later try may succeed.
 */
export class IntegratorError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
