import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the sandbox integrator keeps between runs: the documents it was sent (by UUID), the answers, the registered users. */
export interface SandboxDocument {
  uuid: string;
  number: string;
  profile: string;
  kind: 'Invoice' | 'DespatchAdvice';
  receiverVkn: string;
  xml: string;
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

/** The state in one JSON file, written whole to a temporary file and renamed, so that a crash never leaves half of it. */
export function openStore(file: string | null, users: readonly string[]) {
  let state: SandboxState = { documents: {}, users: [...users] };
  if (file && existsSync(file)) state = JSON.parse(readFileSync(file, 'utf8')) as SandboxState;
  for (const u of users) if (!state.users.includes(u)) state.users.push(u);
  return {
    state,
    save() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(state));
      renameSync(`${file}.tmp`, file);
    },
  };
}
