import { addDays, businessDay, daysBetween, endOfBusinessDay } from '../clock/clock';
import { Dec } from '../money/decimal';

/**
 * The answer to an incoming e-document, decided once for the route, the screen and the tests. A commercial invoice
 * (TICARIFATURA) is accepted or rejected within eight days of its receipt (VUK 509 sıra no. genel tebliğ); an e-waybill
 * is answered with what was received within seven days (e-İrsaliye guide). A basic invoice has no answer.
 */
export const ANSWER_PERIOD_DAYS: Record<IncomingKind, number> = { invoice: 8, waybill: 7 };

export type IncomingKind = 'invoice' | 'waybill';
export type AnswerChoice = 'accept' | 'reject';

/** Why an answer is refused: each is a message of `edocuments.refusal.<reason>` and a code of the API. */
export type AnswerRefusal = 'answered' | 'notAnswerable' | 'periodOver' | 'reasonRequired' | 'quantityTooLarge' | 'unknownLine';

export interface IncomingForAnswer {
  kind: IncomingKind;
  profile: string;
  receivedAt: string;
  answer: AnswerChoice | null;
  /** an e-waybill's lines: the quantity delivered of each */
  lines: { lineId: string; quantity: string }[];
}

export interface AnswerInput {
  answer: AnswerChoice;
  reason?: string;
  /** an e-waybill: the quantity received of some lines (the rest: all that was delivered) */
  lines?: { lineId: string; receivedQuantity: string }[];
}

/** Whether the document is one its receiver answers at all. */
export const isAnswerable = (d: Pick<IncomingForAnswer, 'kind' | 'profile'>): boolean => d.kind === 'waybill' || d.profile === 'TICARIFATURA';

/** The last business day of the period: the eighth (the seventh for an e-waybill) after the day of receipt, in the company's zone. */
const lastDayToAnswer = (d: Pick<IncomingForAnswer, 'kind' | 'receivedAt'>, timeZone: string): string =>
  addDays(businessDay(new Date(d.receivedAt), timeZone), ANSWER_PERIOD_DAYS[d.kind]);

/** When the period to answer ends (ISO): the end (23:59:59.999) of its last day on the company's wall clock, whatever the hour of receipt. */
export const answerDeadline = (d: Pick<IncomingForAnswer, 'kind' | 'receivedAt'>, timeZone: string): string =>
  endOfBusinessDay(lastDayToAnswer(d, timeZone), timeZone).toISOString();

/** Calendar days left to answer (0 on the last day, negative once over). */
export const daysLeftToAnswer = (d: Pick<IncomingForAnswer, 'kind' | 'receivedAt'>, now: Date, timeZone: string): number =>
  daysBetween(businessDay(now, timeZone), lastDayToAnswer(d, timeZone));

/** The first rule the answer breaks, or null: answered once, only what is answerable, in its period, a reason to reject. */
export function checkAnswer(d: IncomingForAnswer, input: AnswerInput, now: Date, timeZone: string): { refusal: AnswerRefusal; field?: string } | null {
  if (d.answer !== null) return { refusal: 'answered' };
  if (!isAnswerable(d)) return { refusal: 'notAnswerable' };
  if (now.getTime() > Date.parse(answerDeadline(d, timeZone))) return { refusal: 'periodOver' };
  if (input.answer === 'reject' && !input.reason?.trim()) return { refusal: 'reasonRequired', field: 'reason' };
  for (const [i, l] of (input.lines ?? []).entries()) {
    const delivered = d.lines.find((x) => x.lineId === l.lineId);
    if (!delivered) return { refusal: 'unknownLine', field: `lines.${i}.lineId` };
    if (new Dec(l.receivedQuantity).gt(delivered.quantity)) return { refusal: 'quantityTooLarge', field: `lines.${i}.receivedQuantity` };
  }
  return null;
}

/** An e-waybill's answer, line by line: received and rejected quantities (rejecting it receives nothing). */
export function receiptLines(d: Pick<IncomingForAnswer, 'lines'>, input: AnswerInput): { lineId: string; received: string; rejected: string }[] {
  return d.lines.map((l) => {
    const given = input.lines?.find((x) => x.lineId === l.lineId)?.receivedQuantity;
    const received = input.answer === 'reject' ? new Dec(0) : new Dec(given ?? l.quantity);
    return { lineId: l.lineId, received: received.toFixed(), rejected: new Dec(l.quantity).minus(received).toFixed() };
  });
}
