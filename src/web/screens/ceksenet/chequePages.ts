import { receivedChequeDescriptor } from '../../../../machines/cheque/descriptor';
import { CHEQUE_SLIPS, type ChequeSide, type ChequeSlip, type SlipKind } from '../../../../machines/cheque/pages';

/** The slip pages of /ceksenet, as the cheque family declares them (machines/cheque/pages.ts). */
export type { ChequeSide, SlipKind };
export type ChequePage = ChequeSlip;
export const CHEQUE_PAGES: readonly ChequePage[] = CHEQUE_SLIPS;

/** The family's list (its portfolio), where a saved slip and a cheque's page lead back to. */
export const CHEQUE_LIST: string = receivedChequeDescriptor.list;

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

/** The slip of a path such as /ceksenet/tahsilat/yeni or /ceksenet/cekgiris/duzen/5. */
export function chequePageOfPath(path: string): ChequePage | undefined {
  const segment = path.split('/')[2];
  return CHEQUE_PAGES.find((p) => p.segment === segment);
}
