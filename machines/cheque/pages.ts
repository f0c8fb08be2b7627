import type { FamilyPage } from '../descriptor';

/**
 * The pages of /ceksenet (spec §2): the portfolio, the movements, and per slip its segment, the slip it writes (`kind`
 * of POST /api/cheque-batches), which cheques it works on (received or our own) and its place in the menu.
 */
export type ChequeSide = 'received' | 'own';
export type SlipKind = 'receive' | 'issue' | 'endorse' | 'collect' | 'pay' | 'return';

export interface ChequeSlip {
  segment: string;
  /** the pages' title keys: `route.<key>New`, `route.<key>Edit` */
  key: string;
  side: ChequeSide;
  kind: SlipKind;
  order: number;
}

export const CHEQUE_SLIPS: readonly ChequeSlip[] = [
  { segment: 'cekgiris', key: 'chequeEntry', side: 'received', kind: 'receive', order: 2 },
  { segment: 'tahsilat', key: 'chequeCollection', side: 'received', kind: 'collect', order: 3 },
  { segment: 'girisiade', key: 'chequeEntryReturn', side: 'received', kind: 'return', order: 4 },
  { segment: 'cekcikis', key: 'chequeIssue', side: 'own', kind: 'issue', order: 5 },
  { segment: 'odeme', key: 'chequePayment', side: 'own', kind: 'pay', order: 6 },
  { segment: 'cikisiade', key: 'chequeIssueReturn', side: 'own', kind: 'return', order: 7 },
];

const GROUP = 'ceksenet';
export const CHEQUE_LIST_PATH = `/${GROUP}/list`;

/** A slip's two pages: writing a new one (an entry slip of new cheques, or a slip moving held ones), and one cheque's own page. */
const slipPages = (side: ChequeSide): FamilyPage[] =>
  CHEQUE_SLIPS.filter((s) => s.side === side).flatMap((s): FamilyPage[] => [
    {
      path: `/${GROUP}/${s.segment}/yeni`,
      titleKey: `route.${s.key}New`,
      group: GROUP,
      screen: s.kind === 'receive' || s.kind === 'issue' ? 'entry' : 'slip',
      access: 'write',
      menu: { parent: GROUP, order: s.order },
    },
    { path: `/${GROUP}/${s.segment}/duzen/{id}`, titleKey: `route.${s.key}Edit`, group: GROUP, screen: 'document', access: 'read' },
  ]);

/** The received cheques' pages, with the two both sides share (the portfolio and the movements). */
export const RECEIVED_CHEQUE_PAGES: readonly FamilyPage[] = [
  { path: CHEQUE_LIST_PATH, titleKey: 'route.chequeList', group: GROUP, screen: 'portfolio', access: 'read', menu: { parent: GROUP, order: 1 } },
  ...slipPages('received'),
  { path: `/${GROUP}/islem`, titleKey: 'route.chequeMoves', group: GROUP, screen: 'moves', access: 'read', menu: { parent: GROUP, order: 8 } },
];

export const OWN_CHEQUE_PAGES: readonly FamilyPage[] = slipPages('own');
