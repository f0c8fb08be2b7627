/**
 * The pages of /ceksenet (spec §2): each slip page's segment, the slip it writes (`kind` of POST /api/cheque-batches),
 * which cheques it works on (received or our own) and the event a moving slip sends to each one.
 */
export type ChequeSide = 'received' | 'own';
export type SlipKind = 'receive' | 'issue' | 'endorse' | 'collect' | 'pay' | 'return';

export interface ChequePage {
  segment: string;
  /** the route's title keys: `route.<key>New`, `route.<key>Edit` */
  key: string;
  side: ChequeSide;
  kind: SlipKind;
}

export const CHEQUE_PAGES: readonly ChequePage[] = [
  { segment: 'cekgiris', key: 'chequeEntry', side: 'received', kind: 'receive' },
  { segment: 'tahsilat', key: 'chequeCollection', side: 'received', kind: 'collect' },
  { segment: 'girisiade', key: 'chequeEntryReturn', side: 'received', kind: 'return' },
  { segment: 'cekcikis', key: 'chequeIssue', side: 'own', kind: 'issue' },
  { segment: 'odeme', key: 'chequePayment', side: 'own', kind: 'pay' },
  { segment: 'cikisiade', key: 'chequeIssueReturn', side: 'own', kind: 'return' },
];

/** The event a moving slip sends to each of its cheques. */
export const SLIP_EVENTS: Readonly<Record<Exclude<SlipKind, 'receive' | 'issue'>, string>> = {
  endorse: 'ENDORSE',
  collect: 'COLLECT',
  pay: 'PAY',
  return: 'RETURN',
};

export const TYPES_OF_SIDE: Readonly<Record<ChequeSide, readonly [string, string]>> = {
  received: ['receivedCheque', 'receivedNote'],
  own: ['ownCheque', 'ownNote'],
};

export const sideOfType = (type: string): ChequeSide => (type.startsWith('own') ? 'own' : 'received');

/** The page a cheque opens on: entry for a received one, issue for ours. */
export const chequeEditPath = (type: string, id: number) => `/ceksenet/${sideOfType(type) === 'own' ? 'cekcikis' : 'cekgiris'}/duzen/${id}`;

/** The page of a path such as /ceksenet/tahsilat/yeni or /ceksenet/cekgiris/duzen/5. */
export function chequePageOfPath(path: string): ChequePage | undefined {
  const segment = path.split('/')[2];
  return CHEQUE_PAGES.find((p) => p.segment === segment);
}
