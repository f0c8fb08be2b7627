import type { z } from 'zod';
import { answerDeadline, daysLeftToAnswer, isAnswerable } from '../../domain/edocuments/answers';
import type { incomingEdocumentSchema } from '../../domain/schemas/edocuments';
import type { IncomingRow } from './incoming-queries';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** An incoming e-document as the API gives it, with the days left to answer it on the company's calendar (`timeZone`). */
export function incomingJson(r: IncomingRow, now: Date, timeZone: string) {
  const receivedAt = iso(r.received_at)!;
  const d = { kind: r.kind, profile: r.profile, receivedAt };
  return {
    id: r.id,
    kind: r.kind,
    uuid: r.uuid,
    number: r.number,
    profile: r.profile,
    typeCode: r.type_code,
    issueDate: r.issue_date,
    senderVkn: r.sender_vkn,
    senderName: r.sender_name,
    amount: r.amount,
    currency: r.currency,
    receivedAt,
    answerable: isAnswerable(d),
    deadline: answerDeadline(d, timeZone),
    daysLeft: daysLeftToAnswer(d, now, timeZone),
    lines: r.lines,
    answer: r.answer,
    answerReason: r.answer_reason,
    answeredAt: iso(r.answered_at),
    answerSentAt: iso(r.answer_sent_at),
    answerError: r.answer_error,
    matchedDocumentId: r.matched_document_id,
    matchedDocumentNumber: r.matched_document_number,
  } satisfies z.input<typeof incomingEdocumentSchema>;
}
