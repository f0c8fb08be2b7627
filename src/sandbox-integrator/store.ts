import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the sandbox integrator keeps between runs: the documents it was sent (by UUID), the answers, the registered users. */
export interface SandboxDocument {
  uuid: string;
  number: string;
  profile: string;
  kind: 'Invoice' | 'DespatchAdvice';
  receiverVkn: string;
  envelopeId: string;
  receivedAt: number;
  /** how many send calls named this UUID (a retried or duplicated send counts, it makes no second document) */
  sendCalls: number;
  answer?: 'KABUL' | 'RED';
  reason?: string;
}

export interface SandboxState {
  documents: Record<string, SandboxDocument>;
  users: string[];
}

/**
 * The state in one JSON file, written whole to a temporary file and renamed, so that a crash never leaves half of it.
 * Each document's XML (with its embedded stylesheet, a few hundred KB) is a file of its own beside it, written once.
 */
export function openStore(file: string | null, users: readonly string[]) {
  let state: SandboxState = { documents: {}, users: [...users] };
  if (file && existsSync(file)) state = JSON.parse(readFileSync(file, 'utf8')) as SandboxState;
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
