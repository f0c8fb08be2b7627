import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the sandbox integrator keeps between runs: the documents it was sent (by UUID), the answers, the registered users. */
export interface SandboxDocument {
  uuid: string;
  number: string;
  profile: string;
  kind: 'Invoice' | 'DespatchAdvice';
  receiverVkn: string;
  /** the issuer and the IssueDate (GİB's order of numbers and dates; absent in a state kept before they were) */
  senderVkn?: string;
  issueDate?: string;
  envelopeId: string;
  receivedAt: number;
  /** how many send calls named this UUID (a retried or duplicated send counts, it makes no second document) */
  sendCalls: number;
  answer?: 'KABUL' | 'RED';
  reason?: string;
}

/** What the sandbox sends a company: a supplier's invoice or e-waybill, or a buyer's answer to its commercial invoice. */
export interface SandboxIncoming {
  uuid: string;
  number: string;
  kind: 'Invoice' | 'DespatchAdvice' | 'ApplicationResponse';
  profile: string;
  senderVkn: string;
  receiverVkn: string;
  xml: string;
  receivedAt: number;
  /** when the sandbox made it, which `GET /incoming?since=` compares (a test may back-date `receivedAt`) */
  listedAt: number;
  /** an ApplicationResponse: the ETTN of the invoice it answers */
  references?: string;
  /** the company's answer (KABUL/RED, or a ReceiptAdvice) and its UBL */
  answer?: 'KABUL' | 'RED';
  reason?: string;
  answerXml?: string;
  answerCalls?: number;
}

export interface SandboxState {
  documents: Record<string, SandboxDocument>;
  incoming: Record<string, SandboxIncoming>;
  /** the last number of each series the sandbox's suppliers issued */
  counters: Record<string, number>;
  users: string[];
}

/**
 * The state in one JSON file, written whole to a temporary file and renamed, so that a crash never leaves half of it.
 * Each document's XML (with its embedded stylesheet, a few hundred KB) is a file of its own beside it, written once.
 */
export function openStore(file: string | null, users: readonly string[]) {
  let state: SandboxState = { documents: {}, incoming: {}, counters: {}, users: [...users] };
  if (file && existsSync(file)) state = { incoming: {}, counters: {}, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxState>) } as SandboxState;
  for (const u of users) if (!state.users.includes(u)) state.users.push(u);
  const inMemory = new Map<string, string>();
  const xmlFile = (uuid: string) => join(`${file}.documents`, `${uuid.replace(/[^0-9a-f-]/gi, '')}.xml`);
  return {
    state,
    putXml(uuid: string, xml: string) {
      if (!file) return void inMemory.set(uuid, xml);
      mkdirSync(`${file}.documents`, { recursive: true });
      writeFileSync(`${xmlFile(uuid)}.tmp`, xml);
      renameSync(`${xmlFile(uuid)}.tmp`, xmlFile(uuid));
    },
    xmlOf(uuid: string): string {
      if (!file) return inMemory.get(uuid) ?? '';
      return existsSync(xmlFile(uuid)) ? readFileSync(xmlFile(uuid), 'utf8') : '';
    },
    save() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    },
  };
}
