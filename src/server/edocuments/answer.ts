import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { mayWrite } from '../../../machines/access';
import { checkAnswer, receiptLines, type AnswerInput, type AnswerRefusal, type IncomingForAnswer } from '../../domain/edocuments/answers';
import type { edocumentAnswerBody } from '../../domain/schemas/edocuments';
import type { Queryable } from '../db/database';
import type { AuthUser } from '../env';
import { fail, invalid, type ApiError } from '../http/errors';
import { findIncomingRow, findIncomingXml, lockIncomingRow, storeAnswer, type IncomingRow } from './incoming-queries';
import { readSenderParty } from './incoming-read';
import { incomingJson } from './incoming-view';
import { takeSeriesNumber } from './queries';
import { gibNumber, istanbulTime, supplierOf } from './ubl';
import { buildApplicationResponse, buildReceiptAdvice } from './ubl-answers';
import { builtUbl } from './ubl-observers';
import { businessDay } from '../../domain/clock/clock';
import { companyTimeZone, serverNow } from '../clock';

/** The series of the company's answers: one for the answers to invoices, one for the receipt advices (16 characters, as GİB wants). */
const ANSWER_SERIES = { invoice: 'DUY', waybill: 'DIY' } as const;

const REFUSAL_CODES = { answered: 'IN10001', notAnswerable: 'IN10002', periodOver: 'IN10003' } as const;

function refused(refusal: AnswerRefusal, field?: string): ApiError {
  if (refusal in REFUSAL_CODES) return fail(REFUSAL_CODES[refusal as keyof typeof REFUSAL_CODES]);
  return invalid({ [field ?? 'answer']: [{ key: `edocuments.refusal.${refusal}` }] });
}

export const forAnswer = (row: IncomingRow): IncomingForAnswer => ({
  kind: row.kind,
  profile: row.profile,
  receivedAt: new Date(row.received_at).toISOString(),
  answer: row.answer,
  lines: row.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
});

/**
 * Answers an incoming document once, under its row's lock: the rules are the domain's (checkAnswer), the answer's UBL
 * (ApplicationResponse or ReceiptAdvice) is written with it, and the incoming worker hands it to the integrator.
 */
export async function answerIncoming(ctx: { q: Queryable; auth: AuthUser }, id: number, body: z.infer<typeof edocumentAnswerBody>, now = serverNow()) {
  const { q, auth } = ctx;
  if (!mayWrite(auth, 'eInvoice')) throw fail('PE10003');
  const row = await lockIncomingRow(q, id);
  if (!row) throw fail('NF10004');
  const input: AnswerInput = { answer: body.answer, reason: body.reason, lines: body.lines };
  const timeZone = await companyTimeZone(q, auth.companyId);
  const broken = checkAnswer(forAnswer(row), input, now, timeZone);
  if (broken) throw refused(broken.refusal, broken.field);

  const company = await supplierOf(q, auth.companyId);
  // the answer goes to the party who sent the document, at the address its own UBL gives
  const incoming = await findIncomingXml(q, id);
  const sender = (incoming ? readSenderParty(incoming) : null) ?? {
    name: row.sender_name || row.sender_vkn,
    taxNumber: row.sender_vkn,
    address: { street: '-', district: '-', city: '-' },
  };
  const issueDate = businessDay(now, timeZone);
  const issueTime = istanbulTime(now.toISOString(), timeZone);
  const series = ANSWER_SERIES[row.kind];
  const year = Number(issueDate.slice(0, 4));
  const number = gibNumber(series, year, await takeSeriesNumber(q, auth.companyId, series, year));
  const uuid = randomUUID();
  const reason = body.reason?.trim() || null;
  const lines = row.kind === 'waybill' ? receiptLines(forAnswer(row), input) : null;
  const xml = builtUbl(
    row.kind === 'invoice'
      ? buildApplicationResponse({
          number,
          uuid,
          issueDate,
          issueTime,
          sender: company,
          receiver: sender,
          invoice: { uuid: row.uuid, issueDate: row.issue_date ?? issueDate },
          answer: body.answer === 'accept' ? 'KABUL' : 'RED',
          reason: reason ?? undefined,
        })
      : buildReceiptAdvice({
          number,
          uuid,
          issueDate,
          issueTime,
          receiver: company,
          supplier: sender,
          despatch: { number: row.number, issueDate: row.issue_date ?? issueDate },
          note: reason ?? undefined,
          lines: lines!.map((l) => {
            const line = row.lines.find((x) => x.lineId === l.lineId)!;
            return { ...l, name: line.name || '-', unitCode: line.unitCode, rejectReason: l.rejected !== '0' ? (reason ?? undefined) : undefined };
          }),
        }),
  );
  if (!(await storeAnswer(q, id, { answer: body.answer, reason, lines, uuid, xml, userId: auth.id }))) throw fail('IN10001');
  return incomingJson((await findIncomingRow(q, id))!, now, timeZone);
}
